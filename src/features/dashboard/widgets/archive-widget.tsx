import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useArchivePage } from '#db/queries/archive-pages'
import { WIDGET_ITEMS } from '#domain/limits'
import styles from '#features/dashboard/dashboard.module.css'
import { useDashboardApi } from '#features/dashboard/dashboard-api'
import { WidgetBox } from '#features/dashboard/widget-box'
import { formatDateTime } from '#i18n/format'
import { DataAsOf } from '#ui/components/data-as-of'
import { archiveQueryKey, DEFAULT_ARCHIVE_QUERY } from '#worker/contract'

const FIRST_PAGE_KEY = archiveQueryKey(DEFAULT_ARCHIVE_QUERY)

/**
 * Spec section 2: the 3 latest delivered shipments. Read from the archive's first page in its
 * default order (delivery, newest first), which the sync worker keeps: no request of its own, and
 * it shows offline.
 */
export function ArchiveWidget() {
  const { t } = useLingui()
  const { account } = useDashboardApi()
  const page = useArchivePage(account, FIRST_PAGE_KEY)
  const latest = (page?.shipments ?? []).slice(0, WIDGET_ITEMS)
  return (
    <WidgetBox
      title={t`Archive`}
      footer={
        <>
          {page ? <DataAsOf lastSuccess={page.fetchedAt} /> : null}
          <Link to="/archive">{t`Export`}</Link>
          <Link to="/archive">{t`Archive`}</Link>
        </>
      }
    >
      {page === undefined ? null : page === null ? (
        <p className={styles.muted}>{t`Not yet loaded on this device`}</p>
      ) : latest.length === 0 ? (
        <p className={styles.muted}>{t`The archive is empty.`}</p>
      ) : (
        <ul className={styles.list}>
          {latest.map(({ item }) => {
            const signer = item.visierName
            return (
              <li key={item.key}>
                <strong className="tabular">{item.externalNumber}</strong>
                <span>{item.delivered ? formatDateTime(item.delivered) : '—'}</span>
                <span className={styles.muted}>{signer ? t`Signed by ${signer}` : ''}</span>
              </li>
            )
          })}
        </ul>
      )}
    </WidgetBox>
  )
}
