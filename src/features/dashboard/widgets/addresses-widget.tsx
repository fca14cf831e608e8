import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useNewestAddresses } from '#db/queries/addresses'
import { useLastSuccess } from '#db/queries/meta'
import { newestAddresses, widgetListState } from '#domain/dashboard/widget-rules'
import { WIDGET_ITEMS } from '#domain/limits'
import styles from '#features/dashboard/dashboard.module.css'
import { useDashboardApi } from '#features/dashboard/dashboard-api'
import { WidgetBox } from '#features/dashboard/widget-box'
import { DataAsOf } from '#ui/components/data-as-of'

/** Spec section 2: the 3 newest addresses (name, zip and location), from the replica. */
export function AddressesWidget() {
  const { t } = useLingui()
  const { account } = useDashboardApi()
  // Only the newest rows are read: the whole book (10,000 rows) would be cloned on the main thread.
  const rows = useNewestAddresses(account, WIDGET_ITEMS)
  const lastSuccess = useLastSuccess(account, 'addresses')
  const newest = useMemo(() => newestAddresses((rows ?? []).map((row) => row.address)), [rows])
  const list = widgetListState(rows === undefined ? undefined : newest.length, lastSuccess)
  return (
    <WidgetBox
      title={t`Addresses`}
      footer={
        <>
          <DataAsOf lastSuccess={lastSuccess} />
          <Link to="/address-book">{t`Address book`}</Link>
        </>
      }
    >
      {list === 'reading' ? null : list === 'firstSync' ? (
        // Never mirrored to this device yet: the first sync is on its way, the book is not empty.
        <p className={styles.muted} role="status">{t`Loading…`}</p>
      ) : list === 'empty' ? (
        <p className={styles.muted}>{t`No addresses found.`}</p>
      ) : (
        <ul className={styles.list}>
          {newest.map((address) => (
            <li key={address.id}>
              <strong>{address.name}</strong>
              <span>
                <span className="tabular">{address.zip}</span> {address.location}
              </span>
            </li>
          ))}
        </ul>
      )}
    </WidgetBox>
  )
}
