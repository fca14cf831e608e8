import type { PortalDatabase } from '#db/database'
import { whenSent } from '#db/queries/outbox'
import type { AccountId } from '#db/rows'

/**
 * Spec section 2: saving an address reloads the profile, whose standard addresses may have changed;
 * the reload waits until the server has the change (outbox entry `seq` sent), in whichever tab sends
 * it. The order draft is cleared by the queued change itself, in its own transaction
 * (worker/outbox/kinds/save-address.ts).
 */
export async function afterAddressSave(
  account: AccountId,
  seq: number,
  reloadProfile: () => Promise<unknown>,
  replica?: PortalDatabase,
): Promise<void> {
  void whenSent(account, seq, replica).then(() => reloadProfile().catch(() => undefined))
}
