import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useLastSuccess } from '#db/queries/meta'
import type { AccountId } from '#db/rows'
import { DEFAULT_PER_PAGE, FIRST_PAGE, type PerPage } from '#domain/pagination'
import { buttonClass } from '#ui/components/button'
import { DataAsOf } from '#ui/components/data-as-of'
import list from '#ui/list/list-page.module.css'
import { Pagination } from '#ui/list/pagination'
import { type AddressFilter, EMPTY_FILTER } from './address-filter'
import { AddressFilterPanel } from './address-filter-panel'
import { AddressTable } from './address-table'
import { useAddressBook } from './use-address-book'

/** Spec section 2, "Address book": defaults 20 per page, sorted by id descending. */
export function AddressBookPage({ account }: { account: AccountId }) {
  const { t } = useLingui()
  const [filter, setFilter] = useState<AddressFilter>(EMPTY_FILTER)
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc')
  const [page, setPage] = useState(FIRST_PAGE)
  const [perPage, setPerPage] = useState<PerPage>(DEFAULT_PER_PAGE)
  const view = useAddressBook(account, filter, direction, page, perPage)
  const lastSuccess = useLastSuccess(account, 'addresses')
  // ADDR-014: until the addresses were loaded once on this device, no rows means 'not yet', not 'none'.
  const loadedOnce = Boolean(lastSuccess)

  return (
    <section>
      <div className={`${list.toolbar} ${list.centred}`}>
        <div>
          <h1>{t`Address book`}</h1>
          <DataAsOf lastSuccess={lastSuccess} />
        </div>
        <Link to="/address-book/create" className={buttonClass('primary')}>
          {t`New contact`}
        </Link>
      </div>
      <AddressFilterPanel
        applied={filter}
        onApply={(next) => {
          setFilter(next)
          setPage(FIRST_PAGE)
        }}
      />
      <div className={`${list.toolbar} ${list.centred}`}>
        <button
          type="button"
          className={buttonClass('quiet')}
          onClick={() => setDirection(direction === 'asc' ? 'desc' : 'asc')}
        >
          {direction === 'desc' ? t`Sorted by number, newest first` : t`Sorted by number, oldest first`}
        </button>
      </div>
      {view.loading || (view.total === 0 && !loadedOnce) ? (
        <p className={list.empty} role="status">{t`Loading…`}</p>
      ) : view.total === 0 ? (
        <p className={list.empty}>{t`No addresses found.`}</p>
      ) : (
        <>
          <AddressTable rows={view.page} pendingIds={view.pendingIds} />
          <Pagination
            page={page}
            perPage={perPage}
            total={view.total}
            onPage={setPage}
            onPerPage={(next) => {
              setPerPage(next)
              setPage(FIRST_PAGE)
            }}
          />
        </>
      )}
    </section>
  )
}
