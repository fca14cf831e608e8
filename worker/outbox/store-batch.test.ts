import { describe, expect, it } from 'vitest'
import type { PortalDatabase } from '#db/database'
import type { OutboxRow } from '#db/rows'
import { anAddress, anAddressRow } from '#testing/factories'
import { ACCOUNT, anAddressInput, openDb, replaySetup } from '#worker/testing/outbox'
import { queueBatch, queueChange } from './queue'

const BOOK = [anAddress({ id: 101, name: 'Alpha AG' }), anAddress({ id: 102, name: 'Beta AG' })]
const context = { account: ACCOUNT, now: 0, label: 'addresses.csv' }

/** An import's saves: new addresses, and updates of two in the book. */
const importSaves = () => [
  { kind: 'saveAddress' as const, input: anAddressInput({ name: 'Neu 1' }) },
  { kind: 'saveAddress' as const, input: { ...anAddressInput({ name: 'Alpha AG, neu' }), id: 101 } },
  { kind: 'saveAddress' as const, input: anAddressInput({ name: 'Neu 2' }) },
  { kind: 'saveAddress' as const, input: { ...anAddressInput({ name: 'Beta AG, neu' }), id: 102 } },
]

async function withBook(db: PortalDatabase) {
  await db.addressRows.bulkPut(BOOK.map((address) => anAddressRow(ACCOUNT, address)))
}

/** What a user and the replay rely on, without what differs by design (key, batch, time). */
async function stored(db: PortalDatabase) {
  const entries = (await db.outbox.orderBy('seq').toArray()) as OutboxRow[]
  return {
    entries: entries.map(({ idempotencyKey: _key, batch: _batch, createdAt: _at, ...entry }) => entry),
    rows: await db.addressRows.toArray(ACCOUNT),
  }
}

function countWrites(db: PortalDatabase) {
  const writes = { put: 0, bulkPut: 0, add: 0, bulkAdd: 0 }
  const { addressRows, outbox } = db
  const put = addressRows.put.bind(addressRows)
  const bulkPut = addressRows.bulkPut.bind(addressRows)
  addressRows.put = (row) => {
    writes.put++
    return put(row)
  }
  addressRows.bulkPut = (rows) => {
    writes.bulkPut++
    return bulkPut(rows)
  }
  const add = outbox.add.bind(outbox)
  const bulkAdd = outbox.bulkAdd.bind(outbox)
  outbox.add = ((...args: Parameters<typeof add>) => {
    writes.add++
    return add(...args)
  }) as typeof outbox.add
  outbox.bulkAdd = ((...args: Parameters<typeof bulkAdd>) => {
    writes.bulkAdd++
    return bulkAdd(...args)
  }) as typeof outbox.bulkAdd
  return writes
}

describe('queueBatch stores a batch at once where that stores what one by one would', () => {
  it('an import of new and changed addresses: the same entries and rows as queued one by one', async () => {
    const { db } = await replaySetup()
    await withBook(db)
    const queued = await queueBatch(db, importSaves(), context)

    const single = openDb()
    try {
      await withBook(single)
      const seqs: number[] = []
      for (const save of importSaves()) seqs.push(await queueChange(single, save.kind, save.input, context))
      expect(queued.seqs).toEqual(seqs)
      expect(await stored(db)).toEqual(await stored(single))
    } finally {
      await single.delete()
    }
    const rows = (await stored(db)).rows
    // New ones under their temporary id (−seq), changed ones under theirs, each marked pending.
    expect(rows.map((row) => [row.id, row.address.name, row.pendingSeq])).toEqual([
      [-(queued.seqs[2] ?? 0), 'Neu 2', queued.seqs[2]],
      [-(queued.seqs[0] ?? 0), 'Neu 1', queued.seqs[0]],
      [101, 'Alpha AG, neu', queued.seqs[1]],
      [102, 'Beta AG, neu', queued.seqs[3]],
    ])
    const entries = (await stored(db)).entries
    expect(entries.map((entry) => entry.correctionPath)).toEqual([
      `/address-book/${-(queued.seqs[0] ?? 0)}/edit`,
      '/address-book/101/edit',
      `/address-book/${-(queued.seqs[2] ?? 0)}/edit`,
      '/address-book/102/edit',
    ])
  })

  it('writes all the entries at once and all the optimistic rows at once, not one each', async () => {
    const { db } = await replaySetup()
    await withBook(db)
    const writes = countWrites(db)
    const saves = Array.from({ length: 50 }, (_, at) => ({
      kind: 'saveAddress' as const,
      input: anAddressInput({ name: `Import ${at}` }),
    }))
    await queueBatch(db, saves, context)
    expect(writes).toEqual({ put: 0, bulkPut: 1, add: 0, bulkAdd: 1 })
    expect(await db.outbox.count()).toBe(50)
  })

  it('two saves of one address go one by one: the second keeps the first as its discard snapshot', async () => {
    const { db } = await replaySetup()
    await withBook(db)
    const writes = countWrites(db)
    const twice = [
      { kind: 'saveAddress' as const, input: { ...anAddressInput({ name: 'Alpha 1' }), id: 101 } },
      { kind: 'saveAddress' as const, input: { ...anAddressInput({ name: 'Alpha 2' }), id: 101 } },
    ]
    const { seqs } = await queueBatch(db, twice, context)
    expect(writes.bulkAdd).toBe(0)
    const second = (await db.outbox.get(seqs[1] ?? 0)) as OutboxRow
    expect(second.payload).toMatchObject({
      before: { id: 101, pendingSeq: seqs[0], address: { name: 'Alpha 1' } },
    })
    expect((await db.addressRows.get([ACCOUNT, 101]))?.address.name).toBe('Alpha 2')
  })

  it('a save that corrects a refused change goes one by one, and corrects it', async () => {
    const { db } = await replaySetup()
    await withBook(db)
    const refused = await queueChange(
      db,
      'saveAddress',
      { ...anAddressInput({ name: 'Alpha?' }), id: 101 },
      context,
    )
    await db.outbox.update(refused, { status: 'needsAttention', lastError: 'refused' })
    const { seqs } = await queueBatch(
      db,
      [
        { kind: 'saveAddress', input: anAddressInput({ name: 'Neu' }) },
        { kind: 'saveAddress', input: { ...anAddressInput({ name: 'Alpha AG, richtig' }), id: 101 } },
      ],
      context,
    )
    expect(seqs[1]).toBe(refused)
    expect(await db.outbox.get(refused)).toMatchObject({
      payload: { address: { name: 'Alpha AG, richtig' } },
    })
    expect(await db.outbox.count()).toBe(2)
  })
})
