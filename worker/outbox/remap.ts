import type { PortalDatabase } from '#db/database'
import type { AccountId } from '#db/rows'
import type { OutboxEntry } from '#worker/outbox/kind'
import { isChangeKind, kindOf, referencesOf } from './kinds/registry'

/**
 * A create succeeded: every waiting entry of the account that names its temporary row (`from`)
 * gets the server's id instead, whatever its kind (an order's saved address, an edit of an order
 * that was waiting). They have never been sent (they waited behind the create), so changing their
 * body cannot clash with a key already used. Runs inside the transaction that applies the create.
 */
export async function remapReferences(
  db: PortalDatabase,
  account: AccountId,
  from: string,
  id: number,
): Promise<number> {
  const waiting = (await db.outbox
    .where('account')
    .equals(account)
    .filter((row) => row.status !== 'sending')
    .toArray()) as OutboxEntry[]
  let changed = 0
  for (const entry of waiting) {
    if (!isChangeKind(entry.kind) || !referencesOf(entry).includes(from)) continue
    const kind = kindOf(entry.kind)
    if (!kind.remap) continue
    const next = { ...entry, payload: kind.remap(entry, from, id) }
    await db.outbox.put({ ...next, correctionPath: kind.correctionPath(next) })
    changed++
  }
  return changed
}
