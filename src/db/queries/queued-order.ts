import * as v from 'valibot'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { AccountId } from '#db/rows'
import { type OrderForm, orderDraftSchema } from '#domain/ordering/order-form'
import { getOutboxEntry } from './outbox'

const storedForm = v.object({ form: orderDraftSchema })

/**
 * The order form's values a queued order or offer holds, for "Correct": reopened exactly as the
 * user confirmed them. Null for another account's entry, another kind, or one stored before orders
 * kept their form (it can only be discarded).
 */
export async function getQueuedOrderForm(
  account: AccountId,
  seq: number,
  replica: PortalDatabase = db,
): Promise<OrderForm | null> {
  const entry = await getOutboxEntry(account, seq, replica)
  if (entry?.kind !== 'createShipment') return null
  const stored = v.safeParse(storedForm, entry.payload)
  return stored.success ? stored.output.form : null
}
