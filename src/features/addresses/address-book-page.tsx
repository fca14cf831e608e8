import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useLastSuccess } from '#db/queries/meta'
import type { AccountId } from '#db/rows'
import { buttonClass } from '#ui/components/button'
import { DataAsOf } from '#ui/components/data-as-of'
import { useKeystrokeWork } from '#ui/keystroke-work'
import { ListPage } from '#ui/list/list-page'
import { useListControls } from '#ui/list/use-list-controls'
import pageToolbar from '#ui/styles/page-toolbar.module.css'
import { type AddressFilter, EMPTY_FILTER } from './address-filter'
import { AddressFilterPanel } from './address-filter-panel'
import { AddressTable } from './address-table'
import { AddressExportAction } from './export/address-export-action'
import { useAddressBook } from './use-address-book'

/** Spec section 2, "Address book": defaults 20 per page, sorted by id descending. */
export function AddressBookPage({ account }: { account: AccountId }) {
  const { t } = useLingui()
  const [filter, setFilter] = useState<AddressFilter>(EMPTY_FILTER)
  // The number order flips in place: unlike a list's column sorting, it keeps the page.
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc')
  const controls = useListControls({ defaultSorting: null })
  const view = useAddressBook(account, filter, direction, controls.page, controls.perPage)
  // For the benchmark (tests/benchmarks/address-replica.ts): a filter's work, applied to shown.
  const typed = useKeystrokeWork('address-book:keystroke-work', view)
  const lastSuccess = useLastSuccess(account, 'addresses')
  // ADDR-014: until the addresses were loaded once on this device, no rows means 'not yet', not 'none'.
  const loadedOnce = Boolean(lastSuccess)

  return (
    <ListPage
      centred
      title={t`Address book`}
      asOf={<DataAsOf lastSuccess={lastSuccess} />}
      actions={
        <>
          <AddressExportAction account={account} filter={filter} />
          <Link to="/address-book/import" className={buttonClass('secondary')}>
            {t`Import addresses`}
          </Link>
          <Link to="/address-book/create" className={buttonClass('primary')}>
            {t`New contact`}
          </Link>
        </>
      }
      filter={
        <AddressFilterPanel
          applied={filter}
          onApply={(next) => {
            typed()
            setFilter(next)
            controls.restart()
          }}
        />
      }
      notices={
        <div className={`${pageToolbar.toolbar} ${pageToolbar.centred}`}>
          <button
            type="button"
            className={buttonClass('quiet')}
            onClick={() => setDirection(direction === 'asc' ? 'desc' : 'asc')}
          >
            {direction === 'desc' ? t`Sorted by number, newest first` : t`Sorted by number, oldest first`}
          </button>
        </div>
      }
      placeholder={
        view.loading || (view.total === 0 && !loadedOnce)
          ? { kind: 'loading', text: t`Loading…` }
          : view.total === 0
            ? { kind: 'empty', text: t`No addresses found.` }
            : null
      }
      table={<AddressTable rows={view.page} pendingIds={view.pendingIds} />}
      pagination={{ ...controls.pagination, total: view.total, shown: view.page.length }}
    />
  )
}
