import type { PortalDatabase } from '#db/database'
import { clearOrderDraft } from '#db/queries/drafts'
import { whenSent } from '#db/queries/outbox'
import type { AccountId } from '#db/rows'

/**
 * Spec section 2: saving an address clears the order draft and reloads the profile, whose standard
 * addresses may have changed. The draft goes once the change is queued; the reload waits until the
 * server has the change (outbox entry `seq` sent), in whichever tab sends it.
 */
export async function afterAddressSave(
  account: AccountId,
  seq: number,
  reloadProfile: () => Promise<unknown>,
  replica?: PortalDatabase,
): Promise<void> {
  // The change is queued either way: a draft that could not be cleared is no reason to call the save failed.
  await clearOrderDraft(account, replica).catch(() => undefined)
  void whenSent(account, seq, replica).then(() => reloadProfile().catch(() => undefined))
}
