import * as v from 'valibot'
import type { PortalDatabase } from '#db/database'
import type { AccountId, OutboxBatch } from '#db/rows'
import { REQUIRED } from '#domain/changes/issue-codes'
import { INVALID_CHANGE_ERROR } from '#worker/contract'
import { outboxTables } from '#worker/outbox/kind'
import { enqueue } from './enqueue'
import { updatePayload } from './entry-actions'
import { type ChangeKindName, type InputOf, kindOf } from './kinds/registry'
import { storeBatch } from './store-batch'

export interface QueueContext {
  account: AccountId
  /** Epoch ms: the creation time. */
  now: number
  /** An earlier entry that must have succeeded first (an address saved with an order waits for it). */
  dependsOn?: number | null
  /** Changes queued in the same transaction, each waiting for this one (QueueOptions.followers). */
  followers?: readonly { kind: ChangeKindName; input: unknown }[]
  /** The batch the entry belongs to (queueBatch). */
  batch?: OutboxBatch
}

/** One problem of a refused input: the field's path ('name', 'edit.numberOfColis') and its code. */
export interface InputIssue {
  path: string
  code: string
}

/** An input its kind's schema refused; nothing was stored. The name survives comlink. */
export class InvalidChangeError extends Error {
  override name = INVALID_CHANGE_ERROR
  constructor(
    readonly kind: string,
    readonly issues: InputIssue[],
  ) {
    super(`Invalid ${kind}: ${issues.map((issue) => `${issue.path || '(input)'} ${issue.code}`).join(', ')}`)
  }
}

function checkInput<K extends ChangeKindName>(kind: K, input: InputOf<K>): unknown {
  const result = v.safeParse(kindOf(kind).input, input)
  if (result.success) return result.output
  const issues = result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', code: issue.message }))
  throw new InvalidChangeError(kind, issues)
}

/**
 * The one way a change enters the outbox, for every kind: checks the input with the kind's schema,
 * then in one Dexie transaction builds the payload (with the replica snapshot a discard restores),
 * writes the entry with its Idempotency-Key and the optimistic row. A change that corrects a
 * refused one revises that entry instead. Answers the entry's seq.
 */
export async function queueChange<K extends ChangeKindName>(
  db: PortalDatabase,
  kind: K,
  input: InputOf<K>,
  context: QueueContext,
): Promise<number> {
  const checked = checkInput(kind, input)
  // Every follower is checked before anything is stored: all of them go in, or none.
  const followers = (context.followers ?? []).map((change) => ({
    kind: change.kind,
    input: checkInput(change.kind, change.input as InputOf<typeof change.kind>),
  }))
  const { followers: _followers, ...own } = context
  return db.transaction('rw', outboxTables(db), async () => {
    const seq = await store(db, kind, checked, own)
    for (const follower of followers)
      await store(db, follower.kind, follower.input, { ...own, dependsOn: seq })
    return seq
  })
}

/** One checked input into the outbox, inside the caller's transaction. */
async function store(db: PortalDatabase, kind: ChangeKindName, checked: unknown, context: QueueContext) {
  const definition = kindOf(kind)
  const payload = await definition.payload(db, context.account, checked)
  const corrected = (await definition.corrects?.(db, context.account, payload)) ?? null
  if (corrected !== null) {
    await updatePayload(db, corrected, payload)
    return corrected
  }
  return enqueue(db, { ...context, kind, payload })
}

/** What queueBatch stored: the batch's id and its entries' seqs, in the order of the changes. */
export interface QueuedBatch {
  batch: string
  seqs: number[]
}

/**
 * Many independent changes as one batch (a bulk proof-of-delivery request, an address import):
 * every input is checked first, then all of them are stored in one transaction, each its own entry
 * with its own Idempotency-Key, sent on its own, and marked with the batch so the waiting-changes
 * panel shows and discards them as one. A refused input stores nothing. Stored at once where that
 * stores the same (store-batch.ts), else one by one.
 */
export async function queueBatch(
  db: PortalDatabase,
  changes: readonly { kind: ChangeKindName; input: unknown }[],
  context: { account: AccountId; now: number; label: string },
): Promise<QueuedBatch> {
  if (changes.length === 0) throw new InvalidChangeError('batch', [{ path: '', code: REQUIRED }])
  const checked = changes.map((change) => ({
    kind: change.kind,
    input: checkInput(change.kind, change.input as InputOf<typeof change.kind>),
  }))
  const batch: OutboxBatch = { id: crypto.randomUUID(), label: context.label, size: checked.length }
  const own = { account: context.account, now: context.now, batch }
  return db.transaction('rw', outboxTables(db), async () => {
    const atOnce = await storeBatch(db, checked, own)
    if (atOnce) return { batch: batch.id, seqs: atOnce }
    const seqs: number[] = []
    for (const change of checked) seqs.push(await store(db, change.kind, change.input, own))
    return { batch: batch.id, seqs }
  })
}
