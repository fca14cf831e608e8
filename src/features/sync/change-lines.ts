import type { PendingChange } from '#db/queries/outbox'
import type { OutboxBatch } from '#db/rows'

/**
 * The waiting-changes panel's lines: a single change is its own line; the entries of a batch (a
 * bulk proof-of-delivery request, an address import) are one line, where the batch's first waiting
 * entry stands. Kind-agnostic: any kind queued with queueBatch groups the same way.
 */
export type ChangeLine =
  | { type: 'single'; key: string; change: PendingChange }
  | {
      type: 'batch'
      key: string
      batch: OutboxBatch
      /** The kind of the batch's first entry: what its line is called. */
      kind: string
      /** Its entries still waiting, in sending order. */
      entries: PendingChange[]
      status: PendingChange['status']
    }

/** A batch needs attention when one of its entries does, is sending while one is, else waits. */
function batchStatus(entries: readonly PendingChange[]): PendingChange['status'] {
  if (entries.some((entry) => entry.status === 'needsAttention')) return 'needsAttention'
  if (entries.some((entry) => entry.status === 'sending')) return 'sending'
  return 'queued'
}

export function changeLines(changes: readonly PendingChange[]): ChangeLine[] {
  const lines: ChangeLine[] = []
  const batches = new Map<string, Extract<ChangeLine, { type: 'batch' }>>()
  for (const change of changes) {
    const batch = change.batch
    if (!batch) {
      lines.push({ type: 'single', key: `seq-${change.seq}`, change })
      continue
    }
    const line = batches.get(batch.id)
    if (line) {
      line.entries.push(change)
      continue
    }
    const created = {
      type: 'batch' as const,
      key: `batch-${batch.id}`,
      batch,
      kind: change.kind,
      entries: [change],
      status: change.status,
    }
    batches.set(batch.id, created)
    lines.push(created)
  }
  for (const line of batches.values()) line.status = batchStatus(line.entries)
  return lines
}
