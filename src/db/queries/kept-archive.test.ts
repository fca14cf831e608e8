import { IDBIndex, IDBObjectStore } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ShipmentRow } from '#db/rows'
import { aShipment, aShipmentRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { ARCHIVE_PART, getKeptArchive, getShipmentList } from './shipments'

const archived = (key: number, account = 'customer'): ShipmentRow =>
  aShipmentRow(account, aShipment({ key }), { list: 'archive' })
const active = (key: number): ShipmentRow => aShipmentRow('customer', aShipment({ key }))
const keys = (rows: readonly ShipmentRow[]) => rows.map((row) => row.key)
const from = (first: number, count: number) => Array.from({ length: count }, (_, index) => first + index)

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

describe('the kept archive, read in parts', () => {
  it('answers what the archive list holds, by key, asking for no more than ARCHIVE_PART rows at once', async () => {
    const db = freshDatabase()
    const total = 2 * ARCHIVE_PART + 10
    await db.shipments.bulkPut([
      ...from(1, total).map((key) => archived(key)),
      ...[3, ARCHIVE_PART + 1, 2 * ARCHIVE_PART + 50].map(active),
      archived(7, 'someone-else'),
    ])

    const counts = countGetAlls()
    const kept = await getKeptArchive('customer', db)
    expect(counts).toEqual([ARCHIVE_PART, ARCHIVE_PART, ARCHIVE_PART])

    expect(keys(kept)).toEqual(keys(await getShipmentList('customer', 'archive', db)))
    expect(keys(kept)).toEqual(from(1, total).filter((key) => key !== 3 && key !== ARCHIVE_PART + 1))
    expect(kept.every((row) => row.account === 'customer' && row.list === 'archive')).toBe(true)
  })

  it('answers the archive before or after a write made meanwhile, never a mix of both', async () => {
    const db = freshDatabase()
    await db.shipments.bulkPut(from(1, 3 * ARCHIVE_PART).map((key) => archived(2 * key)))
    const before = from(1, 3 * ARCHIVE_PART).map((key) => 2 * key)
    const odd = from(0, 3 * ARCHIVE_PART).map((key) => 2 * key + 1)

    const [read] = await Promise.all([
      getKeptArchive('customer', db),
      db.shipments.bulkPut(odd.map((key) => archived(key))),
    ])

    const after = [...before, ...odd].sort((a, b) => a - b)
    expect([before, after]).toContainEqual(keys(read))
    expect(keys(await getKeptArchive('customer', db))).toEqual(after)
  })
})
