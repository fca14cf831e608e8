import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { schemaNotice } from '#db/schema-events'
import { UpdateBanner } from '#features/shell/update-banner'
import type { RouterContext } from '#services/router-context'

// The root route is never code-split: the 404 page and its layout load only when a path misses,
// so the login screen does not carry the signed-in shell.
const NotFound = lazy(() => import('#app/not-found-route'))

function Root() {
  const { updates } = Route.useRouteContext().services
  const waiting = useSyncExternalStore(updates.subscribe, updates.waiting)
  const schema = useSyncExternalStore(schemaNotice.subscribe, schemaNotice.get)
  return (
    <>
      <Outlet />
      <UpdateBanner visible={waiting} onReload={updates.accept} />
      <UpdateBanner
        visible={schema === 'upgraded'}
        reason="schemaUpgraded"
        onReload={() => window.location.reload()}
      />
      <UpdateBanner
        visible={schema === 'blocked'}
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
