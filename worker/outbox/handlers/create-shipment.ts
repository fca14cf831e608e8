import type { Api } from '#api/create-api'
import type { PriceRequest } from '#api/endpoints/catalog'
import type { OrderPayload } from '#api/schemas/payloads'
import { chargeableWeight } from '#domain/weights'
import type { Handler, Prepared, TypedEntry } from '#worker/outbox/types'

type Entry = TypedEntry<'createShipment'>

/** An order may carry an optimistic shipment row; it lives under key −seq until the server answers. */
const tempKey = (entry: Entry): [string, number] => [entry.account, -entry.seq]

/** The price query of spec section 7 for an order: first sender to first receiver, chargeable weight. */
export function priceRequestOf(order: OrderPayload): PriceRequest | null {
  const from = order.kontaktadressen.send[0]
  const to = order.kontaktadressen.receive[0]
  if (!from || !to) return null
  return {
    fromZip: from.postleitzahl,
    fromLocation: from.ort,
    toZip: to.postleitzahl,
    toLocation: to.ort,
    date: order.start_date,
    time: order.start_time.slice(0, 5),
    weight: chargeableWeight(order.colis),
    colis: order.colis.length,
  }
}

/**
 * Decisions (offline behaviour): an order queued offline gets its price when it is sent; with no
 * price, or a pickup time gone by, it is not sent but needs attention. Offers are quoted by the
 * courier, so they go as they are. Errors of the price call itself (offline, 5xx) are thrown and
 * retried like a failed send.
 */
async function priceOrder(api: Api, entry: Entry): Promise<Prepared<'createShipment'>> {
  const { order } = entry.payload
  if (order.is_offer) return { ok: true, payload: { ...entry.payload, priced: true } }
  const request = priceRequestOf(order)
  if (!request)
    return { ok: false, message: 'The order has no sender or no receiver', field: 'kontaktadressen' }
  const outcome = await api.prices.get(request)
  if (outcome.kind === 'noresult') {
    return { ok: false, message: 'No price could be found for this order', field: 'price' }
  }
  if (outcome.kind === 'error') {
    // The code ('time', 'weekend', …) is what the UI translates (spec section 8).
    const field = outcome.code === 'time' ? 'start_time' : 'price'
    return { ok: false, message: `The order cannot be priced: ${outcome.code}`, field }
  }
  const priced = {
    ...order,
    website_offertbetrag: outcome.priceInclVat,
    transportart_id: outcome.transportTypeId,
  }
  return { ok: true, payload: { order: priced, priced: true } }
}

export const createShipment: Handler<'createShipment'> = {
  target: (entry) => `shipment:${-entry.seq}`,
  // The order feature writes its own pending row (through enqueue's callback), if it shows one.
  optimistic: async () => {},
  needsPrepare: (entry) => !entry.payload.priced,
  prepare: priceOrder,

  send: (api, entry) => api.shipments.create(entry.payload.order, { idempotencyKey: entry.idempotencyKey }),

  async apply(db, entry, result) {
    await db.transaction('rw', db.shipments, async () => {
      const row = await db.shipments.get(tempKey(entry))
      if (!row) return
      await db.shipments.delete(tempKey(entry))
      // An offer is no shipment; an order takes its real key until the next refresh brings the full row.
      if (result.isOffer) return
      const numbers = {
        key: result.id,
        externalNumber: result.externalNumber ?? row.item.externalNumber,
        state: result.state ?? row.item.state,
      }
      await db.shipments.put({
        ...row,
        key: result.id,
        item: { ...row.item, ...numbers },
        detail: row.detail && { ...row.detail, ...numbers },
        pendingSeq: null,
      })
    })
  },

  async rollback(db, entry) {
    await db.shipments.delete(tempKey(entry))
  },
}
