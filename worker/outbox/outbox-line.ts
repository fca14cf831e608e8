import type { PortalDatabase } from '#db/database'
import type { AccountId } from '#db/rows'
import type { OutboxEntry } from '#worker/outbox/kind'

/**
 * While a replay sends, it reads the whole outbox again after this many passes or this much time
 * (the replay's clock), paced by READ_PACE: what another tab changed meanwhile (a change sent
 * again, a new one) waits that long at most.
 */
export const FULL_READ_PASSES = 64
export const FULL_READ_MS = 2_000
/**
 * A full read that took D ms is followed by the next no sooner than READ_PACE × D ms after it
 * ended: with 10,000 entries a read takes the better part of a second on a two-core machine, and
 * every write of the replay (and of the pages) waits behind it.
 */
export const READ_PACE = 4

/**
 * What one replay knows of an account's outbox: the entries as last read, in seq order, kept up to
 * date with what the replay itself writes. Reading the whole outbox on every pass cost 10,000
 * entries read (and cloned) for each of an import's 10,000 sends.
 *
 * Another tab's writes reach it late (at the next full read): an entry it edited or discarded is
 * caught when it is chosen (the replay's compare-and-set answers 'stale', and everything is read
 * again); one it sent again or queued waits until the next full read, which comes every
 * FULL_READ_PASSES passes or FULL_READ_MS (paced by READ_PACE), and always before the replay stops.
 */
export class OutboxLine {
  private readonly bySeq = new Map<number, OutboxEntry>()
  /** The greatest seq of the last full read: every stored entry of the account up to it is here. */
  private readUpTo = 0
  private readAt = Number.NEGATIVE_INFINITY
  /** When the last full read ended, and how long it took (the replay's clock). */
  private readEndedAt = Number.NEGATIVE_INFINITY
  private readMs = 0
  private passes = 0
  private expired = true

  constructor(
    private readonly db: PortalDatabase,
    private readonly account: AccountId,
  ) {}

  /** True from a full read until an entry is attempted. */
  get fresh(): boolean {
    return !this.expired && this.passes === 0
  }

  dueForRead(now: number): boolean {
    if (this.expired) return true
    if (this.passes < FULL_READ_PASSES && now - this.readAt < FULL_READ_MS) return false
    return now - this.readEndedAt >= READ_PACE * this.readMs
  }

  async read(clock: () => number): Promise<void> {
    const now = clock()
    const rows = (await this.db.outbox.where('account').equals(this.account).toArray()) as OutboxEntry[]
    rows.sort((a, b) => a.seq - b.seq)
    this.bySeq.clear()
    for (const row of rows) this.bySeq.set(row.seq, row)
    // Seqs only grow (IndexedDB's key generator): an entry queued after this read has a greater one.
    this.readUpTo = rows.at(-1)?.seq ?? 0
    this.readAt = now
    this.readEndedAt = clock()
    this.readMs = Math.max(0, this.readEndedAt - now)
    this.passes = 0
    this.expired = false
  }

  /** In seq order. */
  entries(): OutboxEntry[] {
    return [...this.bySeq.values()]
  }

  /** An entry of it was attempted: what was read is older than the stored line from now on. */
  attempted(): void {
    this.passes++
  }

  /** Read everything again before the next pass. */
  expire(): void {
    this.expired = true
  }

  /** Sent: its entry was deleted in the transaction that applied it. */
  forget(seq: number): void {
    this.bySeq.delete(seq)
  }

  /** The replay wrote this entry (its waitsFor mark). */
  remember(entry: OutboxEntry): void {
    if (this.bySeq.has(entry.seq)) this.bySeq.set(entry.seq, entry)
  }

  /** The one entry as stored now (parked by this replay, or gone). */
  async reread(seq: number): Promise<void> {
    const row = (await this.db.outbox.get(seq)) as OutboxEntry | undefined
    if (row && row.account === this.account) this.bySeq.set(seq, row)
    else this.bySeq.delete(seq)
  }

  /** What remapReferences may rely on: a seq's kind never changes, and seqs only grow. */
  known(): KnownEntries {
    return { readUpTo: this.readUpTo, seqsOf: (kinds) => this.seqsOf(kinds) }
  }

  private seqsOf(kinds: ReadonlySet<string>): number[] {
    const seqs: number[] = []
    for (const [seq, entry] of this.bySeq) if (kinds.has(entry.kind)) seqs.push(seq)
    return seqs
  }
}

/**
 * An account's entries as a replay last read them: every entry of the account stored with a seq up
 * to `readUpTo` was read then (a greater seq is newer), and `seqsOf` names those of the given kinds.
 * A seq's kind never changes, so it can be trusted whatever else changed since.
 */
export interface KnownEntries {
  readUpTo: number
  seqsOf(kinds: ReadonlySet<string>): number[]
}
