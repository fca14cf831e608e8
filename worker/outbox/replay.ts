import * as v from 'valibot'
import type { Api } from '#api/create-api'
import { isApiError } from '#api/errors'
import type { PortalDatabase } from '#db/database'
import type { AccountId } from '#db/rows'
import { FAILURE_REASONS } from '#domain/changes/failure-reasons'
import { type OutboxEntry, outboxTables } from '#worker/outbox/kind'
import { isChangeKind, kindOf, referencesOf } from './kinds/registry'
import { pickNext, waitingBehind } from './next-due'
import { OutboxLine } from './outbox-line'
import { isPaused, pauseAccount } from './pause'
import { remapReferences } from './remap'
import {
  classify,
  givesUp,
  isConflict,
  isRejection,
  isServerFailure,
  nextDelay,
  reasonOf,
} from './retry-policy'

export { discard, retryNow, updatePayload } from './entry-actions'

export interface ReplayOptions {
  db: PortalDatabase
  api: Api
  account: AccountId
  /** Epoch ms. */
  now: () => number
  /** [0, 1), for the backoff's jitter. */
  random: () => number
  /** The backoff's first ceiling; retry-policy's BASE_DELAY_MS when left out. */
  backoffBaseMs?: number
  /** Frees cached data and retries when applying the server's answer finds the device full. */
  guardStorage?: <T>(write: () => Promise<T>) => Promise<T>
  /**
   * A logout or a lost lead: the request in flight is cancelled and nothing more is written, not
   * even the entry's own books (it stays 'sending', and the next leader resends it under its key).
   */
  signal?: AbortSignal
}

export interface ReplayResult {
  sent: number
  /** idle: nothing left to send now; waiting: an entry backs off (or is in flight); paused: 401. */
  outcome: 'idle' | 'waiting' | 'paused'
  /** When waiting on a backoff: the earliest moment another replay can send something. */
  nextAttemptAt?: number
}

type Attempt = { kind: 'sent' | 'parked' | 'stale' } | { kind: 'stop'; result: Omit<ReplayResult, 'sent'> }

const ABORTED: Attempt = { kind: 'stop', result: { outcome: 'waiting' } }

/** Every pass sends or parks an entry, or returns; the bound only guards against a livelock. */
const MAX_PASSES = 10_000

/**
 * Sends the account's due entries one by one in seq order until one must wait. The network is
 * never awaited inside a Dexie transaction (that would commit it early): an entry is marked
 * 'sending' in one transaction, sent, and its outcome written in another.
 *
 * The line is walked over the entries as last read (OutboxLine): an entry chosen from it is sent
 * only if it is still stored as read (changeIf), and a replay stops (waiting or idle) only on a
 * fresh read, so a stale copy can delay what another tab changed, never send it wrong.
 */
export async function replayOnce(options: ReplayOptions): Promise<ReplayResult> {
  const { db, account } = options
  const line = new OutboxLine(db, account)
  let sent = 0
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    if (options.signal?.aborted) return { sent, outcome: 'waiting' }
    if (await isPaused(db, account)) return { sent, outcome: 'paused' }
    if (line.dueForRead(options.now())) await line.read(options.now)
    const step = pickNext(line.entries(), options.now())
    if (step.kind !== 'send') {
      // Stop on what is stored now: a change sent again or queued by another tab goes in this replay.
      if (!line.fresh) {
        await line.read(options.now)
        continue
      }
      await markWaiting(options, line)
      if (step.kind === 'idle') return { sent, outcome: 'idle' }
      return { sent, outcome: 'waiting', ...(step.until === null ? {} : { nextAttemptAt: step.until }) }
    }
    line.attempted()
    const attempt = await attemptEntry(options, step.entry, line)
    if (attempt.kind === 'sent') {
      sent++
      line.forget(step.entry.seq)
    } else if (attempt.kind === 'stale') {
      // Changed by someone else since it was read: read everything again, as before a first pass.
      line.expire()
    } else if (attempt.kind === 'parked') {
      await line.reread(step.entry.seq)
    }
    if (attempt.kind === 'stop') return { sent, ...attempt.result }
  }
  return { sent, outcome: 'waiting' }
}

/**
 * Writes on each entry which change needing attention it waits behind (waitsFor), where that
 * changed: the panel shows a parked dependent as waiting for that change, with its reason, instead
 * of a plain "waiting". Only the mark is written, so an edit made meanwhile is not overwritten.
 */
async function markWaiting(options: ReplayOptions, line: OutboxLine): Promise<void> {
  const entries = line.entries()
  const behind = waitingBehind(entries)
  const changed = entries.filter((entry) => (entry.waitsFor ?? null) !== (behind.get(entry.seq) ?? null))
  if (changed.length === 0 || options.signal?.aborted) return
  await guarded(options, () =>
    options.db.transaction('rw', options.db.outbox, async () => {
      for (const entry of changed)
        await options.db.outbox.update(entry.seq, { waitsFor: behind.get(entry.seq) ?? null })
    }),
  )
  for (const entry of changed) line.remember({ ...entry, waitsFor: behind.get(entry.seq) ?? null })
}

/**
 * After a crash or a closed tab, entries left 'sending' may or may not have reached the server:
 * they go back in line with the same key, so the server answers a repeat with its first answer.
 * Called when this tab becomes the one running the outbox. Answers how many were recovered.
 */
export async function recoverInterrupted(db: PortalDatabase, account?: AccountId): Promise<number> {
  return db.transaction('rw', db.outbox, async () => {
    // With an account, only that account's leader's entries: another account's leader may be sending.
    const rows = account === undefined ? db.outbox.toCollection() : db.outbox.where('account').equals(account)
    const stuck = await rows.filter((row) => row.status === 'sending').toArray()
    for (const row of stuck) await db.outbox.put({ ...row, status: 'queued', attempts: row.attempts + 1 })
    return stuck.length
  })
}

async function attemptEntry(options: ReplayOptions, picked: OutboxEntry, line: OutboxLine): Promise<Attempt> {
  const { api, signal } = options
  const call = signal ? { signal } : {}
  if (!isChangeKind(picked.kind)) {
    // Written by a newer build or corrupted: sending it blind could do anything, so ask the user.
    await changeIf(options, picked, {
      status: 'needsAttention',
      lastError: FAILURE_REASONS.unknownKind,
      errorField: null,
    })
    return { kind: 'parked' }
  }
  const handler = kindOf(picked.kind)
  const version = await checkVersion(options, picked)
  // Upgraded and written back (or changed meanwhile): the next pass reads it afresh.
  if (version !== 'current') return { kind: version === 'parked' ? 'parked' : 'stale' }
  if (!v.is(handler.stored, picked.payload)) {
    await changeIf(options, picked, {
      status: 'needsAttention',
      lastError: FAILURE_REASONS.damaged,
      errorField: null,
    })
    return { kind: 'parked' }
  }
  if (referencesOf(picked).length > 0) {
    // What it names was never created: its create was discarded (a refused one waits in line and
    // keeps this entry parked, next-due.ts). Sending the temporary id would be refused, or worse.
    await changeIf(options, picked, {
      status: 'needsAttention',
      lastError: FAILURE_REASONS.missingDependency,
      errorField: null,
    })
    return { kind: 'parked' }
  }
  let payload = picked.payload
  if (handler.prepare && handler.needsPrepare?.(picked)) {
    let prepared: Awaited<ReturnType<typeof handler.prepare>>
    try {
      prepared = await handler.prepare(api, picked, call)
    } catch (error) {
      if (signal?.aborted) return ABORTED
      return settleFailure(options, picked, error)
    }
    if (signal?.aborted) return ABORTED
    if (!prepared.ok) {
      // Nothing was sent, so the key stays unused and the user may edit the entry freely.
      await changeIf(options, picked, {
        status: 'needsAttention',
        lastError: prepared.message,
        errorField: prepared.field,
      })
      return { kind: 'parked' }
    }
    payload = prepared.payload
  }
  const entry = await changeIf(options, picked, { status: 'sending', payload })
  if (!entry) return { kind: 'stale' }
  let result: unknown
  try {
    result = await handler.send(api, entry, call)
  } catch (error) {
    if (signal?.aborted) return ABORTED
    return settleFailure(options, entry, error)
  }
  // Answered, but the session ended meanwhile: the replica is being wiped. The entry stays
  // 'sending'; its resend under the same key gets this answer back after the next login.
  if (signal?.aborted) return ABORTED
  return settleSuccess(options, entry, result, line)
}

/**
 * Whether the entry is stored as this build sends it. One stored under an older payload version is
 * upgraded and written back ('rewritten') or, when that cannot be done, parked as needing attention
 * with its data kept ('parked'). A newer build's entry is never guessed at: parked too.
 */
async function checkVersion(
  options: ReplayOptions,
  entry: OutboxEntry,
): Promise<'current' | 'rewritten' | 'parked'> {
  const kind = kindOf(entry.kind)
  const version = kind.version ?? 1
  const stored = entry.payloadVersion ?? 1
  if (stored === version) return 'current'
  const payload = stored < version ? (kind.upgrade?.(entry.payload, stored) ?? null) : null
  if (payload === null) {
    await changeIf(options, entry, {
      status: 'needsAttention',
      lastError: stored < version ? FAILURE_REASONS.oldVersion : FAILURE_REASONS.unknownKind,
      errorField: null,
    })
    return 'parked'
  }
  await changeIf(options, entry, { payload, payloadVersion: version })
  return 'rewritten'
}

/** The entry is deleted only now, after the server's success, in the transaction that applies it. */
async function settleSuccess(
  options: ReplayOptions,
  entry: OutboxEntry,
  result: unknown,
  line: OutboxLine,
): Promise<Attempt> {
  const { db } = options
  const write = () =>
    db.transaction('rw', outboxTables(db), async () => {
      const current = await db.outbox.get(entry.seq)
      if (!current || !sameEntry(current as OutboxEntry, entry)) return false
      const kind = kindOf(entry.kind)
      await kind.apply(db, entry, result)
      const created = kind.creates?.(entry, result) ?? null
      if (created) await remapReferences(db, entry.account, created.from, created.id, line.known())
      await db.outbox.delete(entry.seq)
      return true
    })
  try {
    const applied = await (options.guardStorage ? options.guardStorage(write) : write())
    return { kind: applied ? 'sent' : 'stale' }
  } catch (error) {
    // The server holds the change but the replica did not take it: sending again with the same key
    // fetches the stored answer, so treat it as a failed attempt.
    return retryLater(options, entry, error)
  }
}

async function settleFailure(options: ReplayOptions, entry: OutboxEntry, error: unknown): Promise<Attempt> {
  const { db } = options
  const verdict = classify(error)
  if (verdict === 'pause') {
    await guarded(options, () =>
      db.transaction('rw', db.outbox, db.meta, async () => {
        await writeIfUnchanged(db, entry, { status: 'queued' })
        await pauseAccount(db, entry.account, options.now())
      }),
    )
    return { kind: 'stop', result: { outcome: 'paused' } }
  }
  if (verdict === 'attention') {
    // A refusal changed nothing on the server: the edited or retried request gets a fresh key, as
    // the server would answer the old key with its stored refusal (or a 422 for another body).
    const rotate = isRejection(error)
    await changeIf(options, entry, {
      status: 'needsAttention',
      lastError: reasonOf(error),
      errorField: isApiError(error) ? (error.field ?? null) : null,
      ...(rotate
        ? { idempotencyKey: crypto.randomUUID(), attempts: 0 }
        : { attempts: entry.attempts + (entry.status === 'sending' ? 1 : 0) }),
    })
    return { kind: 'parked' }
  }
  return retryLater(options, entry, error)
}

async function retryLater(options: ReplayOptions, entry: OutboxEntry, error: unknown): Promise<Attempt> {
  const attempts = entry.attempts + 1
  const serverFailures = (entry.serverFailures ?? 0) + (isServerFailure(error) ? 1 : 0)
  // Only 409s in a row: a request still being processed finishes, whatever failed before it.
  const conflicts = isConflict(error) ? (entry.conflicts ?? 0) + 1 : 0
  const reason = givesUp(error, serverFailures, conflicts)
  if (reason !== null) {
    // Out of the line with its key kept (the server may hold it): later changes of other rows go
    // on, and the user sends it again or discards it.
    await changeIf(options, entry, {
      status: 'needsAttention',
      attempts,
      serverFailures,
      conflicts,
      lastError: reason,
      errorField: null,
    })
    return { kind: 'parked' }
  }
  const nextAttemptAt = options.now() + nextDelay(attempts, options.random, options.backoffBaseMs)
  await changeIf(options, entry, {
    status: 'queued',
    attempts,
    serverFailures,
    conflicts,
    nextAttemptAt,
    lastError: reasonOf(error),
    errorField: null,
  })
  return { kind: 'stop', result: { outcome: 'waiting', nextAttemptAt } }
}

/** The entry as read before is still what is stored: nobody edited, retried or discarded it meanwhile. */
function sameEntry(current: OutboxEntry, expected: OutboxEntry): boolean {
  return (
    current.status === expected.status &&
    current.idempotencyKey === expected.idempotencyKey &&
    JSON.stringify(current.payload) === JSON.stringify(expected.payload)
  )
}

/**
 * Every write of the replay's own books goes through the storage guard, as the answer's apply does:
 * on a full device an unguarded mark ('sending', a backoff) failed every pass before anything was
 * sent, or left an entry 'sending' (in flight for good) after a failed send.
 */
function guarded<T>(options: ReplayOptions, write: () => Promise<T>): Promise<T> {
  return options.guardStorage ? options.guardStorage(write) : write()
}

/** Writes `changes` over the entry if it is unchanged since `expected` was read; answers the new entry. */
function changeIf(
  options: ReplayOptions,
  expected: OutboxEntry,
  changes: Partial<OutboxEntry>,
): Promise<OutboxEntry | null> {
  return guarded(options, () => writeIfUnchanged(options.db, expected, changes))
}

/** changeIf's transaction, unguarded: for a caller that already runs inside the guard. */
function writeIfUnchanged(
  db: PortalDatabase,
  expected: OutboxEntry,
  changes: Partial<OutboxEntry>,
): Promise<OutboxEntry | null> {
  return db.transaction('rw', db.outbox, async () => {
    const current = (await db.outbox.get(expected.seq)) as OutboxEntry | undefined
    if (!current || !sameEntry(current, expected)) return null
    const next = { ...current, ...changes }
    await db.outbox.put(next)
    return next
  })
}
