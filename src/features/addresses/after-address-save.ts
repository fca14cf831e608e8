import type { PortalDatabase } from '#db/database'
import { clearOrderDraft } from '#db/queries/drafts'
import { whenSent } from '#db/queries/outbox'
import type { AccountId } from '#db/rows'

/**
 * Spec section 2: saving an address on the address screens clears the order draft and reloads the
 * profile, whose standard addresses may have changed; the reload waits until the server has the
 * change (outbox entry `seq` sent), in whichever tab sends it. The draft is cleared here and not by
 * the queued change, since the order and offer forms queue the same change for "save to address
 * book" and must keep each other's drafts.
 */
export async function afterAddressSave(
  account: AccountId,
  seq: number,
  reloadProfile: () => Promise<unknown>,
  replica?: PortalDatabase,
): Promise<void> {
  await clearOrderDraft(account, replica)
  void whenSent(account, seq, replica).then(() => reloadProfile().catch(() => undefined))
}
