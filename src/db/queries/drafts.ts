import { useLiveQuery } from 'dexie-react-hooks'
import * as v from 'valibot'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { AccountId, DraftKind } from '#db/rows'

/**
 * The draft store (decisions: drafts): one order draft and one offer draft per account, and the
 * registration wizard's under PUBLIC_DRAFT_ACCOUNT, in the replica, so a draft survives a reload,
 * a closed tab and a crash, and a switched user's draft is not the switcher's. Its reads and writes
 * are both here: the UI is the only one that writes drafts.
 */

/**
 * The account of drafts made before anyone logs in (the registration wizard; decisions: drafts).
 * Parentheses are outside what a username may hold (letters, digits and . _ - @), so no session's
 * account is ever this one: a logout's wipeAccount and a 401's draft clearing never reach it.
 */
export const PUBLIC_DRAFT_ACCOUNT: AccountId = '(public)'

/**
 * The stored draft, read through the caller's schema: a draft the form no longer accepts (saved
 * by an older version) reads as none, so a form never opens on a value of the wrong shape.
 */
export async function getDraft<S extends v.GenericSchema>(
  account: AccountId,
  kind: DraftKind,
  schema: S,
  replica: PortalDatabase = db,
): Promise<v.InferOutput<S> | null> {
  const row = await replica.drafts.get([account, kind])
  if (!row) return null
  const parsed = v.safeParse(schema, row.value)
  return parsed.success ? parsed.output : null
}

/**
 * Live, so every form sharing the draft follows it, in every tab; undefined while loading. The
 * schema is read once, not watched: pass a module-level schema, not one built on each render.
 */
export function useDraft<S extends v.GenericSchema>(
  account: AccountId,
  kind: DraftKind,
  schema: S,
  replica: PortalDatabase = db,
): v.InferOutput<S> | null | undefined {
  return useLiveQuery(() => getDraft(account, kind, schema, replica), [account, kind, replica])
}

/** Replaces the account's draft of this kind; the value must be structured-clonable (plain data). */
export async function saveDraft(
  account: AccountId,
  kind: DraftKind,
  value: unknown,
  replica: PortalDatabase = db,
): Promise<void> {
  await replica.drafts.put({ account, kind, value, savedAt: new Date().toISOString() })
}

/** Clears the account's draft of this kind, or every draft of the account without a kind. */
export async function clearDraft(
  account: AccountId,
  kind?: DraftKind,
  replica: PortalDatabase = db,
): Promise<void> {
  if (kind) await replica.drafts.delete([account, kind])
  else await replica.drafts.where('account').equals(account).delete()
}

/** Spec: logout, a 401, a successful order and an address save clear the order draft. */
export function clearOrderDraft(account: AccountId, replica: PortalDatabase = db): Promise<void> {
  return clearDraft(account, 'order', replica)
}

/**
 * Spec section 3: each save is merged into the stored draft. The price calculator writes only its
 * keys (places, pickup, colis), so what the order form holds besides them stays.
 */
export async function mergeDraft(
  account: AccountId,
  kind: DraftKind,
  partial: Record<string, unknown>,
  replica: PortalDatabase = db,
): Promise<void> {
  await replica.transaction('rw', replica.drafts, async () => {
    const stored = await replica.drafts.get([account, kind])
    const base = stored && typeof stored.value === 'object' && stored.value !== null ? stored.value : {}
    await replica.drafts.put({
      account,
      kind,
      value: { ...(base as Record<string, unknown>), ...partial },
      savedAt: new Date().toISOString(),
    })
  })
}
