import { recordBatchDiscards } from '#db/batch-discard-log'
import type { PortalDatabase } from '#db/database'
import { type OutboxEntry, outboxTables } from '#worker/outbox/kind'
import { isChangeKind, kindOf, targetOf } from './kinds/registry'
import { withDependents } from './next-due'

/** What the user does with an entry from the "pending changes" list. */

async function load(db: PortalDatabase, seq: number): Promise<OutboxEntry> {
  const entry = (await db.outbox.get(seq)) as OutboxEntry | undefined
  if (!entry) throw new Error(`Outbox entry ${seq} does not exist (sent or discarded already)`)
  return entry
}

/**
 * Drops an entry and rolls its optimistic row back, together with the later entries that depend
 * on it or change the same row (they were made on top of it), newest first so each restores the
 * state the one before left. Answers the seqs discarded. An entry in flight cannot be discarded:
 * its answer is on the way.
 */
export async function discard(db: PortalDatabase, seq: number): Promise<number[]> {
  return db.transaction('rw', outboxTables(db), async () => {
    const entry = (await db.outbox.get(seq)) as OutboxEntry | undefined
    if (!entry) return []
    const entries = (await db.outbox.where('account').equals(entry.account).toArray()) as OutboxEntry[]
    const doomed = withDependents(entries, entry)
    if (doomed.some((row) => row.status === 'sending')) {
      throw new Error(`Outbox entry ${seq} is being sent; discard it once the attempt has ended`)
    }
    for (const row of [...doomed].reverse()) {
      // A kind this build does not know has no optimistic row it could undo: the entry just goes.
      if (isChangeKind(row.kind)) await kindOf(row.kind).rollback(db, row)
      await db.outbox.delete(row.seq)
    }
    // Gone from the outbox reads as sent; a batch's waiting screen must know these were not.
    await recordBatchDiscards(db, entry.account, doomed)
    return doomed.map((row) => row.seq)
  })
}

/**
 * Discards a batch whole (the waiting-changes panel's one line for it): every entry of the batch
 * still waiting, with the entries that depend on them, in one transaction, newest first. An entry
 * in flight is left to finish (its answer is on the way; it is sent once), so the batch is
 * discarded as far as it can be (an entry whose dependents are in flight stays too). Answers the
 * seqs discarded.
 */
export async function discardBatch(db: PortalDatabase, account: string, batch: string): Promise<number[]> {
  return db.transaction('rw', outboxTables(db), async () => {
    const entries = (await db.outbox.where('account').equals(account).toArray()) as OutboxEntry[]
    const doomed = new Map<number, OutboxEntry>()
    for (const entry of entries) {
      if (entry.batch?.id !== batch) continue
      const chain = withDependents(entries, entry)
      if (chain.some((row) => row.status === 'sending')) continue
      for (const row of chain) doomed.set(row.seq, row)
    }
    const newestFirst = [...doomed.values()].sort((a, b) => b.seq - a.seq)
    for (const row of newestFirst) {
      if (isChangeKind(row.kind)) await kindOf(row.kind).rollback(db, row)
      await db.outbox.delete(row.seq)
    }
    await recordBatchDiscards(db, account, newestFirst)
    return newestFirst.map((row) => row.seq).reverse()
  })
}

/** Sends the entry at the next replay, skipping its backoff or taking it back from "needs attention". */
export async function retryNow(db: PortalDatabase, seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await load(db, seq)
    if (entry.status === 'sending') return
    // Sent again by the user: the server gets a full new round of tries before it parks again.
    const cleared =
      entry.status === 'needsAttention'
        ? { lastError: null, errorField: null, serverFailures: 0, conflicts: 0 }
        : {}
    await db.outbox.put({ ...entry, ...cleared, status: 'queued', nextAttemptAt: 0 })
  })
}

/**
 * The device is back online: entries backing off from failures met while offline are sent now,
 * not when their backoff ends. Attempts are kept, so a server that still fails backs off as before.
 */
export async function sendWaitingNow(db: PortalDatabase, account: string): Promise<number> {
  return db.transaction('rw', db.outbox, async () =>
    db.outbox
      .where('[account+status]')
      .equals([account, 'queued'])
      .filter((entry) => entry.nextAttemptAt > 0)
      .modify({ nextAttemptAt: 0 }),
  )
}

/**
 * The user's correction of an entry (a refused address, an order that could not be priced): the
 * new payload replaces the old one, the optimistic row shows it, and the entry goes back in line.
 * What identifies the change stays (the kind's revise): its row, create or update, and the `before`
 * snapshot taken when the change was first made.
 * Refused while the entry is in flight; when its current key may already have carried the old
 * body to the server (that request may be committed: another body under the same key is a 422,
 * under a new key a duplicate); and when later changes of the same row were made on top of it.
 */
export async function updatePayload(db: PortalDatabase, seq: number, payload: unknown): Promise<void> {
  await db.transaction('rw', outboxTables(db), async () => {
    const entry = await load(db, seq)
    const kind = kindOf(entry.kind)
    if (entry.status === 'sending') throw new Error(`Outbox entry ${seq} is being sent`)
    const unsent = entry.attempts === 0 || kind.needsPrepare?.(entry) === true
    if (!unsent)
      throw new Error(`Outbox entry ${seq} may have reached the server; queue a new change instead`)
    const revised: OutboxEntry = {
      ...entry,
      payload: kind.revise ? kind.revise(entry, payload) : payload,
      payloadVersion: kind.version ?? 1,
      status: 'queued',
      nextAttemptAt: 0,
      lastError: null,
      errorField: null,
    }
    const next = { ...revised, correctionPath: kind.correctionPath(revised) }
    const target = targetOf(entry)
    if (targetOf(next) !== target) throw new Error(`Outbox entry ${seq} cannot be moved to another row`)
    const entries = (await db.outbox.where('account').equals(entry.account).toArray()) as OutboxEntry[]
    if (entries.some((row) => row.seq > seq && target !== null && targetOf(row) === target)) {
      throw new Error(`Outbox entry ${seq} has later changes of the same row; edit the latest one`)
    }
    await db.outbox.put(next)
    await kind.optimistic(db, next)
  })
}
