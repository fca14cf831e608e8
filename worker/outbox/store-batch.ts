import type { PortalDatabase } from '#db/database'
import type { AccountId, OutboxBatch } from '#db/rows'
import type { OutboxEntry } from '#worker/outbox/kind'
import { entryRow } from './enqueue'
import { type ChangeKindName, kindOf } from './kinds/registry'

export interface CheckedChange {
  kind: ChangeKindName
  /** The input as its kind's schema answered it. */
  input: unknown
}

/**
 * A batch's checked inputs stored at once, inside queueBatch's transaction: each payload read as one
 * by one, then one write of all the entries and one of each kind's optimistic rows. One by one, each
 * entry took several writes in one transaction that grew with every one: an import of 10,000
 * addresses kept the sync worker busy for minutes before it sent the first.
 *
 * Only when that stores what one by one would: every kind names the row its payload reads (`reads`)
 * and writes its rows at once (`optimisticMany`); no two inputs read the same row (one by one, the
 * second would read the first's optimistic row as its snapshot); none corrects a waiting entry.
 * Answers the seqs in the order of the changes, or null, having written nothing, when the batch must
 * go one by one.
 */
export async function storeBatch(
  db: PortalDatabase,
  changes: readonly CheckedChange[],
  context: { account: AccountId; now: number; batch: OutboxBatch },
): Promise<number[] | null> {
  const rowsRead = new Set<string>()
  for (const { kind, input } of changes) {
    const definition = kindOf(kind)
    if (!definition.reads || !definition.optimisticMany) return null
    const row = definition.reads(input)
    if (row !== null && rowsRead.has(row)) return null
    if (row !== null) rowsRead.add(row)
  }
  // Side by side, as each reads its own row. One after another, 50 creates (which read nothing)
  // ended in Dexie's PrematureCommitError in the tests: the transaction had no request for too long.
  const payloads = await Promise.all(
    changes.map(({ kind, input }) => kindOf(kind).payload(db, context.account, input)),
  )
  const corrections = await Promise.all(
    changes.map(({ kind }, at) => kindOf(kind).corrects?.(db, context.account, payloads[at]) ?? null),
  )
  if (corrections.some((seq) => seq !== null)) return null
  const rows = changes.map(({ kind }, at) => entryRow({ ...context, kind, payload: payloads[at] }))
  const seqs = await db.outbox.bulkAdd(rows, { allKeys: true })
  const entries = rows.map((row, at): OutboxEntry => {
    const entry: OutboxEntry = { ...row, seq: Number(seqs[at]) }
    return { ...entry, correctionPath: kindOf(row.kind).correctionPath(entry) }
  })
  // A correction path names the entry's temporary row, known once the outbox numbered it.
  const corrected = entries.filter((entry) => entry.correctionPath !== null)
  if (corrected.length > 0) await db.outbox.bulkPut(corrected)
  for (const kind of new Set(entries.map((entry) => entry.kind))) {
    await kindOf(kind).optimisticMany?.(
      db,
      entries.filter((entry) => entry.kind === kind),
    )
  }
  return entries.map((entry) => entry.seq)
}
