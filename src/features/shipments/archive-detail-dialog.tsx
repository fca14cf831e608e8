import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Temporal } from 'temporal-polyfill'
import { pricesVisible } from '#domain/archive-prices'
import { canReorder } from '#domain/reorder'
import { formatChf, formatNumber } from '#i18n/format'
import { buttonClass } from '#ui/components/button'
import { Dialog } from '#ui/components/dialog'
import { AddressCarousel } from '#ui/list/address-carousel'
import list from '#ui/list/list-page.module.css'
import { DetailStatus } from './detail-status'
import { PodEmailForm } from './pod-email-form'
import styles from './shipments.module.css'
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
          <dl className={list.facts}>
            <div>
              <dt>{t`Number`}</dt>
              <dd className="tabular">{item.externalNumber}</dd>
            </div>
            <div>
              <dt>{t`Reference`}</dt>
              <dd>{item.reference || '—'}</dd>
            </div>
            <div>
              <dt>{t`Colis`}</dt>
              <dd className="tabular">{item.numberOfColis}</dd>
            </div>
            <div>
              <dt>{t`Total weight`}</dt>
              <dd className="tabular">{formatNumber(item.totalWeight, api.locale, 2)} kg</dd>
            </div>
            {showPrices && detail ? (
              <>
                <div>
                  <dt>{t`Price excl. VAT`}</dt>
                  <dd className="tabular">{formatChf(detail.priceExclVat, api.locale)}</dd>
                </div>
                <div>
                  <dt>{t`Price incl. VAT`}</dt>
                  <dd className="tabular">{formatChf(detail.priceInclVat, api.locale)}</dd>
                </div>
              </>
            ) : null}
            <div>
              <dt>{t`Signed by`}</dt>
              <dd>{item.visierName || '—'}</dd>
            </div>
          </dl>
          <div className={styles.sides}>
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
