/**
 * What happened to every write that reached the fixture, in arrival order, and how many faults were
 * injected: the chaos tests read it (GET /__fixture/journal) to count attempts, duplicates and
 * out-of-order commits per Idempotency-Key. Kept only with the test controls on; no bodies, so no
 * password ever lands in it.
 */
export type WriteOutcome =
  /** The route answered (2xx committed the write; 4xx refused it). */
  | 'answered'
  /** The Idempotency-Key was seen before: the first answer came back and nothing changed. */
  | 'replayed'
  /** An injected 500/503 before anything ran. */
  | 'injectedError'
  /** conflictRate: an injected 409 (the key is still being processed) before anything ran. */
  | 'conflict'
  /** refuseNextWrites: an injected 422 before anything ran. */
  | 'refused'
  /** refuseConnections: destroyed before anything ran. */
  | 'refusedConnection'

export interface JournalEntry {
  /** 1, 2, … in arrival order since the last reset. */
  n: number
  method: string
  /** Without the query. */
  path: string
  idempotencyKey: string | null
  /** The status the route answered (also for a dropped answer); 0 when nothing ran. */
  status: number
  outcome: WriteOutcome
  /** The answer was destroyed after the write ran (drop-after-commit): the client never saw it. */
  dropped: boolean
}

export interface InjectedFaults {
  errors: number
  /** Answers destroyed after the write ran, by dropNextWrites or dropAfterCommitRate. */
  drops: number
  /**
   * Refresh answers destroyed after the rotation, by dropNextRefreshes: counted apart, so a test
   * that aims at the session still reads drops as the work of the write switches alone.
   */
  refreshDrops: number
  /** 409s of conflictRate: requests under an Idempotency-Key answered "still being processed". */
  conflicts: number
  refusals: number
  refusedConnections: number
}

function noFaults(): InjectedFaults {
  return { errors: 0, drops: 0, refreshDrops: 0, conflicts: 0, refusals: 0, refusedConnections: 0 }
}

/** A long soak must not grow the fixture without bound: the oldest entries go first. */
export const JOURNAL_LIMIT = 20_000

export class RequestJournal {
  entries: JournalEntry[] = []
  injected: InjectedFaults = noFaults()
  private next = 1

  record(entry: Omit<JournalEntry, 'n'>): void {
    this.entries.push({ n: this.next++, ...entry })
    if (this.entries.length > JOURNAL_LIMIT) this.entries.splice(0, this.entries.length - JOURNAL_LIMIT)
  }

  count(fault: keyof InjectedFaults): void {
    this.injected[fault]++
  }

  reset(): void {
    this.entries = []
    this.injected = noFaults()
    this.next = 1
  }
}
