import type { AddressSaveInput } from '#domain/changes/address-save'
import type { ShipmentCreateInput } from '#domain/changes/shipment-create'
import type { Locale } from '#domain/entities/basics'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import type { PriceRequest } from '#domain/entities/price-request'
import { addressesToSave } from '#domain/ordering/order-address-save'
import type { OrderForm } from '#domain/ordering/order-form'
import { type PriceChoice, priceRequestOfForm } from '#domain/ordering/order-price'

export interface PlaceOrderDeps {
  /**
   * Queues the order and the addresses it saves to the address book in one call and one
   * transaction, the addresses waiting for the order; answers the order's seq.
   */
  queueShipment: (input: ShipmentCreateInput, addresses: readonly AddressSaveInput[]) => Promise<number>
  /** The offer asks for a price itself (spec section 2, offer step 1). */
  getPrice: (request: PriceRequest) => Promise<PriceOutcome>
  language: Locale
}

export interface PlaceOrderOptions {
  isOffer: boolean
  /** The order's price as the confirm page fetched it; null when it could not (offline). */
  price?: PriceChoice | null
  /** The waiting entry this order corrects ("Correct" in the waiting-changes panel). */
  correct?: number | null
}

/** Offer step 1: the price, or silently none (transport 3, amount 0; spec section 8). */
async function offerPrice(deps: PlaceOrderDeps, form: OrderForm): Promise<PriceChoice | null> {
  const request = priceRequestOfForm(form)
  if (!request) return null
  try {
    const outcome = await deps.getPrice(request)
    return outcome.kind === 'result'
      ? { transportTypeId: outcome.transportTypeId, priceInclVat: outcome.priceInclVat }
      : null
  } catch {
    return null
  }
}

/**
 * The one way an order or an offer is placed, online and offline (decisions: offline behaviour):
 * the create is queued with its Idempotency-Key (sent at once when online), and each address
 * flagged "save to address book" is queued behind it in the same transaction, so it is stored only
 * once the order went through, and never one without the other. An order without a price is priced by the worker when it is sent. Answers the seq of
 * the create.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  form: OrderForm,
  options: PlaceOrderOptions,
): Promise<{ seq: number }> {
  const price = options.isOffer ? await offerPrice(deps, form) : (options.price ?? null)
  // The form's values as confirmed: the worker builds the server's body from them when it sends.
  const order = {
    form,
    isOffer: options.isOffer,
    language: deps.language,
    price,
    corrects: options.correct ?? null,
  }
  return { seq: await deps.queueShipment(order, addressesToSave(form)) }
}
