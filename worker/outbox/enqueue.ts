import type { PortalDatabase } from '#db/database'
import type { AccountId, OutboxBatch, OutboxRow } from '#db/rows'
import { type OutboxEntry, outboxTables } from '#worker/outbox/kind'
import { kindOf } from './kinds/registry'

export interface EnqueueInput {
  account: AccountId
  kind: string
  payload: unknown
  /** An earlier entry that must have succeeded first (an address saved with an order waits for it). */
  dependsOn?: number | null
  /** Epoch ms: the creation time. */
  now: number
  /** The batch the entry is queued in (queueBatch); absent for a single change. */
  batch?: OutboxBatch | undefined
}

/** A new entry as stored, before the outbox numbers it: queued, with its own Idempotency-Key. */
export function entryRow(input: EnqueueInput): OutboxRow {
  return {
    account: input.account,
    kind: input.kind,
    payload: input.payload,
    payloadVersion: kindOf(input.kind).version ?? 1,
    idempotencyKey: crypto.randomUUID(),
    status: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    dependsOn: input.dependsOn ?? null,
    lastError: null,
    errorField: null,
    correctionPath: null,
    createdAt: new Date(input.now).toISOString(),
    ...(input.batch ? { batch: input.batch } : {}),
  }
}

/**
 * Adds a built payload to the outbox and writes its kind's optimistic row in the same Dexie
 * transaction, so the UI never shows a pending row without an entry that will send it (nor the
 * reverse). The Idempotency-Key is fixed here and sent on every retry. Answers the entry's seq.
 * The UI's way in is queueChange (queue.ts), which checks the input and builds the payload.
 */
export async function enqueue(db: PortalDatabase, input: EnqueueInput): Promise<number> {
  const kind = kindOf(input.kind)
  return db.transaction('rw', outboxTables(db), async () => {
    const dependsOn = input.dependsOn ?? null
    if (dependsOn !== null) {
      const dependency = await db.outbox.get(dependsOn)
      // A dependency already gone has succeeded (or was discarded): nothing to wait for.
      if (dependency && dependency.account !== input.account) {
        throw new Error(`Outbox entry ${dependsOn} belongs to another account`)
      }
    }
    const row = entryRow(input)
    const seq = await db.outbox.add(row)
    const entry: OutboxEntry = { ...row, seq }
    const correctionPath = kind.correctionPath(entry)
    if (correctionPath !== null) await db.outbox.update(seq, { correctionPath })
    await kind.optimistic(db, { ...entry, correctionPath })
    return seq
  })
}
