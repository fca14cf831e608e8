import { useLingui } from '@lingui/react/macro'
import { useDashboardApi } from '#features/dashboard/dashboard-api'
import { WidgetBox } from '#features/dashboard/widget-box'

/** Spec sections 2 and 6: only for users with the switch role; the panel comes from features/switch-user. */
export function SwitchUserWidget() {
  const { t } = useLingui()
  const { canSwitchUser, switchUserPanel } = useDashboardApi()
  if (!canSwitchUser) return null
  return <WidgetBox title={t`Switch user`}>{switchUserPanel}</WidgetBox>
}
