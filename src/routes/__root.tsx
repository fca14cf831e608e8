import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { DefaultLayoutRoute } from '#app/default-layout-route'
import type { RouterContext } from '#app/router-context'
import { NotFoundPage } from '#features/shell/page-states'
import { UpdateBanner } from '#features/shell/update-banner'

function Root() {
  const { updates } = Route.useRouteContext().services
  const waiting = useSyncExternalStore(updates.subscribe, updates.waiting)
  const [schemaUpgraded, setSchemaUpgraded] = useState(false)
  useEffect(() => {
    const onUpgrade = () => setSchemaUpgraded(true)
    window.addEventListener('portal:schema-upgraded', onUpgrade)
    return () => window.removeEventListener('portal:schema-upgraded', onUpgrade)
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
    </>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: () => (
    <DefaultLayoutRoute>
      <NotFoundPage />
    </DefaultLayoutRoute>
  ),
})
