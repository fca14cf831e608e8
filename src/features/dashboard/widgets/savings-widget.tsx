import { useLingui } from '@lingui/react/macro'
import { clampSavings } from '#domain/dashboard/widget-rules'
import styles from '#features/dashboard/dashboard.module.css'
import { useDashboardApi } from '#features/dashboard/dashboard-api'
import { useOnlineData } from '#features/dashboard/use-online-data'
import { WidgetBox } from '#features/dashboard/widget-box'
import { WidgetStatus } from '#features/dashboard/widget-status'
import { formatNumber } from '#i18n/format'

/** Spec section 2: kg of CO2 saved this year, never below 0, in the language's Swiss format. */
export function SavingsWidget() {
  const { t } = useLingui()
  const api = useDashboardApi()
  const state = useOnlineData((signal) => api.savedEmission(signal), api.locale)
  return (
    <WidgetBox
      title={t`CO2 saved this year`}
      footer={
        <a href={api.links.prices} target="_blank" rel="noopener noreferrer">
          {t`How we save CO2`}
        </a>
      }
    >
      {state.status === 'ready' ? (
        <p className={styles.figure}>
          <span className="tabular">
            {formatNumber(clampSavings(state.data.savedEmissionThisYear), api.locale, 1)}
          </span>{' '}
          {t`kg CO2`}
        </p>
      ) : (
        <WidgetStatus state={state} />
      )}
    </WidgetBox>
  )
}
