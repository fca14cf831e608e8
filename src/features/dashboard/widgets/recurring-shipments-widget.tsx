import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useLastSuccess } from '#db/queries/meta'
import { useStandingOrders } from '#db/queries/standing-orders'
import { recurringPreview, widgetListState } from '#domain/dashboard/widget-rules'
import type { Weekday } from '#domain/entities/basics'
import styles from '#features/dashboard/dashboard.module.css'
import { useDashboardApi } from '#features/dashboard/dashboard-api'
import { WidgetBox } from '#features/dashboard/widget-box'
import { DataAsOf } from '#ui/components/data-as-of'

/** Short weekday names in the portal's language ("Mo", "lu", "lun."), from the platform. */
function shortDay(day: Weekday, locale: string): string {
  const monday = Date.UTC(2026, 10, 23)
  const index = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].indexOf(day)
  return new Intl.DateTimeFormat(`${locale}-CH`, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(monday + index * 86_400_000),
  )
}

/** Spec section 2: 3 standing orders by sender, with their days, from the replica. */
export function RecurringShipmentsWidget() {
  const { t } = useLingui()
  const { account, locale } = useDashboardApi()
  const rows = useStandingOrders(account)
  const lastSuccess = useLastSuccess(account, 'standingOrders')
  const preview = useMemo(() => recurringPreview((rows ?? []).map((row) => row.order)), [rows])
  const list = widgetListState(rows === undefined ? undefined : preview.length, lastSuccess)
  return (
    <WidgetBox
      title={t`Standing orders`}
      footer={
        <>
          <DataAsOf lastSuccess={lastSuccess} />
          <Link to="/recurring-orders">{t`Standing orders`}</Link>
        </>
      }
    >
      {list === 'reading' ? null : list === 'firstSync' ? (
        // Never mirrored to this device yet: the first sync is on its way, the list is not empty.
        <p className={styles.muted} role="status">{t`Loading…`}</p>
      ) : list === 'empty' ? (
        <p className={styles.muted}>{t`There are no standing orders.`}</p>
      ) : (
        <table className={styles.miniTable}>
          <thead>
            <tr>
              <th scope="col">{t`Sender`}</th>
              <th scope="col">{t`Receiver`}</th>
              <th scope="col">{t`Days`}</th>
            </tr>
          </thead>
          <tbody>
            {preview.map((order) => (
              <tr key={order.key}>
                <td>{order.from[0]?.name ?? '—'}</td>
                <td>{order.to[0]?.name ?? '—'}</td>
                <td>{order.days.map((day) => shortDay(day, locale)).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </WidgetBox>
  )
}
