import type { PortalDatabase } from '#db/database'
import type { AccountId, OutboxRow } from '#db/rows'
import type { OutboxEntry } from '#worker/outbox/kind'
import { changeKinds, isChangeKind, kindOf, referencesOf } from './kinds/registry'
import type { KnownEntries } from './outbox-line'

/** The kinds whose entries can name a row created offline, and so may need the server's id. */
const REMAPPING_KINDS: ReadonlySet<string> = new Set(
  Object.entries(changeKinds)
    .filter(([, kind]) => 'remap' in kind && 'references' in kind)
    .map(([name]) => name),
)

/**
 * A create succeeded: every waiting entry of the account that names its temporary row (`from`)
 * gets the server's id instead, whatever its kind (an order's saved address, an edit of an order
 * that was waiting). They have never been sent (they waited behind the create), so changing their
 * body cannot clash with a key already used. Runs inside the transaction that applies the create.
 *
 * With `known` (the replay's last read), only the entries that can name a row are read: those of a
 * kind that remaps, and any queued since that read. An import's 10,000 address creates otherwise
 * read the whole outbox once each.
 */
export async function remapReferences(
  db: PortalDatabase,
  account: AccountId,
  from: string,
  id: number,
  known?: KnownEntries,
): Promise<number> {
  const waiting = (await candidates(db, account, known)).filter((row) => row.status !== 'sending')
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

async function candidates(db: PortalDatabase, account: AccountId, known?: KnownEntries) {
  if (!known) return (await db.outbox.where('account').equals(account).toArray()) as OutboxEntry[]
  const [read, since] = await Promise.all([
    db.outbox.bulkGet(known.seqsOf(REMAPPING_KINDS)),
    db.outbox.where(':id').above(known.readUpTo).toArray(),
  ])
  const rows = [...read, ...since].filter((row): row is OutboxRow => row?.account === account)
  return rows as OutboxEntry[]
}
