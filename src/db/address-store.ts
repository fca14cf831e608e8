import Dexie, { type Table } from 'dexie'
import {
  type BlockKey,
  blockIndexOf,
  byId,
  cut,
  groupByAccount,
  isSound,
  MIN_BLOCK,
  type StoredBlock,
} from './address-store-blocks'
import type { AccountId, AddressRow } from './rows'

/**
 * The address book's storage: its rows kept about a hundred to a record, not one record per address.
 *
 * Why: IndexedDB charges per record, not per byte (measured in Chromium: 40–65 µs a record whatever
 * the indexes or the row's shape), so 10,000 addresses cost 350–800 ms as rows and 22–30 ms as 100
 * blocks (issue 13: the first mirror within a second). Everything reads and writes addresses through
 * this class, which speaks in rows; its table is named nowhere else (a transaction takes `scope`).
 *
 * A block's key is its account and its smallest id; its rows are sorted by id, and the blocks of an
 * account never overlap, so the block holding an id is the one with the greatest key at or below it.
 */
export const ADDRESS_STORE_TABLE = 'addressBlocks'
/** Its schema (version 3); the name on disk stays, so no replica has to move its addresses again. */
export const ADDRESS_STORE_SCHEMA = { [ADDRESS_STORE_TABLE]: '[account+first], account' }

export type AddressKey = [AccountId, number]

/** Blocks a whole-book read asks for at once: about 10,000 addresses (blocksInParts says why). */
export const READ_BLOCKS = 100

/**
 * A book of up to this many blocks (about 25,000 addresses) is read in one answer, as Dexie's
 * live-query cache keeps it: a write on the order form then sees the book answered again within
 * 50–100 ms, where a read in parts (uncached) took it to 250–990 ms (order-form bench, 10,000).
 */
export const ONE_READ_BLOCKS = 250

type Listener = (account: AccountId) => void

/** Rows after a write, over the blocks `from`..`to` (indexes into the account's sorted keys) they replace. */
interface Span {
  from: number
  to: number
  rows: AddressRow[]
}

export class AddressStore {
  private readonly table: Table<StoredBlock, BlockKey>
  private readonly damageListeners = new Set<Listener>()
  /** Damaged blocks already reported: a read that meets one asks for a refresh once, not every time. */
  private readonly reported = new Set<string>()
  /**
   * The block keys this connection last saw, per account: a hint that lets `get` read (and a live
   * query watch) only the range from the id's block to the id. Any hint gives the right answer.
   */
  private readonly seen = new Map<AccountId, number[]>()

  constructor(table: Table) {
    this.table = table as Table<StoredBlock, BlockKey>
  }

  /** What a transaction that changes addresses names: `db.transaction('rw', [db.addressRows.scope, …])`. */
  get scope(): string {
    return this.table.name
  }

  /** Runs `body` in a read-write transaction over the address rows, or within the caller's that covers them. */
  inTransaction<T>(body: () => Promise<T>): Promise<T> {
    return this.table.db.transaction('rw', this.table, body)
  }

  /** Calls `listener` once per damaged block a read meets; answers the unsubscribe. */
  onDamaged(listener: Listener): () => void {
    this.damageListeners.add(listener)
    return () => this.damageListeners.delete(listener)
  }

  /** The account's blocks keyed from `from` to `to`; past `from` only when `fromIncluded` is false. */
  private range(
    account: AccountId,
    from: unknown = Dexie.minKey,
    to: unknown = Dexie.maxKey,
    fromIncluded = true,
  ) {
    return this.table.where('[account+first]').between([account, from], [account, to], fromIncluded, true)
  }

  /** A block's rows; a damaged block reads as empty (one bad record cannot break the book) and is reported. */
  private rowsOf(block: StoredBlock | undefined): AddressRow[] {
    if (!block) return []
    if (isSound(block)) return block.rows
    const key = JSON.stringify([block.account, block.first])
    if (!this.reported.has(key)) {
      this.reported.add(key)
      // Told after the read, outside its transaction or live query: a listener may start a refresh that writes.
      const { account } = block
      setTimeout(() => {
        for (const listener of this.damageListeners) listener(account)
      }, 0)
    }
    return []
  }

  async get([account, id]: AddressKey): Promise<AddressRow | undefined> {
    const keys = this.seen.get(account) ?? []
    const hint = keys[blockIndexOf(keys, id)]
    // The greatest key at or below the id lies between a block that still exists and the id.
    let block = hint === undefined ? undefined : await this.range(account, hint, id).last()
    if (!block) {
      block = await this.range(account, Dexie.minKey, id).last()
      if (block) this.remember(account, [...keys, block.first])
    }
    return this.rowsOf(block).find((row) => row.id === id)
  }

  /**
   * The rows of these keys, in their order (a diff's few changes): each id's block is the last one
   * keyed at or below it. On Dexie's promises, not awaits: several reads at once inside a caller's
   * transaction (as blocksInParts says).
   */
  bulkGet(keys: readonly AddressKey[]): Promise<(AddressRow | undefined)[]> {
    return Dexie.Promise.all(
      keys.map(([account, id]) =>
        this.range(account, Dexie.minKey, id)
          .last()
          .then((block) => this.rowsOf(block).find((row) => row.id === id)),
      ),
    )
  }

  /**
   * The account's rows by ascending id; every account's when none is named (tests). A long book
   * read in parts stops after the part under way once `signal` aborts (rejecting with an
   * AbortError): a logout's wipe waits for the read's transaction, one part instead of the book.
   */
  async toArray(account?: AccountId, signal?: AbortSignal): Promise<AddressRow[]> {
    if (account === undefined) return (await this.table.toArray()).flatMap((block) => this.rowsOf(block))
    // A long book in parts, in one transaction, so a write between two parts cannot re-cut a block
    // already read. The count reads keys only.
    const long = (await this.range(account).count()) > ONE_READ_BLOCKS
    const blocks = long
      ? await this.table.db.transaction('r', this.table, () => this.blocksInParts(account, [], signal))
      : await this.range(account).toArray()
    this.remember(
      account,
      blocks.map((block) => block.first),
    )
    return blocks.flatMap((block) => this.rowsOf(block))
  }

  /**
   * The account's blocks, READ_BLOCKS at a time. A page turns each answer into objects in one task:
   * 100,000 addresses in one answer held the main thread 600–900 ms, parts of 10,000 at most 130 ms
   * (Chromium, scale 100), and input or a reload waiting behind them no longer waits a second. In
   * the explicit transaction, a live query's answer is not cached, so Dexie no longer clones it
   * (another 230–340 ms for 100,000).
   * Chained on Dexie's promises, not awaited: with native awaits, a write begun meanwhile in the
   * same page failed with PrematureCommitError (Dexie's zones across two open transactions).
   */
  private blocksInParts(
    account: AccountId,
    blocks: StoredBlock[],
    signal: AbortSignal | undefined,
  ): Promise<StoredBlock[]> {
    const last = blocks.at(-1)
    const rest = last ? this.range(account, last.first, Dexie.maxKey, false) : this.range(account)
    return rest
      .limit(READ_BLOCKS)
      .toArray()
      .then((part) => {
        signal?.throwIfAborted()
        for (const block of part) blocks.push(block)
        return part.length < READ_BLOCKS ? blocks : this.blocksInParts(account, blocks, signal)
      })
  }

  async count(account?: AccountId): Promise<number> {
    return (await this.toArray(account)).length
  }

  async hasRows(account: AccountId): Promise<boolean> {
    // Keys only: a block's hundred rows need not be read to know it is there.
    return (await this.table.where('account').equals(account).limit(1).primaryKeys()).length > 0
  }

  /** The newest `count` saved rows (positive ids), highest id first, reading blocks from the end only until enough are in. */
  async newestSaved(account: AccountId, count: number): Promise<AddressRow[]> {
    const newest: AddressRow[] = []
    await this.range(account)
      .reverse()
      .until(() => newest.length >= count)
      .each((block) => {
        const rows = this.rowsOf(block)
        for (let index = rows.length - 1; index >= 0 && newest.length < count; index--) {
          const row = rows[index]
          if (row && row.id > 0) newest.push(row)
        }
      })
    return newest
  }

  /** The oldest `count` saved rows (positive ids), lowest id first, reading blocks from the start only until enough are in. */
  async oldestSaved(account: AccountId, count: number): Promise<AddressRow[]> {
    const oldest: AddressRow[] = []
    await this.range(account)
      .until(() => oldest.length >= count)
      .each((block) => {
        for (const row of this.rowsOf(block)) if (row.id > 0 && oldest.length < count) oldest.push(row)
      })
    return oldest
  }

  /** The first `count` rows created offline (negative ids), most negative first. */
  async createdOffline(account: AccountId, count: number): Promise<AddressRow[]> {
    const rows: AddressRow[] = []
    let past = false
    await this.range(account)
      .until(() => past || rows.length >= count)
      .each((block) => {
        for (const row of this.rowsOf(block)) {
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
    return this.inTransaction(async () => {
      for (const [account, ofAccount] of groupByAccount(rows, (row) => row.account)) {
        await this.change(account, ofAccount, [])
      }
    })
  }

  delete(key: AddressKey): Promise<void> {
    return this.bulkDelete([key])
  }

  bulkDelete(keys: readonly AddressKey[]): Promise<void> {
    return this.inTransaction(async () => {
      for (const [account, ofAccount] of groupByAccount(keys, ([of]) => of)) {
        await this.change(
          account,
          [],
          ofAccount.map(([, id]) => id),
        )
      }
    })
  }

  /** Logout: the account's rows go, and those of every account keyed `prefix…` when one is given. */
  async wipe(account: AccountId, prefix: string | null): Promise<void> {
    await this.table.where('account').equals(account).delete()
    if (prefix !== null) await this.table.where('account').startsWith(prefix).delete()
    this.seen.clear()
  }

  private remember(account: AccountId, keys: number[]) {
    this.seen.set(
      account,
      [...new Set(keys)].sort((a, b) => a - b),
    )
  }

  /**
   * Writes one account's puts and deletes: each touched block is read once and written once, cut
   * when it grew past MAX_BLOCK, merged with a neighbour when it shrank under MIN_BLOCK, re-keyed
   * when its smallest id changed, deleted when emptied.
   */
  private async change(account: AccountId, puts: readonly AddressRow[], deletes: readonly number[]) {
    const keys = (await this.range(account).primaryKeys()).map(([, first]) => first)
    const spans = await this.changedSpans(account, keys, puts, deletes)
    await this.mergeSmall(account, keys, spans)
    const writes: StoredBlock[] = []
    const removals = new Set<number>()
    for (const span of spans) {
      const blocks = cut(span.rows.sort(byId)).map(
        (rows): StoredBlock => ({ account, first: rows[0]?.id ?? 0, rows }),
      )
      for (let index = span.from; index <= span.to; index++) {
        const key = keys[index]
        if (key !== undefined && !blocks.some((block) => block.first === key)) removals.add(key)
      }
      writes.push(...blocks)
    }
    if (removals.size > 0) await this.table.bulkDelete([...removals].map((key): BlockKey => [account, key]))
    if (writes.length > 0) await this.table.bulkPut(writes)
    for (const block of writes) this.reported.delete(JSON.stringify([account, block.first]))
    const written = writes.map((block) => block.first)
    this.remember(account, [...keys.filter((key) => !removals.has(key)), ...written])
  }

  /** The rows of each block the change touches, after it; a block left as it was is not among them. */
  private async changedSpans(
    account: AccountId,
    keys: readonly number[],
    puts: readonly AddressRow[],
    deletes: readonly number[],
  ): Promise<Span[]> {
    // Rows below every block's key go to the first block; with no block at all, to a new one (index 0).
    const touched = new Map<number, { puts: AddressRow[]; deletes: number[] }>()
    const slot = (index: number) => {
      const entry = touched.get(index) ?? { puts: [], deletes: [] }
      touched.set(index, entry)
      return entry
    }
    for (const row of puts) slot(Math.max(0, blockIndexOf(keys, row.id))).puts.push(row)
    for (const id of deletes) {
      const index = blockIndexOf(keys, id)
      // An id below every block is nowhere.
      if (index >= 0) slot(index).deletes.push(id)
    }
    const indexes = [...touched.keys()].sort((a, b) => a - b)
    const stored = await this.blocksAt(account, keys, indexes)
    const spans: Span[] = []
    for (const [position, index] of indexes.entries()) {
      const change = touched.get(index) ?? { puts: [], deletes: [] }
      const rows = new Map(stored[position]?.map((row) => [row.id, row]))
      let deleted = 0
      for (const id of change.deletes) if (rows.delete(id)) deleted++
      // A delete of a row that is not there writes nothing.
      if (change.puts.length === 0 && deleted === 0) continue
      for (const row of change.puts) rows.set(row.id, row)
      spans.push({ from: index, to: index, rows: [...rows.values()] })
    }
    return spans
  }

  private async blocksAt(account: AccountId, keys: readonly number[], indexes: readonly number[]) {
    const present = indexes.filter((index) => keys[index] !== undefined)
    const blocks = await this.table.bulkGet(present.map((index): BlockKey => [account, keys[index] ?? 0]))
    const byIndex = new Map(present.map((index, position) => [index, this.rowsOf(blocks[position])]))
    return indexes.map((index) => byIndex.get(index) ?? [])
  }

  /**
   * A span left with fewer than MIN_BLOCK rows takes in its neighbour (the next block, or the one
   * before the last), until it has enough or covers the whole account; an emptied span just goes.
   */
  private async mergeSmall(account: AccountId, keys: readonly number[], spans: Span[]) {
    let at = 0
    while (at < spans.length) {
      const span = spans[at]
      if (!span) break
      const alone = span.from <= 0 && span.to >= keys.length - 1
      if (span.rows.length === 0 || span.rows.length >= MIN_BLOCK || alone) {
        at++
        continue
      }
      const neighbour = span.to + 1 < keys.length ? span.to + 1 : span.from - 1
      const otherAt = neighbour > span.to ? at + 1 : at - 1
      const other = spans[otherAt]
      if (other && neighbour >= other.from && neighbour <= other.to) {
        const merged = {
          from: Math.min(span.from, other.from),
          to: Math.max(span.to, other.to),
          rows: [...span.rows, ...other.rows],
        }
        spans.splice(Math.min(at, otherAt), 2, merged)
        at = Math.min(at, otherAt)
      } else {
        const [rows = []] = await this.blocksAt(account, keys, [neighbour])
        span.rows.push(...rows)
        span.from = Math.min(span.from, neighbour)
        span.to = Math.max(span.to, neighbour)
      }
    }
  }
}
