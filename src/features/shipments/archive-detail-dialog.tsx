import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Temporal } from 'temporal-polyfill'
import { pricesVisible } from '#domain/archive-prices'
import { canReorder } from '#domain/reorder'
import { formatChf, formatNumber } from '#i18n/format'
import { buttonClass } from '#ui/components/button'
import { Dialog } from '#ui/components/dialog'
import { AddressCarousel } from '#ui/list/address-carousel'
import { Facts } from '#ui/list/facts'
import list from '#ui/list/list-page.module.css'
import { DetailStatus } from './detail-status'
import { PodEmailForm } from './pod-email-form'
import { useShipmentsApi } from './shipments-api'
import { StopTimeNote } from './time-note'
import { useShipmentDetail } from './use-shipment-detail'

interface ArchiveDetailDialogProps {
  shipmentKey: number
  onClose: () => void
  now?: () => Temporal.Instant
}

/** Spec section 2, the archive's detail popup; Escape or the cross closes it. */
export function ArchiveDetailDialog({
  shipmentKey,
  onClose,
  now = () => Temporal.Now.instant(),
}: ArchiveDetailDialogProps) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const { row, error, loading } = useShipmentDetail(shipmentKey, 'archive')
  const item = row?.item
  const detail = row?.detail ?? null
  const title = item ? t`Shipment ${item.externalNumber}` : t`Shipment`
  const delivered = item?.delivered ? Temporal.Instant.from(item.delivered) : null
  const showPrices = detail !== null && pricesVisible(delivered, now())

  return (
    <Dialog open title={title} closeLabel={t`Close`} onClose={onClose}>
      <DetailStatus error={error} hasCopy={detail !== null} />
      {!item ? (
        loading ? (
          <p role="status">{t`Loading…`}</p>
        ) : null
      ) : (
        <div className={list.detail}>
          <Facts
            facts={[
              { label: t`Number`, value: item.externalNumber, tabular: true },
              { label: t`Reference`, value: item.reference || '—' },
              { label: t`Colis`, value: item.numberOfColis, tabular: true },
              {
                label: t`Total weight`,
                value: `${formatNumber(item.totalWeight, api.locale, 2)} kg`,
                tabular: true,
              },
              showPrices &&
                detail && {
                  label: t`Price excl. VAT`,
                  value: formatChf(detail.priceExclVat, api.locale),
                  tabular: true,
                },
              showPrices &&
                detail && {
                  label: t`Price incl. VAT`,
                  value: formatChf(detail.priceInclVat, api.locale),
                  tabular: true,
                },
              { label: t`Signed by`, value: item.visierName || '—' },
            ]}
          />
          <div className={list.sides}>
            <AddressCarousel
              title={t`Sender`}
              stops={item.from}
              note={(stop) => <StopTimeNote item={item} stop={stop} />}
            />
            <AddressCarousel
              title={t`Receiver`}
              stops={item.to}
              note={(stop) => <StopTimeNote item={item} stop={stop} />}
            />
          </div>
          <PodEmailForm shipmentKey={shipmentKey} />
          {canReorder(item) ? (
            <Link
              to="/order/{-$archivedShipment}"
              params={{ archivedShipment: String(shipmentKey) }}
              className={buttonClass('primary')}
            >
              {t`Order again`}
            </Link>
          ) : null}
        </div>
      )}
    </Dialog>
  )
}
