import { IDBIndex, IDBObjectStore } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storedBlocks } from '#testing/address-rows'
import { freshDatabase } from '#testing/fresh-database'
import { ONE_READ_BLOCKS, READ_BLOCKS } from './address-store'
import type { AddressRow } from './rows'

const row = (id: number, name = `Firma ${id}`): AddressRow => ({
  account: 'customer',
  id,
  pendingSeq: null,
  address: { id, name } as never,
})

const ids = (rows: readonly AddressRow[]) => rows.map((item) => item.id)

/** The `count` of every getAll the replica is asked (undefined: the whole range at once). */
function countGetAlls(): (number | undefined)[] {
  const counts: (number | undefined)[] = []
  for (const prototype of [IDBObjectStore.prototype, IDBIndex.prototype]) {
    const original = prototype.getAll
    vi.spyOn(prototype, 'getAll').mockImplementation(function (
      this: never,
      query?: IDBValidKey | IDBKeyRange | null,
      count?: number,
    ) {
      // Dexie passes { query, count, direction } where the browser takes it (IndexedDB 3).
      const options: unknown = query
      counts.push(
        options && typeof options === 'object' && 'query' in options
          ? (options as { count?: number }).count
          : count,
      )
      return original.call(this, query, count)
    })
  }
  return counts
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a long address book read whole, in parts', () => {
  it('reads 40,000 addresses in order, never asking for more than READ_BLOCKS blocks at once', async () => {
    const db = freshDatabase()
    await db.addressRows.bulkPut(Array.from({ length: 40_000 }, (_, index) => row(index + 1)))
    const blocks = (await storedBlocks(db, 'customer')).length
    expect(blocks).toBeGreaterThan(ONE_READ_BLOCKS)

    const counts = countGetAlls()
    const rows = await db.addressRows.toArray('customer')

    expect(ids(rows)).toEqual(Array.from({ length: 40_000 }, (_, index) => index + 1))
    expect(counts).toEqual(Array.from({ length: Math.floor(blocks / READ_BLOCKS) + 1 }, () => READ_BLOCKS))
  })

  it('stops a long read after the part under way once its signal aborts, so a wipe need not wait for the book', async () => {
    const db = freshDatabase()
    await db.addressRows.bulkPut(Array.from({ length: 40_000 }, (_, index) => row(index + 1)))
    const counts = countGetAlls()
    const stop = new AbortController()

    const reading = db.addressRows.toArray('customer', stop.signal)
    stop.abort()

    await expect(reading).rejects.toMatchObject({ name: 'AbortError' })
    expect(counts).toEqual([READ_BLOCKS])
    await db.wipeAccount('customer')
    expect(await db.addressRows.count('customer')).toBe(0)
  })

  it('reads a book of up to ONE_READ_BLOCKS blocks in one answer, as the live queries keep it', async () => {
    const db = freshDatabase()
    await db.addressRows.bulkPut(Array.from({ length: 10_000 }, (_, index) => row(index + 1)))
    expect((await storedBlocks(db, 'customer')).length).toBeLessThanOrEqual(ONE_READ_BLOCKS)

    const counts = countGetAlls()
    const rows = await db.addressRows.toArray('customer')

    expect(ids(rows)).toEqual(Array.from({ length: 10_000 }, (_, index) => index + 1))
    expect(counts).toEqual([undefined])
  })

  it('answers the book before or after a write that cuts its blocks meanwhile, never a mix of both', async () => {
    const db = freshDatabase()
    const even = Array.from({ length: 30_000 }, (_, index) => 2 * (index + 1))
    await db.addressRows.bulkPut(even.map((id) => row(id)))
    // Odd ids between them, over every part: each block grows past its limit and is cut anew.
    const odd = Array.from({ length: 30_000 }, (_, index) => 2 * index + 1)

    const [read] = await Promise.all([
      db.addressRows.toArray('customer'),
      db.addressRows.bulkPut(odd.map((id) => row(id))),
    ])

    const both = [...even, ...odd].sort((a, b) => a - b)
    expect([even, both]).toContainEqual(ids(read))
    expect(ids(await db.addressRows.toArray('customer'))).toEqual(both)
  })
})
