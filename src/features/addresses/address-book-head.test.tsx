// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AddressRow } from '#db/rows'
import { anAddress, anAddressRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'

/**
 * Issue 25, item 4: a long address book shows its first page, unfiltered, before the whole book is
 * read (100,000 rows take a second), from one end of the replica, while the pager counts.
 */

const row = (id: number, pendingSeq: number | null = null): AddressRow =>
  anAddressRow('customer', anAddress({ id, name: `Firma ${id}` }), pendingSeq)

const live = vi.hoisted(() => ({
  rows: undefined as AddressRow[] | undefined,
  head: [] as AddressRow[],
  asked: [] as [string, boolean][],
}))
vi.mock('#db/queries/addresses', async (original) => ({
  ...(await original<typeof import('#db/queries/addresses')>()),
  useAddressesWhen: (account: string, wanted: boolean) => {
    live.asked.push([account, wanted])
    return live.rows
  },
  useAddressBookHead: (_account: string, _direction: string, count: number) =>
    count > 0 ? live.head.slice(0, count) : [],
}))

const { getAddressBookHead } = await import('#db/queries/addresses')
const { inBookOrder, useAddressBook } = await import('./use-address-book')
const { EMPTY_FILTER } = await import('./address-filter')

describe("the address book's first page before the whole book is read", () => {
  it('reads, from either end, exactly the rows the whole book shows first, those created offline included', async () => {
    const db = freshDatabase()
    const saved = Array.from({ length: 300 }, (_, index) => row(index + 1))
    const offline = [row(-1, 1), row(-2, 2), row(-3, 3)]
    await db.addressRows.bulkPut([...saved, ...offline])
    const whole = inBookOrder(await db.addressRows.toArray('customer')).map((item) => item.id)
    for (const count of [1, 20, 300, 302, 303, 400]) {
      const asc = await getAddressBookHead('customer', 'asc', count, db)
      const desc = await getAddressBookHead('customer', 'desc', count, db)
      expect(
        asc.map((item) => item.id),
        `asc ${count}`,
      ).toEqual(whole.slice(0, count))
      expect(
        desc.map((item) => item.id),
        `desc ${count}`,
      ).toEqual([...whole].reverse().slice(0, count))
    }
    expect(await getAddressBookHead('customer', 'desc', 0, db)).toEqual([])
  })

  it('shows the head with the total still counted while the book loads, then the page of the whole book', () => {
    live.rows = undefined
    live.head = [row(-1, 1), row(500), row(499)]
    const { result, rerender } = renderHook(() => useAddressBook('customer', EMPTY_FILTER, 'desc', 0, 20))
    expect(result.current.loading).toBe(false)
    expect(result.current.total).toBeNull()
    expect(result.current.page.map((address) => address.id)).toEqual([-1, 500, 499])
    expect([...result.current.pendingIds]).toEqual([-1])

    live.rows = [row(-1, 1), ...Array.from({ length: 500 }, (_, index) => row(index + 1))]
    rerender()
    expect(result.current.total).toBe(501)
    expect(result.current.page.map((address) => address.id).slice(0, 3)).toEqual([-1, 500, 499])
  })

  it('shows no head for a filter or a later page: those need the whole book, and wait for it', () => {
    live.rows = undefined
    live.head = [row(500), row(499)]
    const filtered = renderHook(() =>
      useAddressBook('customer', { ...EMPTY_FILTER, company: 'Firma 4' }, 'desc', 0, 20),
    )
    expect(filtered.result.current.loading).toBe(true)
    const later = renderHook(() => useAddressBook('customer', EMPTY_FILTER, 'desc', 1, 20))
    expect(later.result.current.loading).toBe(true)
  })

  it('asks for the whole book after the head is painted, and heads the next account first after a switch', async () => {
    live.rows = undefined
    live.head = [row(2), row(1)]
    live.asked = []
    const { rerender } = renderHook(({ account }) => useAddressBook(account, EMPTY_FILTER, 'desc', 0, 20), {
      initialProps: { account: 'customer' },
    })
    expect(live.asked.at(-1)).toEqual(['customer', false])
    await waitFor(() => expect(live.asked.at(-1)).toEqual(['customer', true]))
    rerender({ account: 'dispatcher' })
    expect(live.asked.at(-1)).toEqual(['dispatcher', false])
    await waitFor(() => expect(live.asked.at(-1)).toEqual(['dispatcher', true]))
  })
})
