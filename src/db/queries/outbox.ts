import { liveQuery } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import { readBatchDiscards } from '#db/batch-discard-log'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { usePacedLiveQuery } from '#db/queries/paced-live-query'
import type { AccountId, OutboxRow } from '#db/rows'

/** The account's unsent changes as the UI sees them (the worker writes them, worker/outbox). */

export type PendingChange = OutboxRow & { seq: number }

/** In sending order. */
export async function getPendingChanges(
  account: AccountId,
  replica: PortalDatabase = db,
): Promise<PendingChange[]> {
  return (await replica.outbox.where('account').equals(account).sortBy('seq')) as PendingChange[]
}

/** The account's unsent changes, live across tabs and the sync worker; undefined while loading. */
export function usePendingChanges(
  account: AccountId,
  replica: PortalDatabase = db,
): PendingChange[] | undefined {
  // Paced: the sync worker's sends would otherwise wait behind a read of the whole outbox each.
  return usePacedLiveQuery(replica, 'outbox', `pending ${account}`, () => getPendingChanges(account, replica))
}

/** One entry, or null once it has left the queue (or belongs to another account). */
export async function getOutboxEntry(
  account: AccountId,
  seq: number,
  replica: PortalDatabase = db,
): Promise<PendingChange | null> {
  const entry = await replica.outbox.get(seq)
  return entry?.account === account ? (entry as PendingChange) : null
}

/**
 * The server's reason for refusing a change that still waits ('' when it gave none), or null while
 * the change is not refused. `seq` is the pending row's `pendingSeq`.
 */
export async function getRefusal(
  account: AccountId,
  seq: number | null,
  replica: PortalDatabase = db,
): Promise<string | null> {
  if (seq == null) return null
  const entry = await getOutboxEntry(account, seq, replica)
  return entry?.status === 'needsAttention' ? (entry.lastError ?? '') : null
}

export function useRefusal(
  account: AccountId,
  seq: number | null,
  replica: PortalDatabase = db,
): string | null | undefined {
  return useLiveQuery(() => getRefusal(account, seq, replica), [account, seq, replica])
}

/**
 * Resolves once an outbox entry has left the queue: sent (or discarded by the user), in whichever
 * tab led. For work that must follow the server's change, not the local one (the profile reload
 * after an address save reads the server's new standard addresses).
 */
export function whenSent(account: AccountId, seq: number, replica: PortalDatabase = db): Promise<void> {
  return new Promise((resolve) => {
    let done = false
    const subscription = liveQuery(() => getOutboxEntry(account, seq, replica)).subscribe({
      next(entry) {
        if (entry || done) return
        done = true
        resolve()
        // Emitted asynchronously, so the subscription exists by now.
        queueMicrotask(() => subscription.unsubscribe())
      },
      error: () => undefined,
    })
  })
}

export type Settled =
  | { status: 'sent' }
  | { status: 'refused'; message: string; field: string | null }
  | { status: 'waiting' }

/**
 * Resolves when an entry was sent (it left the queue), was refused (needs attention, with the
 * server's reason), or after `patienceMs` while it still waits (a 5xx retried later, or offline).
 */
export function whenSettled(
  account: AccountId,
  seq: number,
  patienceMs: number,
  replica: PortalDatabase = db,
): Promise<Settled> {
  return new Promise((resolve) => {
    let done = false
    const finish = (settled: Settled) => {
      if (done) return
      done = true
      clearTimeout(timer)
      resolve(settled)
      queueMicrotask(() => subscription.unsubscribe())
    }
    const timer = setTimeout(() => finish({ status: 'waiting' }), patienceMs)
    const subscription = liveQuery(() => getOutboxEntry(account, seq, replica)).subscribe({
      next(entry) {
        if (!entry) finish({ status: 'sent' })
        else if (entry.status === 'needsAttention')
          finish({ status: 'refused', message: entry.lastError ?? '', field: entry.errorField })
      },
      error: () => finish({ status: 'waiting' }),
    })
  })
}

/** How far a batch (queued with queueBatch) has gone: the entries still waiting, and those refused. */
export interface BatchProgress {
  left: number
  needsAttention: number
}

/** A batch's entries still in the outbox; none left means all were sent (or discarded). */
export function batchProgress(changes: readonly PendingChange[], batch: string): BatchProgress {
  let left = 0
  let needsAttention = 0
  for (const change of changes) {
    if (change.batch?.id !== batch) continue
    left++
    if (change.status === 'needsAttention') needsAttention++
  }
  return { left, needsAttention }
}

/**
 * The same, live across tabs and the sync worker; undefined while loading. Counted from the
 * waiting-changes panel's read (shared in the tab), not a second read of the whole outbox.
 */
export function useBatchProgress(
  account: AccountId,
  batch: string,
  replica: PortalDatabase = db,
): BatchProgress | undefined {
  const changes = usePendingChanges(account, replica)
  return useMemo(() => (changes ? batchProgress(changes, batch) : undefined), [changes, batch])
}

/**
 * The entries of a batch the user discarded before they were sent: left the outbox like the sent
 * ones, but never reached the server (#db/batch-discard-log).
 */
export function getBatchDiscards(
  account: AccountId,
  batch: string,
  replica: PortalDatabase = db,
): Promise<Set<number>> {
  return readBatchDiscards(replica, account, batch)
}
