import * as v from 'valibot'
import type { PortalDatabase } from '#db/database'
import type { AccountId } from '#db/rows'

/**
 * The entries of a batch the user discarded before they were sent. An entry leaves the outbox both
 * when it was sent and when it was discarded; a screen that waits for a batch (the address import's
 * report) reads this to tell the two apart. Written by the discard in the same transaction that
 * deletes the entries (worker/outbox/entry-actions.ts), so whoever sees an entry gone sees its
 * discard too. One meta row per account, so it goes with the account's meta rows on a wipe; only
 * the latest batches are kept, as a report is read right after its batch has drained.
 */
export const BATCH_DISCARDS_KEY = 'batchDiscards'

/** Enough for the reports any open tab still waits for; a 10,000-entry import is one batch. */
export const KEPT_BATCHES = 10

const stored = v.array(v.object({ batch: v.string(), seqs: v.array(v.number()) }))
type BatchDiscards = v.InferOutput<typeof stored>

/** A damaged row reads as no discard: the report then says what the outbox alone says. */
export function parseBatchDiscards(value: string | undefined): BatchDiscards {
  if (value === undefined) return []
  try {
    const parsed = v.safeParse(stored, JSON.parse(value))
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

/** Records discarded entries (seq and batch id; entries of no batch are left out), inside the caller's transaction. */
export async function recordBatchDiscards(
  replica: PortalDatabase,
  account: AccountId,
  discarded: readonly { seq: number; batch?: { id: string } }[],
): Promise<void> {
  const byBatch = new Map<string, number[]>()
  for (const entry of discarded) {
    if (!entry.batch) continue
    byBatch.set(entry.batch.id, [...(byBatch.get(entry.batch.id) ?? []), entry.seq])
  }
  if (byBatch.size === 0) return
  let log = parseBatchDiscards((await replica.meta.get([account, BATCH_DISCARDS_KEY]))?.value)
  for (const [batch, seqs] of byBatch) {
    const earlier = log.find((record) => record.batch === batch)?.seqs ?? []
    // The batch moves to the end: the oldest batches are the ones dropped.
    log = [...log.filter((record) => record.batch !== batch), { batch, seqs: [...earlier, ...seqs] }]
  }
  const value = JSON.stringify(log.slice(-KEPT_BATCHES))
  await replica.meta.put({ account, key: BATCH_DISCARDS_KEY, value })
}

/** The seqs of a batch's entries that were discarded (none recorded: an empty set). */
export async function readBatchDiscards(
  replica: PortalDatabase,
  account: AccountId,
  batch: string,
): Promise<Set<number>> {
  const log = parseBatchDiscards((await replica.meta.get([account, BATCH_DISCARDS_KEY]))?.value)
  return new Set(log.find((record) => record.batch === batch)?.seqs ?? [])
}
