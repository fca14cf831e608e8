import type { Settled } from '#db/queries/outbox'
import type { OrderForm } from '#domain/ordering/order-form'
import { type PlaceOrderDeps, type PlaceOrderOptions, placeOrder } from './place-order'

export interface PlacementDeps extends PlaceOrderDeps {
  /** Whether the browser says it is online (navigator.onLine): offline the order waits in the queue. */
  online: () => boolean
  /** Waits for the queued create's outcome: sent, refused, or still waiting after a while. */
  settle: (seq: number) => Promise<Settled>
  clearDraft: () => Promise<void>
  /** Puts the form back into its draft, so a refused order loses nothing. */
  restoreDraft: (form: OrderForm) => Promise<void>
  /** Takes a refused create (and the address saves waiting for it) out of the queue. */
  discard: (seq: number) => Promise<void>
}

export type PlacementResult =
  | { status: 'placed'; seq: number }
  | { status: 'queued'; seq: number }
  | { status: 'refused'; message: string; field: string | null }

/**
 * Confirm's and the offer's submit: queue the order (placeOrder), then, online, wait for the
 * server's answer. Placed or queued, the draft is cleared, since the queue holds the order now.
 * Refused online, the order leaves the queue again and the form goes back into the draft with the
 * server's reason, so the user corrects it where they typed it.
 */
export async function submitPlacement(
  deps: PlacementDeps,
  form: OrderForm,
  options: PlaceOrderOptions,
): Promise<PlacementResult> {
  const { seq } = await placeOrder(deps, form, options)
  if (!deps.online()) {
    await deps.clearDraft()
    return { status: 'queued', seq }
  }
  const settled = await deps.settle(seq)
  if (settled.status === 'refused') {
    await deps.discard(seq)
    await deps.restoreDraft(form)
    return { status: 'refused', message: settled.message, field: settled.field }
  }
  await deps.clearDraft()
  return settled.status === 'sent' ? { status: 'placed', seq } : { status: 'queued', seq }
}
