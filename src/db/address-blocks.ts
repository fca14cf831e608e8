import Dexie, { type Table } from 'dexie'
import type { AccountId, AddressRow } from './rows'

/**
 * The address book is stored in blocks of about a hundred rows, not one record per address.
 *
 * Why: IndexedDB charges per record, not per byte (measured in Chromium: 40–65 µs a record whatever
 * the indexes or the row's shape), so 10,000 addresses cost 350–800 ms as rows and 22–30 ms as 100
 * blocks (issue 13: the first mirror within a second). Everything else reads and writes addresses
 * through AddressRows, which speaks in rows and keeps the blocks in order.
 *
 * A block's key is its account and its smallest id; its rows are sorted by id, and the blocks of an
 * account never overlap, so the block holding an id is the one with the greatest key at or below it.
 */
export interface AddressBlockRow {
  account: AccountId
  /** The smallest id in `rows`. */
  first: number
  rows: AddressRow[]
}

export type AddressBlockKey = [AccountId, number]
export type AddressKey = [AccountId, number]

/** Rows a new block is cut to; a block grown past MAX_BLOCK rows is cut again. */
export const BLOCK_SIZE = 100
export const MAX_BLOCK = 2 * BLOCK_SIZE

const byId = (a: AddressRow, b: AddressRow) => a.id - b.id

/**
 * A block's rows; a damaged block (rows not a list) reads as empty, so one bad record cannot break
 * the address book, and the next mirror writes its rows again.
 */
const rowsOf = (block: AddressBlockRow | undefined): AddressRow[] =>
  Array.isArray(block?.rows) ? block.rows : []

function cut(rows: AddressRow[]): AddressRow[][] {
  if (rows.length <= MAX_BLOCK) return [rows]
  const blocks: AddressRow[][] = []
  for (let start = 0; start < rows.length; start += BLOCK_SIZE)
    blocks.push(rows.slice(start, start + BLOCK_SIZE))
  return blocks
}

/** The index of the greatest key at or below `id` in ascending `keys`, or -1 when all are above. */
function blockIndexOf(keys: readonly number[], id: number): number {
  let low = 0
  let high = keys.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if ((keys[middle] ?? Number.POSITIVE_INFINITY) <= id) {
      found = middle
      low = middle + 1
    } else high = middle - 1
  }
  return found
}

function groupByAccount<T>(items: readonly T[], accountOf: (item: T) => AccountId): Map<AccountId, T[]> {
  const groups = new Map<AccountId, T[]>()
  for (const item of items) {
    const account = accountOf(item)
    const group = groups.get(account)
    if (group) group.push(item)
    else groups.set(account, [item])
  }
  return groups
}

/** The address rows of every account, read and written as rows, stored as blocks. */
export class AddressRows {
  constructor(readonly table: Table<AddressBlockRow, AddressBlockKey>) {}

  private accountRange(account: AccountId) {
    return this.table
      .where('[account+first]')
      .between([account, Dexie.minKey], [account, Dexie.maxKey], true, true)
  }

  async get([account, id]: AddressKey): Promise<AddressRow | undefined> {
    const block = await this.table
      .where('[account+first]')
      .between([account, Dexie.minKey], [account, id], true, true)
      .last()
    return rowsOf(block).find((row) => row.id === id)
  }

  /** The account's rows by ascending id; every account's when none is named (tests). */
  async toArray(account?: AccountId): Promise<AddressRow[]> {
    const blocks =
      account === undefined ? await this.table.toArray() : await this.accountRange(account).toArray()
    return blocks.flatMap(rowsOf)
  }

  async count(account?: AccountId): Promise<number> {
    return (await this.toArray(account)).length
  }

  async hasRows(account: AccountId): Promise<boolean> {
    // Keys only: a block's hundred rows need not be read to know it is there.
    return (await this.table.where('account').equals(account).limit(1).primaryKeys()).length > 0
  }

  /**
   * The newest `count` saved rows (positive ids), highest id first, reading blocks from the end
   * only until enough are in.
   */
  async newestSaved(account: AccountId, count: number): Promise<AddressRow[]> {
    const newest: AddressRow[] = []
    await this.accountRange(account)
      .reverse()
      .until(() => newest.length >= count)
      .each((block) => {
        const rows = rowsOf(block)
        for (let index = rows.length - 1; index >= 0 && newest.length < count; index--) {
          const row = rows[index]
          if (row && row.id > 0) newest.push(row)
        }
      })
    return newest
  }

  /** The first `count` rows created offline (negative ids), most negative first. */
  async createdOffline(account: AccountId, count: number): Promise<AddressRow[]> {
    const rows: AddressRow[] = []
    let past = false
    await this.accountRange(account)
      .until(() => past || rows.length >= count)
      .each((block) => {
        for (const row of rowsOf(block)) {
          if (row.id >= 0 || rows.length >= count) {
            past = true
            return
          }
          rows.push(row)
        }
      })
    return rows
  }

  put(row: AddressRow): Promise<void> {
    return this.bulkPut([row])
  }

  /** Puts rows (a later row with the same key wins) in one transaction, or the caller's. */
  bulkPut(rows: readonly AddressRow[]): Promise<void> {
    return this.table.db.transaction('rw', this.table, async () => {
      for (const [account, ofAccount] of groupByAccount(rows, (row) => row.account)) {
        await this.change(account, ofAccount, [])
      }
    })
  }

  delete(key: AddressKey): Promise<void> {
    return this.bulkDelete([key])
  }

  bulkDelete(keys: readonly AddressKey[]): Promise<void> {
    return this.table.db.transaction('rw', this.table, async () => {
      for (const [account, ofAccount] of groupByAccount(keys, ([of]) => of)) {
        await this.change(
          account,
          [],
          ofAccount.map(([, id]) => id),
        )
      }
    })
  }

  /**
   * Writes one account's puts and deletes: each touched block is read once and written once, cut
   * when it grew past MAX_BLOCK, re-keyed when its smallest id changed, deleted when emptied.
   */
  private async change(account: AccountId, puts: readonly AddressRow[], deletes: readonly number[]) {
    const keys = (await this.accountRange(account).primaryKeys()).map(([, first]) => first)
    // Rows below every block's key go to the first block; with no block at all, to a new one.
    const touched = new Map<number, { puts: AddressRow[]; deletes: number[] }>()
    const slot = (id: number) => {
      const index = Math.max(0, blockIndexOf(keys, id))
      const key = keys[index] ?? Number.NaN
      let entry = touched.get(key)
      if (!entry) {
        entry = { puts: [], deletes: [] }
        touched.set(key, entry)
      }
      return entry
    }
    for (const row of puts) slot(row.id).puts.push(row)
    for (const id of deletes) {
      // An id below every block is nowhere.
      if (blockIndexOf(keys, id) >= 0) slot(id).deletes.push(id)
    }
    // With no block yet the key is NaN, which is no IndexedDB key: that block is new, not read.
    const stored = await this.table.bulkGet(
      [...touched.keys()].filter((key) => !Number.isNaN(key)).map((key): AddressBlockKey => [account, key]),
    )
    const blockAt = new Map(stored.flatMap((block) => (block ? [[block.first, block] as const] : [])))
    const writes: AddressBlockRow[] = []
    const removals: AddressBlockKey[] = []
    for (const [key, change] of touched) {
      const rows = new Map(rowsOf(blockAt.get(key)).map((row) => [row.id, row]))
      let deleted = 0
      for (const id of change.deletes) if (rows.delete(id)) deleted++
      // A delete of a row that is not there writes nothing.
      if (change.puts.length === 0 && deleted === 0) continue
      for (const row of change.puts) rows.set(row.id, row)
      const blocks = cut([...rows.values()].sort(byId)).filter((block) => block.length > 0)
      const written = blocks.map(
        (block): AddressBlockRow => ({ account, first: block[0]?.id ?? 0, rows: block }),
      )
      if (!Number.isNaN(key) && !written.some((block) => block.first === key)) removals.push([account, key])
      writes.push(...written)
    }
    if (removals.length > 0) await this.table.bulkDelete(removals)
    if (writes.length > 0) await this.table.bulkPut(writes)
  }
}
