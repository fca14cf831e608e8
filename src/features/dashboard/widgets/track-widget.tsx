import { useLingui } from '@lingui/react/macro'
import { useDashboardApi } from '#features/dashboard/dashboard-api'
import { WidgetBox } from '#features/dashboard/widget-box'

/** Spec section 2: the reduced tracking form, composed by the app layer (features/tracking). */
export function TrackWidget() {
  const { t } = useLingui()
  const { trackForm } = useDashboardApi()
  return <WidgetBox title={t`Track shipment`}>{trackForm}</WidgetBox>
}
