import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Address } from '#domain/entities/address'
import styles from './addresses.module.css'

interface AddressTableProps {
  rows: Address[]
  /** Ids of rows whose change still waits in the outbox. */
  pendingIds: ReadonlySet<number>
}

function EditLink({
  id,
  children,
  className,
}: {
  id: number | null
  children: React.ReactNode
  className?: string
}) {
  if (id === null || id < 0) return <span className={className}>{children}</span>
  return (
    <Link to="/address-book/$address/edit" params={{ address: String(id) }} className={className}>
      {children}
    </Link>
  )
}

/** A table at desk width, stacked cards below 720 px: the same data in the same order. */
export function AddressTable({ rows, pendingIds }: AddressTableProps) {
  const { t } = useLingui()
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t`No.`}</th>
          <th scope="col">{t`Name`}</th>
          <th scope="col">{t`Street`}</th>
          <th scope="col">{t`Location`}</th>
          <th scope="col">{t`Contact`}</th>
          <th scope="col">{t`Phone`}</th>
          <th scope="col">
            <span className="visually-hidden">{t`Actions`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td data-label={t`No.`} className="tabular">
              {row.id !== null && row.id > 0 ? row.id : '—'}
            </td>
            <td data-label={t`Name`}>
              <div>
                <strong>{row.name}</strong>
                <span className={styles.badges}>
                  {row.standardSenderAddress ? (
                    <EditLink id={row.id} className={styles.badge}>{t`standard sender`}</EditLink>
                  ) : null}
                  {row.standardReceiverAddress ? (
                    <EditLink id={row.id} className={styles.badge}>{t`standard receiver`}</EditLink>
                  ) : null}
                  {row.standardBillingAddress ? (
                    <EditLink id={row.id} className={styles.badge}>{t`standard billing`}</EditLink>
                  ) : null}
                  {row.id !== null && pendingIds.has(row.id) ? (
                    <span className={styles.pending}>{t`waiting to be sent`}</span>
                  ) : null}
                </span>
              </div>
            </td>
            <td data-label={t`Street`} className={styles.street}>
              {row.street}
            </td>
            <td data-label={t`Location`}>
              <span>
                <span className="tabular">{row.zip}</span> {row.location}
              </span>
            </td>
            <td data-label={t`Contact`}>{row.contact}</td>
            <td data-label={t`Phone`} className="tabular">
              {row.phone}
            </td>
            <td>
              <EditLink id={row.id} className={styles.editLink}>
                {t`Edit`}
                <span className="visually-hidden"> {row.name}</span>
              </EditLink>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
