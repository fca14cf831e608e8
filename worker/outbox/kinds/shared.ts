import type { PortalDatabase } from '#db/database'
import type { KindEntry, OutboxEntry } from '#worker/outbox/kind'

/**
 * The pending marker a row gets back when a change on it is undone: the earlier change's seq if
 * that entry still waits, else none (it succeeded or was discarded meanwhile).
 */
export async function pendingIfLive(db: PortalDatabase, seq: number | null): Promise<number | null> {
  if (seq === null) return null
  return (await db.outbox.get(seq)) ? seq : null
}

/**
 * Rewrites the payloads of later entries of the same kind and account once `entry` succeeded: a
 * temporary id becomes the server's, and a `before` snapshot taken on top of the optimistic row
 * becomes the server's row, so a later discard restores what the server holds. `rewrite` answers
 * undefined to leave a follower alone. Followers have never been sent (they waited for `entry`),
 * so changing their body cannot clash with an Idempotency-Key already used. `correctionPath`
 * follows the new payload (an address's temporary id in its edit link becomes the server's).
 */
export async function rewriteFollowers<P>(
  db: PortalDatabase,
  entry: KindEntry<P>,
  rewrite: (payload: P) => P | undefined,
  correctionPath: (entry: KindEntry<P>) => string | null,
): Promise<void> {
  const later = await db.outbox
    .where('account')
    .equals(entry.account)
    .filter((row) => (row.seq ?? 0) > entry.seq && row.kind === entry.kind && row.status !== 'sending')
    .toArray()
  for (const row of later as OutboxEntry[]) {
    const payload = rewrite(row.payload as P)
    if (payload === undefined) continue
    const next = { ...row, payload }
    await db.outbox.put({ ...next, correctionPath: correctionPath(next) })
  }
}
