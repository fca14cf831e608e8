import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { Address } from '#domain/entities/address'
import { type Column, DataTable } from '#ui/list/data-table'
import { PendingMark } from '#ui/list/pending-mark'
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
  const navigate = useNavigate()
  // Enter on a row opens the address, as its Edit link does; one made offline has none yet.
  const open = (id: number) => {
    if (id > 0) void navigate({ to: '/address-book/$address/edit', params: { address: String(id) } })
  }
  const columns: Column<Address, never>[] = [
    { header: t`No.`, className: 'tabular', cell: (row) => (row.id !== null && row.id > 0 ? row.id : '—') },
    {
      header: t`Name`,
      cell: (row) => (
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
            {row.id !== null && pendingIds.has(row.id) ? <PendingMark /> : null}
          </span>
        </div>
      ),
    },
    { header: t`Street`, className: styles.street, cell: (row) => row.street },
    {
      header: t`Location`,
      cell: (row) => (
        <span>
          <span className="tabular">{row.zip}</span> {row.location}
        </span>
      ),
    },
    { header: t`Contact`, cell: (row) => row.contact },
    { header: t`Phone`, className: 'tabular', cell: (row) => row.phone },
    {
      header: t`Actions`,
      hiddenHeader: true,
      cell: (row) => (
        <EditLink id={row.id} className={styles.editLink}>
          {t`Edit`}
          <span className="visually-hidden"> {row.name}</span>
        </EditLink>
      ),
    },
  ]
  // Rows created offline have no id yet: their key is their place in the list's order.
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.id ?? -rows.indexOf(row) - 1}
      columns={columns}
      onOpen={open}
      variant="plain"
    />
  )
}
