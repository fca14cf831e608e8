import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { DefaultLayoutRoute } from '../app/default-layout-route'
import type { RouterContext } from '../app/router-context'
import { NotFoundPage } from '../features/shell/page-states'
import { UpdateBanner } from '../features/shell/update-banner'

function Root() {
  const { updates } = Route.useRouteContext().services
  const waiting = useSyncExternalStore(updates.subscribe, updates.waiting)
  return (
    <>
      <Outlet />
      <UpdateBanner visible={waiting} onReload={updates.accept} />
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
