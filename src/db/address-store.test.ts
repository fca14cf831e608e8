import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { addressStoreTable, storedBlocks } from '#testing/address-rows'
import { countWrites } from '#testing/count-writes'
import { freshDatabase } from '#testing/fresh-database'
import { BLOCK_SIZE, MAX_BLOCK, MIN_BLOCK } from './address-store-blocks'
import type { PortalDatabase } from './database'
import type { AddressRow } from './rows'

const row = (id: number, name = `Firma ${id}`, account = 'customer'): AddressRow => ({
  account,
  id,
  pendingSeq: null,
  address: { id, name } as never,
})

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

/**
 * The blocks' own rules: sorted rows, keyed by the smallest, never past MAX_BLOCK, never under
 * MIN_BLOCK unless it is the account's only block, never overlapping.
 */
async function expectWellFormed(db: PortalDatabase, account = 'customer') {
  const blocks = await storedBlocks(db, account)
  let last = Number.NEGATIVE_INFINITY
  for (const block of blocks) {
    const ids = block.rows.map((item) => item.id)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.length).toBeLessThanOrEqual(MAX_BLOCK)
    if (blocks.length > 1) expect(ids.length).toBeGreaterThanOrEqual(MIN_BLOCK)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(block.first).toBe(ids[0])
    expect(ids[0]).toBeGreaterThan(last)
    last = ids.at(-1) ?? last
  }
}

describe('the address book stored in blocks', () => {
  it('stores 10,000 addresses written page by page as about a hundred records, and reads them back by id', async () => {
    const db = freshDatabase()
    for (let page = 0; page < 10; page++) {
      await db.addressRows.bulkPut(range(page * 1000 + 1, page * 1000 + 1000).map((id) => row(id)))
    }

    const blocks = (await storedBlocks(db, 'customer')).length
    expect(blocks).toBeGreaterThanOrEqual(10_000 / MAX_BLOCK)
    expect(blocks).toBeLessThanOrEqual(10_000 / BLOCK_SIZE + 10)
    expect((await db.addressRows.toArray('customer')).map((item) => item.id)).toEqual(range(1, 10_000))
    expect(await db.addressRows.get(['customer', 1])).toEqual(row(1))
    expect(await db.addressRows.get(['customer', 4711])).toEqual(row(4711))
    expect(await db.addressRows.get(['customer', 10_000])).toEqual(row(10_000))
    expect(await db.addressRows.get(['customer', 10_001])).toBeUndefined()
    expect(await db.addressRows.get(['customer', 0])).toBeUndefined()
    await expectWellFormed(db)
  })

  it('keeps accounts apart: the same id in two accounts is two rows, and a logout wipes only its own', async () => {
    const db = freshDatabase()
    await db.addressRows.bulkPut([
      row(1, 'Mine'),
      row(1, 'Theirs', 'dispatcher>customer'),
      row(2, 'Mine too'),
    ])

    expect((await db.addressRows.get(['customer', 1]))?.address.name).toBe('Mine')
    expect((await db.addressRows.get(['dispatcher>customer', 1]))?.address.name).toBe('Theirs')
    expect(await db.addressRows.get(['dispatcher>customer', 2])).toBeUndefined()
    expect(await db.addressRows.count('customer')).toBe(2)
    // The logout wipe removes one account's blocks only.
    await db.wipeAccount('customer')
    expect(await db.addressRows.toArray()).toEqual([row(1, 'Theirs', 'dispatcher>customer')])
  })

  it('rewrites only the block of a changed row, and writes nothing for a delete of a row not there', async () => {
    const db = freshDatabase()
    await db.addressRows.bulkPut(range(1, 1000).map((id) => row(id)))
    const writes = countWrites(addressStoreTable(db))

    await db.addressRows.put(row(500, 'Renamed'))
    expect(writes).toEqual({ creating: 0, updating: 1, deleting: 0 })
    await db.addressRows.delete(['customer', 5000])
    await db.addressRows.delete(['customer', -1])
    expect(writes).toEqual({ creating: 0, updating: 1, deleting: 0 })
    expect((await db.addressRows.get(['customer', 500]))?.address.name).toBe('Renamed')
  })

  it('puts rows created offline (negative ids) before the saved ones and finds the newest at either end', async () => {
    const db = freshDatabase()
    await db.addressRows.bulkPut(range(1, 450).map((id) => row(id)))
    await db.addressRows.put({ ...row(-7), pendingSeq: 7 })
    await db.addressRows.put({ ...row(-9), pendingSeq: 9 })

    expect((await db.addressRows.toArray('customer')).slice(0, 3).map((item) => item.id)).toEqual([-9, -7, 1])
    expect((await db.addressRows.get(['customer', -9]))?.pendingSeq).toBe(9)
    expect((await db.addressRows.newestSaved('customer', 3)).map((item) => item.id)).toEqual([450, 449, 448])
    expect((await db.addressRows.createdOffline('customer', 3)).map((item) => item.id)).toEqual([-9, -7])
    expect((await db.addressRows.createdOffline('customer', 1)).map((item) => item.id)).toEqual([-9])
    await expectWellFormed(db)

    // The server numbers the first one: its temporary row goes, the saved one lands at the end.
    await db.addressRows.delete(['customer', -9])
    await db.addressRows.put(row(451))
    expect((await db.addressRows.newestSaved('customer', 1)).map((item) => item.id)).toEqual([451])
    expect((await db.addressRows.createdOffline('customer', 3)).map((item) => item.id)).toEqual([-7])
    await expectWellFormed(db)
  })

  it('reads a damaged block as empty and asks for a refresh once; the refresh heals it, the other blocks stay', async () => {
    const db = freshDatabase()
    await db.addressRows.bulkPut(range(1, 300).map((id) => row(id)))
    const [damaged] = await storedBlocks(db, 'customer')
    if (!damaged) throw new Error('the rows are stored')
    await addressStoreTable(db).put({ ...damaged, rows: [{ id: 1 }, 'not a row'] as never })
    const asked: string[] = []
    db.addressRows.onDamaged((account) => asked.push(account))

    expect(await db.addressRows.toArray('customer')).toHaveLength(200)
    expect(await db.addressRows.get(['customer', 1])).toBeUndefined()
    expect(await db.addressRows.get(['customer', 250])).toEqual(row(250))
    expect(await db.addressRows.newestSaved('customer', 300)).toHaveLength(200)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(asked).toEqual(['customer'])

    // What the refresh's mirror writes: the rows the replica lacks.
    await db.addressRows.bulkPut(range(1, 100).map((id) => row(id)))
    expect((await db.addressRows.toArray('customer')).map((item) => item.id)).toEqual(range(1, 300))
    await expectWellFormed(db)
    // Healed, a later damage to the same block is a new one and asks again.
    await addressStoreTable(db).update(['customer', 1], { rows: 'not a list' as never })
    await db.addressRows.toArray('customer')
    await vi.waitFor(() => expect(asked).toEqual(['customer', 'customer']))
  })

  it('keeps blocks of about a hundred rows through a churn of 10,000 deletes and re-adds', async () => {
    const db = freshDatabase()
    const ROWS = 10_000
    await db.addressRows.bulkPut(range(1, ROWS).map((id) => row(id)))
    const batches = fc.sample(
      fc.tuple(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: ROWS }), fc.constantFrom(1, 7)),
      { numRuns: 1000, seed: 21 },
    )
    let churned = 0
    for (const [size, start, stride] of batches) {
      if (churned >= ROWS) break
      // A run of neighbours, or ids spread over the book (every seventh), wrapping around.
      const batch = [...new Set(range(0, size - 1).map((step) => ((start + step * stride) % ROWS) + 1))]
      await db.addressRows.bulkDelete(batch.map((id): [string, number] => ['customer', id]))
      await db.addressRows.bulkPut(batch.map((id) => row(id)))
      churned += batch.length
    }

    expect(churned).toBeGreaterThanOrEqual(ROWS)
    expect(await db.addressRows.count('customer')).toBe(ROWS)
    await expectWellFormed(db)
    const blocks = (await storedBlocks(db, 'customer')).length
    expect(blocks).toBeGreaterThanOrEqual(ROWS / MAX_BLOCK)
    expect(blocks).toBeLessThanOrEqual((2 * ROWS) / BLOCK_SIZE)
  })

  it('answers like a plain table of rows through any sequence of puts and deletes', async () => {
    const ids = fc.integer({ min: -30, max: 600 })
    // Runs of neighbours, not only scattered ids: a run put cuts blocks, a run deleted empties them.
    const run = fc
      .tuple(ids, fc.integer({ min: 1, max: 180 }))
      .map(([from, length]) => range(from, Math.min(600, from + length - 1)))
    const step = fc.oneof(
      fc.record({ put: fc.oneof(fc.array(ids, { maxLength: 250 }), run) }),
      fc.record({ remove: fc.oneof(fc.array(ids, { maxLength: 120 }), run) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const db = freshDatabase()
        const model = new Map<number, AddressRow>()
        for (const [index, change] of steps.entries()) {
          if ('put' in change) {
            const rows = change.put.map((id) => row(id, `v${index}`))
            await db.addressRows.bulkPut(rows)
            for (const item of rows) model.set(item.id, item)
          } else {
            await db.addressRows.bulkDelete(change.remove.map((id): [string, number] => ['customer', id]))
            for (const id of change.remove) model.delete(id)
          }
          const expected = [...model.values()].sort((a, b) => a.id - b.id)
          expect(await db.addressRows.toArray('customer')).toEqual(expected)
          await expectWellFormed(db)
        }
        const probes = [-31, -30, 0, 1, 299, 600, 601]
        for (const id of probes) {
          expect(await db.addressRows.get(['customer', id])).toEqual(model.get(id))
        }
        // Many keys at once, across blocks, inside a transaction as a diff asks for them.
        const keys = probes.map((id): [string, number] => ['customer', id])
        const many = await db.transaction('r', db.addressRows.scope, () => db.addressRows.bulkGet(keys))
        expect(many).toEqual(probes.map((id) => model.get(id)))
        db.close()
      }),
      { numRuns: 40 },
    )
  })
})
