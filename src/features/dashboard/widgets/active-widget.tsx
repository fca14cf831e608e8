import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useLastSuccess } from '#db/queries/meta'
import { useShipmentList } from '#db/queries/shipments'
import { countFromReplica } from '#domain/dashboard/widget-rules'
import styles from '#features/dashboard/dashboard.module.css'
import { useDashboardApi } from '#features/dashboard/dashboard-api'
import { useOnlineData } from '#features/dashboard/use-online-data'
import { WidgetBox } from '#features/dashboard/widget-box'
import { WidgetStatus } from '#features/dashboard/widget-status'
import { formatLongDate } from '#i18n/format'
import { DataAsOf } from '#ui/components/data-as-of'

/**
 * Spec section 2: today's counts from the server's summary. Offline, the two counts the replica
 * can tell (its mirrored active list) show with their "as of"; delivered needs the network.
 */
export function ActiveWidget() {
  const { t } = useLingui()
  const api = useDashboardApi()
  const today = api.today()
  const state = useOnlineData((signal) => api.summary(signal), `${api.locale}|${today}`)
  const rows = useShipmentList(api.account, 'active')
  const lastSuccess = useLastSuccess(api.account, 'activeShipments')
  const kept = useMemo(() => countFromReplica((rows ?? []).map((row) => row.item)), [rows])
  const shipments = (count: number) => plural(count, { one: '# shipment', other: '# shipments' })

  const counts =
    state.status === 'ready'
      ? state.data
      : state.status === 'offline' && rows
        ? { ...kept, delivered: null }
        : null
  const lines: {
    label: string
    count: number | null
    to: 'active' | 'archive'
    state?: 'readyForPickup' | 'inTransit'
  }[] =
    counts === null
      ? []
      : [
          { label: t`Ready for pickup`, count: counts.readyForPickup, to: 'active', state: 'readyForPickup' },
          { label: t`In delivery`, count: counts.inTransit, to: 'active', state: 'inTransit' },
          { label: t`Delivered`, count: counts.delivered, to: 'archive' },
        ]

  return (
    <WidgetBox
      title={formatLongDate(`${today}T12:00:00Z`, api.locale)}
      footer={<Link to="/active">{t`Active shipments`}</Link>}
    >
      {counts === null ? <WidgetStatus state={state} /> : null}
      {state.status === 'offline' && counts ? <DataAsOf lastSuccess={lastSuccess} /> : null}
      {lines.length > 0 ? (
        <ul className={styles.counts}>
          {lines.map((line) => (
            <li key={line.label}>
              <span>{line.label}</span>
              <strong className="tabular">{line.count === null ? '—' : shipments(line.count)}</strong>
              {line.to === 'active' ? (
                <Link to="/active" search={{ state: line.state }}>
                  {t`more`}
                  <span className="visually-hidden"> {line.label}</span>
                </Link>
              ) : (
                <Link to="/archive" search={{ initialDate: today }}>
                  {t`more`}
                  <span className="visually-hidden"> {line.label}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </WidgetBox>
  )
}
