import { type APIRequestContext, expect } from '@playwright/test'
import type { InjectedFaults, JournalEntry } from '#fixture-api/http/journal'
import { referencesOf, targetOf } from '#worker/outbox/kinds/registry'
import type { StoredEntry } from './replica'

/** GET /__fixture/journal: every write the fixture saw since the last reset, and the faults it injected. */
export interface Journal {
  writes: JournalEntry[]
  injected: InjectedFaults
}

export async function resetJournal(request: APIRequestContext): Promise<void> {
  expect((await request.post('/__fixture/journal/reset')).ok()).toBe(true)
}

export async function readJournal(request: APIRequestContext): Promise<Journal> {
  const response = await request.get('/__fixture/journal')
  expect(response.ok()).toBe(true)
  return response.json()
}

/** Logins and token refreshes are not changes of the user's. */
export const isDataWrite = (write: JournalEntry) => !/\/(login_check|token\/refresh)$/.test(write.path)
/** A write the server committed as new: answered 2xx, not a repeat of a key it had seen. */
const isCommit = (write: JournalEntry) => write.outcome === 'answered' && write.status < 300

export interface Verdict {
  queued: number
  /** Every data write that reached the server: first sends, retries, repeats after a drop. */
  attempts: number
  injected: InjectedFaults
  /** Commits beyond the first of one change, plus commits under keys no queued change has. */
  duplicates: number
  /** Queued changes the server never committed. */
  lost: number
  /** Changes of one row committed after a later change of that row (adjacent pairs). */
  outOfOrderPerRow: number
  /** The same over all changes: the outbox sends strictly in queue order. */
  outOfOrderOverall: number
  tokenRefreshes: number
  /** The keys of the changes never committed, for the failure message. */
  lostKeys: string[]
  /** Queued changes per kind of worker/outbox/kinds/. */
  kinds: Record<string, number>
  /** Changes naming a row created offline by its temporary id (−seq), by what they are. */
  naming: NamingCases
  /** Changes committed before the change that created the row they name. */
  beforeTheirCreation: number
  /** Writes whose path names a row by a temporary (negative) id: one reached the server. */
  temporaryIdsSent: string[]
}

export interface NamingCases {
  /** Updates of an address created offline. */
  addressUpdates: number
  /** Orders whose sender or receiver is an address created offline. */
  ordersNamingAddress: number
  /** Edits of an order still waiting to be sent. */
  editsOfWaitingOrders: number
  /** POD e-mails of an order still waiting to be sent. */
  podsOfWaitingOrders: number
}

/** A path segment that is a negative number: /address/-12, /shipments/-40/edit. */
const TEMPORARY_IN_PATH = /\/-\d+(\/|$)/

/** The seq of the change that created a row named by temporary id (`address:-12` → 12). */
const creatorOf = (reference: string) => -Number(reference.slice(reference.indexOf(':') + 1))

function namingCases(entries: readonly StoredEntry[]): NamingCases {
  const cases: NamingCases = {
    addressUpdates: 0,
    ordersNamingAddress: 0,
    editsOfWaitingOrders: 0,
    podsOfWaitingOrders: 0,
  }
  for (const entry of entries) {
    const names = (table: string) => referencesOf(entry).some((reference) => reference.startsWith(table))
    if (entry.kind === 'createShipment' && names('address:')) cases.ordersNamingAddress++
    if (entry.kind === 'editShipment' && names('shipment:')) cases.editsOfWaitingOrders++
    if (entry.kind === 'requestPodEmail' && names('shipment:')) cases.podsOfWaitingOrders++
    // An address update names its row by id, not as a reference: it follows its create by row.
    const address = (entry.payload as { mode?: string; address?: { id?: number | null } }).address
    if (entry.kind === 'saveAddress' && (address?.id ?? 0) < 0) cases.addressUpdates++
  }
  return cases
}

function inversions(seqsInCommitOrder: number[]): number {
  let count = 0
  for (let index = 1; index < seqsInCommitOrder.length; index++) {
    if ((seqsInCommitOrder[index] ?? 0) < (seqsInCommitOrder[index - 1] ?? 0)) count++
  }
  return count
}

/**
 * What the server's journal says about the queued `entries` (read from the outbox before the replay,
 * so each key is the one the change was made with): committed once each, and in queue order per row.
 */
export function judge(entries: readonly StoredEntry[], journal: Journal): Verdict {
  const writes = journal.writes.filter(isDataWrite)
  const bySeqKey = new Map(entries.map((entry) => [entry.idempotencyKey, entry]))
  const commits = new Map<string, number[]>()
  let strays = 0
  for (const write of writes.filter(isCommit)) {
    const entry = write.idempotencyKey ? bySeqKey.get(write.idempotencyKey) : undefined
    if (!entry) {
      strays++
      continue
    }
    commits.set(entry.idempotencyKey, [...(commits.get(entry.idempotencyKey) ?? []), write.n])
  }
  const firstCommit = (entry: StoredEntry) => commits.get(entry.idempotencyKey)?.[0]
  const committed = entries.filter((entry) => firstCommit(entry) !== undefined)
  const inCommitOrder = [...committed].sort((a, b) => (firstCommit(a) ?? 0) - (firstCommit(b) ?? 0))
  const rows = new Map<string, number[]>()
  for (const entry of inCommitOrder) {
    // A change that touches no replica row (a POD e-mail) is a row of its own.
    const row = targetOf(entry) ?? `seq:${entry.seq}`
    rows.set(row, [...(rows.get(row) ?? []), entry.seq])
  }
  const lostEntries = entries.filter((entry) => firstCommit(entry) === undefined)
  const bySeq = new Map(entries.map((entry) => [entry.seq, entry]))
  // What the outbox read before the replay still names −seq: a change that must follow its creation.
  const beforeTheirCreation = committed.filter((entry) =>
    referencesOf(entry).some((reference) => {
      const creator = bySeq.get(creatorOf(reference))
      return !creator || (firstCommit(creator) ?? Number.POSITIVE_INFINITY) > (firstCommit(entry) ?? 0)
    }),
  ).length
  const kinds: Record<string, number> = {}
  for (const entry of entries) kinds[entry.kind] = (kinds[entry.kind] ?? 0) + 1
  return {
    queued: entries.length,
    attempts: writes.length,
    injected: journal.injected,
    duplicates: strays + [...commits.values()].reduce((sum, list) => sum + list.length - 1, 0),
    lost: lostEntries.length,
    outOfOrderPerRow: [...rows.values()].reduce((sum, seqs) => sum + inversions(seqs), 0),
    outOfOrderOverall: inversions(inCommitOrder.map((entry) => entry.seq)),
    tokenRefreshes: journal.writes.filter((write) => write.path.endsWith('/token/refresh')).length,
    lostKeys: lostEntries.map((entry) => `${entry.seq} ${entry.kind} ${entry.idempotencyKey}`),
    kinds,
    naming: namingCases(entries),
    beforeTheirCreation,
    temporaryIdsSent: writes
      .filter((write) => TEMPORARY_IN_PATH.test(write.path))
      .map((write) => `${write.n} ${write.path}`),
  }
}

/** Waits until the server committed at least `count` writes since the journal's reset: mid-replay. */
export async function untilCommitted(request: APIRequestContext, count: number): Promise<number> {
  let committed = 0
  await expect
    .poll(
      async () => {
        committed = (await readJournal(request)).writes.filter(
          (write) => isDataWrite(write) && isCommit(write),
        ).length
        return committed
      },
      { timeout: 60_000, intervals: [50] },
    )
    .toBeGreaterThanOrEqual(count)
  return committed
}

/** The promise of issue 13: every change on the server exactly once, in order per row. */
export function expectExactlyOnceInOrder(verdict: Verdict): void {
  expect(verdict.lostKeys, 'changes the server never committed').toEqual([])
  expect(verdict.duplicates, 'changes committed more than once').toBe(0)
  expect(verdict.outOfOrderPerRow, 'changes of one row committed out of queue order').toBe(0)
  expect(verdict.beforeTheirCreation, 'changes committed before the row they name was created').toBe(0)
  expect(verdict.temporaryIdsSent, 'writes naming a temporary (negative) id').toEqual([])
}
