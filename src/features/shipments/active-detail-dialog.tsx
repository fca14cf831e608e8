import { useLingui } from '@lingui/react/macro'
import { displayState, isEditable } from '#domain/shipment-state'
import { formatDateTime, formatNumber } from '#i18n/format'
import { Dialog } from '#ui/components/dialog'
import { Facts } from '#ui/list/facts'
import list from '#ui/list/list-page.module.css'
import { StopList } from '#ui/list/stop-address'
import { useTransportTypeLabel } from '#ui/transport-type-label'
import { DetailStatus } from './detail-status'
import { ShipmentEditForm } from './shipment-edit-form'
import { useStateLabel } from './shipment-labels'
import { useShipmentsApi } from './shipments-api'
import { useShipmentDetail } from './use-shipment-detail'
import { WaybillButton } from './waybill-button'

/** Spec section 2, Active shipments' detail popup; Escape or the cross closes it. */
export function ActiveDetailDialog({ shipmentKey, onClose }: { shipmentKey: number; onClose: () => void }) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const stateLabel = useStateLabel()
  const typeLabel = useTransportTypeLabel()
  const { row, error, loading } = useShipmentDetail(shipmentKey, 'active')
  const item = row?.detail ?? row?.item
  // An order still waiting to be sent lives under −seq, and under the server's key once sent.
  const key = row?.key ?? shipmentKey
  const waiting = key < 0
  const title = waiting
    ? t`Order waiting to be sent`
    : item
      ? t`Shipment ${item.externalNumber}`
      : t`Shipment`

  return (
    <Dialog open title={title} closeLabel={t`Close`} onClose={onClose}>
      <DetailStatus error={error} hasCopy={Boolean(row?.detail)} />
      {!item ? (
        loading ? (
          <p role="status">{t`Loading…`}</p>
        ) : null
      ) : (
        <div className={list.detail}>
          <Facts
            facts={[
              { label: t`Number`, value: item.externalNumber, tabular: true },
              { label: t`State`, value: stateLabel(displayState(item.state, item.cancelled)) },
              { label: t`Pickup`, value: formatDateTime(item.start) },
              { label: t`Transport type`, value: typeLabel(item.transportart_id) },
              {
                label: t`Weight`,
                value: `${formatNumber(item.totalWeight, api.locale, 2)} kg`,
                tabular: true,
              },
              // An editable shipment shows its reference and colis in the edit form instead.
              !isEditable(item.state, item.cancelled) && {
                label: t`Reference`,
                value: item.reference || '—',
              },
              !isEditable(item.state, item.cancelled) && {
                label: t`Number of colis`,
                value: item.numberOfColis,
                tabular: true,
              },
            ]}
          />
          {isEditable(item.state, item.cancelled) ? (
            <ShipmentEditForm
              key={key}
              shipmentKey={key}
              reference={item.reference}
              numberOfColis={item.numberOfColis}
              pending={row?.pendingSeq != null}
            />
          ) : null}
          <div className={list.sides}>
            <StopList title={t`Sender`} stops={item.from} />
            <StopList title={t`Receiver`} stops={item.to} />
          </div>
          {waiting ? (
            <p className={list.hint}>{t`The waybill can be printed once the order has been sent.`}</p>
          ) : (
            <WaybillButton shipmentKey={key} shipmentNumber={item.externalNumber} />
          )}
        </div>
      )}
    </Dialog>
  )
}
