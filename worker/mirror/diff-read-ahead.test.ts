import { afterEach, describe, expect, it } from 'vitest'
import type { PortalDatabase } from '#db/database'
import type { AddressRow } from '#db/rows'
import { anAddress, anAddressRow } from '#testing/factories'
import { testDatabase } from '#worker/testing/test-db'
import { diffApply, type RowStore } from './diff-apply'
import { applyPlanned, planDiff, RECHECK_LIMIT } from './diff-read-ahead'

type Key = [string, number]
const keyOf = (row: AddressRow): Key => [row.account, row.id]
const row = (id: number, name: string, pendingSeq: number | null = null) =>
  anAddressRow('a', anAddress({ id, name }), pendingSeq)
const book = (count: number, name = (id: number) => `Firma ${id}`) =>
  Array.from({ length: count }, (_, index) => row(index + 1, name(index + 1)))

let db: PortalDatabase | undefined
afterEach(() => {
  db?.close()
  db = undefined
})

/** The address store, counting its whole-book reads and its reads by key. */
function countingStore(database: PortalDatabase) {
  const reads = { whole: 0, byKey: 0 }
  const store = database.addressRows
  const counting: RowStore<AddressRow, Key> = {
    scope: store.scope,
    inTransaction: (body) => store.inTransaction(body),
    hasRows: (account) => store.hasRows(account),
    toArray(account) {
      reads.whole++
      return store.toArray(account)
    },
    bulkGet(keys) {
      reads.byKey += keys.length
      return store.bulkGet(keys)
    },
    bulkPut: (rows) => store.bulkPut(rows),
    bulkDelete: (keys) => store.bulkDelete(keys),
  }
  return { store: counting, reads }
}

/** Plans against the rows stored now, lets `meanwhile` write, then applies in one transaction. */
async function readAheadDiff(rows: AddressRow[], meanwhile: () => Promise<unknown> = async () => {}) {
  if (!db) throw new Error('no database')
  const { store, reads } = countingStore(db)
  const plan = planDiff(await db.addressRows.toArray('a'), { account: 'a', rows, keyOf, idOf: (r) => r.id })
  await meanwhile()
  // As commitScope applies it: in a transaction over the rows and the meta table.
  const result = await db.transaction('rw', [store.scope, db.meta], () =>
    applyPlanned(store, plan, { account: 'a', keyOf }),
  )
  return { result, reads }
}

const names = async () => (await db?.addressRows.toArray('a'))?.map((r) => `${r.id} ${r.address.name}`)

describe('a diff planned on rows read before its transaction', () => {
  it('leaves the store as diffApply would: puts, deletes, unchanged and pending alike', async () => {
    const stored = [...book(6), row(7, 'Offline edit', 3)]
    const server = [row(1, 'Firma 1'), row(2, 'Renamed'), row(4, 'Firma 4'), row(5, 'Firma 5'), row(8, 'New')]
    server.push(row(6, 'Firma 6'), row(7, 'Server copy'))

    db = testDatabase()
    await db.addressRows.bulkPut(stored)
    const direct = await diffApply(db.addressRows, { account: 'a', rows: server, keyOf })
    const expected = await names()
    db.close()

    db = testDatabase()
    await db.addressRows.bulkPut(stored)
    const { result, reads } = await readAheadDiff(server)

    expect(result).toEqual(direct)
    expect(result).toEqual({ put: 2, deleted: 1, unchanged: 4, pending: 1 })
    expect(await names()).toEqual(expected)
    // The transaction read only the two changes and the one vanished row, never the whole book.
    expect(reads).toEqual({ whole: 0, byKey: 3 })
  })

  it('reads and writes nothing in its transaction when nothing changed', async () => {
    db = testDatabase()
    await db.addressRows.bulkPut(book(300))
    const { result, reads } = await readAheadDiff(book(300))

    expect(result).toEqual({ put: 0, deleted: 0, unchanged: 300, pending: 0 })
    expect(reads).toEqual({ whole: 0, byKey: 0 })
  })

  it('never touches a row another context marked pending after the read, changed or dropped by the server', async () => {
    db = testDatabase()
    await db.addressRows.bulkPut(book(5))
    const database = db
    const server = [row(1, 'Firma 1'), row(2, 'Server rename'), row(3, 'Firma 3'), row(5, 'Firma 5')]

    const { result } = await readAheadDiff(server, () =>
      // The outbox queues a rename of 2 and an edit of 4 between the read and the transaction.
      database.addressRows.bulkPut([row(2, 'My rename', 8), row(4, 'My edit', 9)]),
    )

    // As diffApply counts: a pending row the server still lists is counted, a dropped one only kept.
    expect(result).toEqual({ put: 0, deleted: 0, unchanged: 3, pending: 1 })
    expect(await names()).toEqual(['1 Firma 1', '2 My rename', '3 Firma 3', '4 My edit', '5 Firma 5'])
    expect((await db.addressRows.get(['a', 4]))?.pendingSeq).toBe(9)
  })

  it("puts the server's row over a stored one another context settled meanwhile, when they differ", async () => {
    db = testDatabase()
    await db.addressRows.bulkPut(book(3))
    const database = db

    const { result } = await readAheadDiff([row(1, 'Firma 1'), row(2, 'Server'), row(3, 'Firma 3')], () =>
      database.addressRows.put(row(2, 'Server')),
    )

    // The settled row already holds the server's copy: compared again, it needs no write.
    expect(result).toEqual({ put: 0, deleted: 0, unchanged: 3, pending: 0 })
    expect(await names()).toEqual(['1 Firma 1', '2 Server', '3 Firma 3'])
  })

  it('reads the whole book in its transaction when more rows changed than it rechecks one by one', async () => {
    db = testDatabase()
    const count = RECHECK_LIMIT + 20
    await db.addressRows.bulkPut(book(count))
    const renamed = book(count, (id) => `Neu ${id}`)

    const { result, reads } = await readAheadDiff(renamed)

    expect(result).toEqual({ put: count, deleted: 0, unchanged: 0, pending: 0 })
    expect(reads).toEqual({ whole: 1, byKey: 0 })
    expect((await names())?.every((entry) => entry.includes('Neu'))).toBe(true)
  })
})
