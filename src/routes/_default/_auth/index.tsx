import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { DashboardApiContext } from '#features/dashboard/dashboard-api'
import { DashboardPage } from '#features/dashboard/dashboard-page'
import { useDashboardAdapter } from '#features/dashboard/use-dashboard-adapter'
import { SwitchUserPanel } from '#features/switch-user/switch-user-panel'
import { useSwitchUser } from '#features/switch-user/use-switch-user'
import { TrackingForm } from '#features/tracking/tracking-form'
import { useTrack } from '#features/tracking/use-track'
import { useProfileState } from '#services/use-profile-state'
import { useScopeRefresh } from '#services/use-scope-refresh'

function DashboardRoute() {
  const state = useProfileState()
  const firstname = state.status === 'ready' ? state.profile.firstname || state.profile.username : ''
  const switching = useSwitchUser()
  const switchUserPanel = useMemo(() => <SwitchUserPanel {...switching} />, [switching])
  const track = useTrack()
  const trackForm = useMemo(() => <TrackingForm track={track} reduced />, [track])
  const api = useDashboardAdapter({ trackForm, switchUserPanel, canSwitchUser: switching.canSwitchUser })
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
