import * as v from 'valibot'
import type { Api } from '#api/create-api'
import type { PriceRequest } from '#api/endpoints/catalog'
import type { CreatedShipment } from '#api/endpoints/shipments'
import type { CallOptions } from '#api/request'
import type { ShipmentRow } from '#db/rows'
import type { OrderAddressPayload, OrderPayload } from '#domain/changes/order-payload'
import { orderPayload } from '#domain/changes/order-payload'
import { shipmentCreateInput } from '#domain/changes/shipment-create'
import type { ShipmentStop } from '#domain/entities/shipment'
import { chargeableWeight } from '#domain/weights'
import { zurichOffsetDateTime } from '#domain/zurich-time'
import { defineKind, type KindEntry, type Prepared } from '#worker/outbox/kind'

export interface CreateShipmentPayload {
  order: OrderPayload
  /** False until the order has been priced (decisions: an order queued offline is priced when sent). */
  priced: boolean
  /** The waiting entry this one corrects, when it was made through "Correct". */
  corrects?: number | null
}

/**
 * Why an order needs attention, as a code the waiting-changes panel words in the user's language:
 * 'price:noresult' or 'price:<code of spec section 8>' ('price:time' for a pickup gone by).
 */
export const PRICE_REFUSAL_PREFIX = 'price:'

type Entry = KindEntry<CreateShipmentPayload>

/** An order may carry an optimistic shipment row; it lives under key −seq until the server answers. */
const tempKey = (entry: Entry): [string, number] => [entry.account, -entry.seq]

/** The saved addresses an order names that were created offline and not yet numbered by the server. */
function addressReferences(order: OrderPayload): string[] {
  const ids = [...order.kontaktadressen.send, ...order.kontaktadressen.receive]
    .map((address) => address.kontaktadresse_id)
    .filter((id): id is number => id !== null && id < 0)
  return [...new Set(ids)].map((id) => `address:${id}`)
}

function withAddressId(order: OrderPayload, from: number, to: number): OrderPayload {
  const swap = (address: OrderAddressPayload) =>
    address.kontaktadresse_id === from ? { ...address, kontaktadresse_id: to } : address
  return {
    ...order,
    kontaktadressen: {
      ...order.kontaktadressen,
      send: order.kontaktadressen.send.map(swap),
      receive: order.kontaktadressen.receive.map(swap),
    },
  }
}

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
async function priceOrder(
  api: Api,
  entry: Entry,
  call?: CallOptions,
): Promise<Prepared<CreateShipmentPayload>> {
  const { order } = entry.payload
  if (order.is_offer) return { ok: true, payload: { ...entry.payload, priced: true } }
  const request = priceRequestOf(order)
  if (!request) return { ok: false, message: `${PRICE_REFUSAL_PREFIX}noresult`, field: 'kontaktadressen' }
  const outcome = await api.prices.get(request, call)
  if (outcome.kind === 'noresult') {
    return { ok: false, message: `${PRICE_REFUSAL_PREFIX}noresult`, field: 'price' }
  }
  if (outcome.kind === 'error') {
    // The code ('time', 'weekend', …) is what the UI translates (spec section 8).
    const field = outcome.code === 'time' ? 'start_time' : 'price'
    return { ok: false, message: `${PRICE_REFUSAL_PREFIX}${outcome.code}`, field }
  }
  const priced = {
    ...order,
    website_offertbetrag: outcome.priceInclVat,
    transportart_id: outcome.transportTypeId,
  }
  return { ok: true, payload: { order: priced, priced: true } }
}

function pendingStop(address: OrderAddressPayload, index: number, type: 'from' | 'to'): ShipmentStop {
  return {
    id: -(index + 1),
    kontaktadresse_id: address.kontaktadresse_id,
    type,
    name: address.firma,
    contact: address.kontakt,
    address: address.addresse,
    zip: address.postleitzahl,
    location: address.ort,
    phone: address.phone,
    datetime: null,
    timeStart: null,
    timeEnd: null,
  }
}

/**
 * The order as the active list shows it until the server numbers it: under key −seq, no number
 * yet, state 0 (created), marked pending. An offer is no shipment and shows no row.
 */
function pendingShipmentRow(entry: Entry): ShipmentRow {
  const { order } = entry.payload
  const start = zurichOffsetDateTime(order.start_date, order.start_time)
  const item = {
    key: -entry.seq,
    externalNumber: '',
    reference: order.rechnungsbeschreibung_offiziell,
    state: 0,
    cancelled: false,
    start,
    end: start,
    from: order.kontaktadressen.send.map((address, index) => pendingStop(address, index, 'from')),
    to: order.kontaktadressen.receive.map((address, index) => pendingStop(address, index, 'to')),
    numberOfColis: order.colis.length,
    totalWeight: order.colis.reduce((sum, coli) => sum + coli.weight, 0),
    visierName: null,
    isTour: false,
    pickedUp: null,
    delivered: null,
    pickupFrom: null,
    pickupTo: null,
    deliveryFrom: null,
    deliveryTo: null,
    transportart_id: order.transportart_id,
  }
  return {
    account: entry.account,
    key: -entry.seq,
    list: 'active',
    item,
    detail: null,
    pendingSeq: entry.seq,
  }
}

export const createShipment = defineKind({
  input: shipmentCreateInput,
  stored: v.object({
    order: orderPayload,
    priced: v.boolean(),
    corrects: v.optional(v.nullable(v.number())),
  }),
  payload: async (_db, _account, input) => ({
    order: input.order,
    priced: input.priced,
    corrects: input.corrects,
  }),

  /** "Correct" revises the order still waiting (refused or unsent) instead of queueing a second one. */
  async corrects(db, account, payload) {
    if (payload.corrects == null) return null
    const entry = await db.outbox.get(payload.corrects)
    if (!entry || entry.account !== account || entry.kind !== 'createShipment') return null
    const waiting = entry.status === 'queued' || entry.status === 'needsAttention'
    // One that may have reached the server is not revised: the correction is queued as a new order.
    const unsent = entry.attempts === 0 || (entry.payload as CreateShipmentPayload).priced === false
    return waiting && unsent ? payload.corrects : null
  },
  target: (entry) => `shipment:${-entry.seq}`,
  references: (entry) => addressReferences(entry.payload.order),
  remap: (entry, from, id) => {
    const [table, temporary] = from.split(':')
    if (table !== 'address') return entry.payload
    return { ...entry.payload, order: withAddressId(entry.payload.order, Number(temporary), id) }
  },
  creates: (entry, result: CreatedShipment) =>
    result.isOffer ? null : { from: `shipment:${-entry.seq}`, id: result.id },

  async optimistic(db, entry) {
    if (!entry.payload.order.is_offer) await db.shipments.put(pendingShipmentRow(entry))
  },

  needsPrepare: (entry) => !entry.payload.priced,
  prepare: priceOrder,
  // The corrected order replaces the old one; it is priced again when sent unless priced just now.
  revise: (_entry, payload) => payload,

  send: (api, entry, call) =>
    api.shipments.create(entry.payload.order, { ...call, idempotencyKey: entry.idempotencyKey }),

  async apply(db, entry, result: CreatedShipment) {
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
        // An edit made while the order waited still waits: its values and its mark stay on show.
        pendingSeq: row.pendingSeq === entry.seq ? null : row.pendingSeq,
        placedBySeq: entry.seq,
      })
    })
  },

  async rollback(db, entry) {
    await db.shipments.delete(tempKey(entry))
  },

  correctionPath: (entry) => `${entry.payload.order.is_offer ? '/offer' : '/order'}?correct=${entry.seq}`,
})
