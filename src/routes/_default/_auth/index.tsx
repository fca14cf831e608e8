import { createFileRoute } from '@tanstack/react-router'
import { useMemo, useSyncExternalStore } from 'react'
import { useDashboardApi } from '#app/use-dashboard-api'
import { useSwitchUser } from '#app/use-switch-user'
import { DashboardApiContext } from '#features/dashboard/dashboard-api'
import { DashboardPage } from '#features/dashboard/dashboard-page'
import { SwitchUserPanel } from '#features/switch-user/switch-user-panel'
import { useScopeRefresh } from '#services/use-scope-refresh'

function DashboardRoute() {
  const { profile } = Route.useRouteContext().services
  const state = useSyncExternalStore(profile.subscribe, profile.get)
  const firstname = state.status === 'ready' ? state.profile.firstname || state.profile.username : ''
  const switching = useSwitchUser()
  const panel = useMemo(() => <SwitchUserPanel {...switching} />, [switching])
  const api = useDashboardApi({ panel, canSwitchUser: switching.canSwitchUser })
  // The replicated widgets read these scopes; the worker's defaults keep them fresh as well.
  useScopeRefresh('addresses')
  useScopeRefresh('activeShipments')
  useScopeRefresh('standingOrders')
  return (
    <DashboardApiContext.Provider value={api}>
      <DashboardPage firstname={firstname} />
    </DashboardApiContext.Provider>
  )
}

export const Route = createFileRoute('/_default/_auth/')({ component: DashboardRoute })
