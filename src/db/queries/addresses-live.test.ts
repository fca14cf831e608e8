// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ONE_READ_BLOCKS } from '#db/address-store'
import { storedBlocks } from '#testing/address-rows'
import { anAddress, anAddressRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { useAddress, useAddresses, useNewestAddresses } from './addresses'

const rows = (ids: number[]) => ids.map((id) => anAddressRow('a', anAddress({ id })))
const from = (first: number, count: number) => Array.from({ length: count }, (_, index) => first + index)

describe('the address book, live, stored in blocks', () => {
  it('the newest answer again when an address lands in a new block at either end of the book', async () => {
    const db = freshDatabase()
    await db.addressRows.bulkPut(rows(from(1, 450)))
    const { result } = renderHook(() => useNewestAddresses('a', 3, db))
    const ids = () => result.current?.map((row) => row.id)
    await waitFor(() => expect(ids()).toEqual([450, 449, 448]))

    // Created offline: below every stored id, so the first block takes a new, lower key.
    await act(() => db.addressRows.put(anAddressRow('a', anAddress({ id: -5 }))))
    await waitFor(() => expect(ids()).toEqual([-5, 450, 449]))
    // Enough new ones at the end that the last block is cut into new blocks above the others.
    await act(() => db.addressRows.bulkPut(rows(from(1000, 300))))
    await waitFor(() => expect(ids()).toEqual([-5, 1299, 1298]))
  })

  it('one address follows its row when its block is rewritten, cut or emptied', async () => {
    const db = freshDatabase()
    await db.addressRows.bulkPut(rows(from(1, 150)))
    const { result } = renderHook(() => useAddress('a', 120, db))
    await waitFor(() => expect(result.current?.id).toBe(120))

    await act(() => db.addressRows.put(anAddressRow('a', anAddress({ id: 120, name: 'Renamed AG' }))))
    await waitFor(() => expect(result.current?.address.name).toBe('Renamed AG'))
    // 150 + 100 rows in one block: it is cut, and row 120 now lives in another block.
    await act(() => db.addressRows.bulkPut(rows(from(151, 100))))
    expect((await storedBlocks(db, 'a')).map((block) => block.first)).toEqual([1, 101, 201])
    await act(() => db.addressRows.put(anAddressRow('a', anAddress({ id: 120, name: 'Moved AG' }))))
    await waitFor(() => expect(result.current?.address.name).toBe('Moved AG'))
    await act(() => db.addressRows.delete(['a', 120]))
    await waitFor(() => expect(result.current).toBeNull())
  })

  it('one address wakes for a write to its own block only, not for its neighbours below or above', async () => {
    const db = freshDatabase()
    await db.addressRows.bulkPut(rows(from(1, 1000)))
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useAddress('a', 450, db)
    })
    // Another reader of the block below: once it has the new name, that write was seen.
    const below = renderHook(() => useAddress('a', 50, db))
    await waitFor(() => expect(result.current?.id).toBe(450))
    await waitFor(() => expect(below.result.current?.id).toBe(50))
    const settled = renders

    await act(() => db.addressRows.put(anAddressRow('a', anAddress({ id: 950, name: 'Above AG' }))))
    await act(() => db.addressRows.put(anAddressRow('a', anAddress({ id: 50, name: 'Below AG' }))))
    await waitFor(() => expect(below.result.current?.address.name).toBe('Below AG'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(renders).toBe(settled)

    await act(() => db.addressRows.put(anAddressRow('a', anAddress({ id: 420, name: 'Same block AG' }))))
    await waitFor(() => expect(renders).toBeGreaterThan(settled))
    expect(result.current?.id).toBe(450)
  })

  it('the whole book, read in parts, answers again for a write in its last part and at its very end', async () => {
    const db = freshDatabase()
    await db.addressRows.bulkPut(rows(from(1, 30_000)))
    expect((await storedBlocks(db, 'a')).length).toBeGreaterThan(ONE_READ_BLOCKS)
    const { result } = renderHook(() => useAddresses('a', db))
    const names = (id: number) => result.current?.find((row) => row.id === id)?.address.name
    await waitFor(() => expect(result.current).toHaveLength(30_000), { timeout: 5000 })

    await act(() => db.addressRows.put(anAddressRow('a', anAddress({ id: 29_990, name: 'Last part AG' }))))
    await waitFor(() => expect(names(29_990)).toBe('Last part AG'), { timeout: 5000 })
    await act(() => db.addressRows.bulkPut(rows(from(30_001, 200))))
    await waitFor(() => expect(result.current).toHaveLength(30_200), { timeout: 5000 })
    expect(result.current?.at(-1)?.id).toBe(30_200)
  })
})
