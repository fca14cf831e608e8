import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countWrites } from '#testing/count-writes'
import { freshDatabase } from '#testing/fresh-database'
import { type AddressBlockRow, BLOCK_SIZE, MAX_BLOCK } from './address-blocks'
import type { PortalDatabase } from './database'
import type { AddressRow } from './rows'

const row = (id: number, name = `Firma ${id}`, account = 'customer'): AddressRow => ({
  account,
  id,
  pendingSeq: null,
  address: { id, name } as never,
})

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

/** The blocks' own rules: sorted rows, keyed by the smallest, never past MAX_BLOCK, never overlapping. */
async function expectWellFormed(db: PortalDatabase, account = 'customer') {
  const blocks: AddressBlockRow[] = await db.addressBlocks.where('account').equals(account).sortBy('first')
  let last = Number.NEGATIVE_INFINITY
  for (const block of blocks) {
    const ids = block.rows.map((item) => item.id)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.length).toBeLessThanOrEqual(MAX_BLOCK)
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

    const blocks = await db.addressBlocks.count()
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
    const writes = countWrites(db.addressBlocks)

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

  it('reads a damaged block as empty and heals it on the next write, leaving the other blocks intact', async () => {
    const db = freshDatabase()
    await db.addressRows.bulkPut(range(1, 300).map((id) => row(id)))
    const [damaged] = await db.addressBlocks.where('account').equals('customer').sortBy('first')
    if (!damaged) throw new Error('the rows are stored')
    await db.addressBlocks.put({ ...damaged, rows: 'not a list' as never })

    const left = await db.addressRows.toArray('customer')
    expect(left).toHaveLength(200)
    expect(await db.addressRows.get(['customer', 1])).toBeUndefined()
    expect(await db.addressRows.get(['customer', 250])).toEqual(row(250))

    await db.addressRows.bulkPut(range(1, 100).map((id) => row(id)))
    expect((await db.addressRows.toArray('customer')).map((item) => item.id)).toEqual(range(1, 300))
    await expectWellFormed(db)
  })

  it('answers like a plain table of rows through any sequence of puts and deletes', async () => {
    const ids = fc.integer({ min: -30, max: 600 })
    const step = fc.oneof(
      fc.record({ put: fc.array(ids, { maxLength: 250 }) }),
      fc.record({ remove: fc.array(ids, { maxLength: 120 }) }),
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
        }
        const expected = [...model.values()].sort((a, b) => a.id - b.id)
        expect(await db.addressRows.toArray('customer')).toEqual(expected)
        for (const id of [-31, -30, 0, 1, 299, 600, 601]) {
          expect(await db.addressRows.get(['customer', id])).toEqual(model.get(id))
        }
        await expectWellFormed(db)
        db.close()
      }),
      { numRuns: 40 },
    )
  })
})
