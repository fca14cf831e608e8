import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { pickOne } from '#domain/dashboard/widget-rules'
import styles from '#features/dashboard/dashboard.module.css'
import { useDashboardApi } from '#features/dashboard/dashboard-api'
import { useOnlineData } from '#features/dashboard/use-online-data'
import { WidgetBox } from '#features/dashboard/widget-box'
import { WidgetStatus } from '#features/dashboard/widget-status'

/** Spec section 2: one employee at random, fetched again in a new language. */
export function EmployeeWidget() {
  const { t } = useLingui()
  const api = useDashboardApi()
  const state = useOnlineData((signal) => api.team(signal), api.locale)
  const pick = api.pick ?? pickOne
  const employee = useMemo(() => (state.status === 'ready' ? pick(state.data) : undefined), [state, pick])
  return (
    <WidgetBox title={t`Your contact`}>
      {state.status !== 'ready' ? (
        <WidgetStatus state={state} />
      ) : !employee ? (
        <p className={styles.muted}>{t`No contact person is listed at the moment.`}</p>
      ) : (
        <div className={styles.employee}>
          {employee.image.src ? (
            <img
              src={employee.image.src}
              srcSet={employee.image.srcset || undefined}
              alt=""
              width="96"
              height="96"
            />
          ) : null}
          <div>
            <strong>
              {employee.firstname} {employee.lastname}
            </strong>
            <span>{employee.position}</span>
            <a href={`tel:${employee.phone.replaceAll(' ', '')}`} className="tabular">
              {employee.phone}
            </a>
            <a href={`mailto:${employee.email}`}>{employee.email}</a>
          </div>
        </div>
      )}
    </WidgetBox>
  )
}
