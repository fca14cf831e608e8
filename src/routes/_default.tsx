import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DefaultLayoutRoute } from '#app/default-layout-route'

export const Route = createFileRoute('/_default')({
  component: () => (
    <DefaultLayoutRoute>
      <Outlet />
    </DefaultLayoutRoute>
  ),
})
