import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Temporal } from 'temporal-polyfill'
import { useStandingOrders } from '#db/queries/standing-orders'
import { inWeekOrder } from '#domain/standing-orders/weekdays'
import { formatNumber } from '#i18n/format'
import { Dialog } from '#ui/components/dialog'
import { Facts } from '#ui/list/facts'
import list from '#ui/list/list-page.module.css'
import { StopList } from '#ui/list/stop-address'
import { useTransportTypeLabel } from '#ui/transport-type-label'
import { useWeekdayLabel } from './labels'
import { NextRunsCalendar } from './next-runs-calendar'
import { PlannedNote } from './planned-note'
import { RenameForm } from './rename-form'
import styles from './standing-orders.module.css'
import { useStandingOrdersApi } from './standing-orders-api'

interface StandingOrderDialogProps {
  orderKey: number
  onClose: () => void
  /** The calendar's "today" (tests pin it). */
  now: () => Temporal.Instant
}

/**
 * Spec section 2, the detail modal: the order's facts, its addresses with their windows, the name
 * edit and the next runs, all from the replica, so it opens offline. Escape or the cross closes it
 * and focus returns to the Details button (the Dialog).
 */
export function StandingOrderDialog({ orderKey, onClose, now }: StandingOrderDialogProps) {
  const { t } = useLingui()
  const api = useStandingOrdersApi()
  const weekday = useWeekdayLabel()
  const transportType = useTransportTypeLabel()
  const rows = useStandingOrders(api.account)
  const row = rows?.find((candidate) => candidate.key === orderKey)
  // biome-ignore lint/correctness/useExhaustiveDependencies: "today" is read once per opening
  const today = useMemo(() => now(), [orderKey])
  const order = row?.order
  const title = order ? t`Standing order ${order.number}` : t`Standing order`

  return (
    <Dialog open title={title} closeLabel={t`Close`} onClose={onClose}>
      {!order ? (
        rows ? (
          <p>{t`This standing order is not on this device.`}</p>
        ) : (
          <p role="status">{t`Loading…`}</p>
        )
      ) : (
        <div className={list.detail}>
          <Facts
            facts={[
              { label: t`Number`, value: order.number, tabular: true },
              Boolean(order.reference) && { label: t`Reference`, value: order.reference },
              { label: t`Transport type`, value: transportType(order.type) },
              {
                label: t`Price`,
                value: `${formatNumber(Number(order.price), api.locale, 2)} ${t`CHF (excl.)`}`,
                tabular: true,
              },
              { label: t`Weekdays`, value: inWeekOrder(order.days).map(weekday).join(', ') || '—' },
            ]}
          />
          <RenameForm
            key={orderKey}
            orderKey={orderKey}
            name={order.customerName}
            pendingSeq={row?.pendingSeq ?? null}
          />
          <div className={`${list.sides} ${styles.sides}`}>
            <StopList
              title={t`Sender`}
              stops={order.from}
              note={(stop) => <PlannedNote order={order} stop={stop} />}
            />
            <StopList
              title={t`Receiver`}
              stops={order.to}
              note={(stop) => <PlannedNote order={order} stop={stop} />}
            />
          </div>
          <NextRunsCalendar order={order} now={today} locale={api.locale} />
        </div>
      )}
    </Dialog>
  )
}
