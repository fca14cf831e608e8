import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import type { RouterContext } from '#app/router-context'
import { SCHEMA_BLOCKED, SCHEMA_UNBLOCKED, SCHEMA_UPGRADED } from '#db/schema-events'
import { UpdateBanner } from '#features/shell/update-banner'

// The root route is never code-split: the 404 page and its layout load only when a path misses,
// so the login screen does not carry the signed-in shell.
const NotFound = lazy(() => import('#app/not-found-route'))

function Root() {
  const { updates } = Route.useRouteContext().services
  const waiting = useSyncExternalStore(updates.subscribe, updates.waiting)
  const [schemaUpgraded, setSchemaUpgraded] = useState(false)
  const [schemaBlocked, setSchemaBlocked] = useState(false)
  useEffect(() => {
    const listeners: [string, () => void][] = [
      [SCHEMA_UPGRADED, () => setSchemaUpgraded(true)],
      [SCHEMA_BLOCKED, () => setSchemaBlocked(true)],
      [SCHEMA_UNBLOCKED, () => setSchemaBlocked(false)],
    ]
    for (const [type, listener] of listeners) window.addEventListener(type, listener)
    return () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener)
    }
  }, [])
  return (
    <>
      <Outlet />
      <UpdateBanner visible={waiting} onReload={updates.accept} />
      <UpdateBanner
        visible={schemaUpgraded}
        reason="schemaUpgraded"
        onReload={() => window.location.reload()}
      />
      <UpdateBanner
        visible={schemaBlocked}
        reason="schemaBlocked"
        onReload={() => window.location.reload()}
      />
    </>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  ),
})
