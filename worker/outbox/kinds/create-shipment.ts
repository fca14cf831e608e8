import * as v from 'valibot'
import type { Api } from '#api/create-api'
import type { CreatedShipment } from '#api/endpoints/shipments'
import type { CallOptions } from '#api/request'
import { type OrderAddressPayload, type OrderPayload, orderPayload } from '#api/wire/order-payload'
import { toOrderPayload } from '#api/wire/to-order-payload'
import type { ShipmentRow } from '#db/rows'
import { FAILURE_REASONS } from '#domain/changes/failure-reasons'
import { shipmentCreateInput } from '#domain/changes/shipment-create'
import type { Locale } from '#domain/entities/basics'
import type { ShipmentStop } from '#domain/entities/shipment'
import type { OrderAddress, OrderForm } from '#domain/ordering/order-form'
import { type PriceChoice, priceRequestOfForm } from '#domain/ordering/order-price'
import { zurichOffsetDateTime } from '#domain/zurich-time'
import { defineKind, type KindEntry, type Prepared } from '#worker/outbox/kind'

/**
 * An order or offer as the user confirmed it (payload version 2): the form's values, the documents'
 * language and the price confirm fetched (null until the worker prices an order queued offline).
 * The wire body is built from it when it is sent; "Correct" reopens `form` as it is.
 */
export interface CreateShipmentPayload {
  form: OrderForm
  isOffer: boolean
  language: Locale
  price: PriceChoice | null
  /** The waiting entry this one corrects, when it was made through "Correct". */
  corrects?: number | null
}

/**
 * What version 1 stored: the wire body itself. Upgraded as it is when priced and free of temporary
 * ids; anything else needs attention (there is no form to correct it in).
 */
interface StoredWireBody {
  order: OrderPayload
  priced: boolean
  corrects?: number | null
}

type StoredCreate = CreateShipmentPayload | StoredWireBody

/**
 * Why an order needs attention, as a code the waiting-changes panel words in the user's language:
 * 'price:noresult' or 'price:<code of spec section 8>' ('price:time' for a pickup gone by).
 */
export const PRICE_REFUSAL_PREFIX = 'price:'

type Entry = KindEntry<StoredCreate>

const isCurrent = (payload: StoredCreate): payload is CreateShipmentPayload => 'form' in payload

/** An order may carry an optimistic shipment row; it lives under key −seq until the server answers. */
const tempKey = (entry: Entry): [string, number] => [entry.account, -entry.seq]

/** The one place the body of POST /shipments/create is built from what the entry stores. */
function wireBody(payload: StoredCreate): OrderPayload {
  if (!isCurrent(payload)) return payload.order
  return toOrderPayload(payload.form, {
    isOffer: payload.isOffer,
    price: payload.price,
    language: payload.language,
  })
}

const blocks = (form: OrderForm): OrderAddress[] => [form.sender, form.receiver, form.invoiceAddress]

/** The saved addresses an order names that were created offline and not yet numbered by the server. */
function addressReferences(form: OrderForm): string[] {
  const ids = blocks(form)
    .flatMap((address) => [address.id, address.saved?.id ?? null])
    .filter((id): id is number => id !== null && id < 0)
  return [...new Set(ids)].map((id) => `address:${id}`)
}

function withAddressId(form: OrderForm, from: number, to: number): OrderForm {
  const swap = (address: OrderAddress): OrderAddress => ({
    ...address,
    id: address.id === from ? to : address.id,
    saved: address.saved?.id === from ? { ...address.saved, id: to } : address.saved,
  })
  return {
    ...form,
    sender: swap(form.sender),
    receiver: swap(form.receiver),
    invoiceAddress: swap(form.invoiceAddress),
  }
}

/** A version-1 body is sent only as it was: priced, and naming no temporary row. */
function sendableAsStored(payload: StoredWireBody): boolean {
  const { send, receive, third } = payload.order.kontaktadressen
  const temporary = [...send, ...receive, ...third].some((address) => (address.kontaktadresse_id ?? 0) < 0)
  return payload.priced && !temporary
}

/**
 * Decisions (offline behaviour): an order queued offline gets its price when it is sent; with no
 * price, or a pickup time gone by, it is not sent but needs attention. Offers are quoted by the
 * courier, so they go as they are. Errors of the price call itself (offline, 5xx) are thrown and
 * retried like a failed send.
 */
async function priceOrder(api: Api, entry: Entry, call?: CallOptions): Promise<Prepared<StoredCreate>> {
  const payload = entry.payload
  // Only a priced body of version 1 is upgraded; this guards against one written in by hand.
  if (!isCurrent(payload)) return { ok: false, message: FAILURE_REASONS.oldVersion, field: null }
  const request = priceRequestOfForm(payload.form)
  if (!request) return { ok: false, message: `${PRICE_REFUSAL_PREFIX}noresult`, field: 'sender' }
  const outcome = await api.prices.get(request, call)
  if (outcome.kind === 'noresult')
    return { ok: false, message: `${PRICE_REFUSAL_PREFIX}noresult`, field: null }
  if (outcome.kind === 'error') {
    // The code ('time', 'weekend', …) is what the UI translates (spec section 8).
    return {
      ok: false,
      message: `${PRICE_REFUSAL_PREFIX}${outcome.code}`,
      field: outcome.code === 'time' ? 'time' : null,
    }
  }
  const price = { transportTypeId: outcome.transportTypeId, priceInclVat: outcome.priceInclVat }
  return { ok: true, payload: { ...payload, price } }
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
function pendingShipmentRow(entry: Entry, order: OrderPayload): ShipmentRow {
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

const isOffer = (payload: StoredCreate) => (isCurrent(payload) ? payload.isOffer : payload.order.is_offer)

const storedForm = v.custom<OrderForm>((value) => typeof value === 'object' && value !== null)
const storedWireBody = v.object({
  order: orderPayload,
  priced: v.boolean(),
  corrects: v.optional(v.nullable(v.number())),
})

export const createShipment = defineKind({
  version: 2,
  upgrade: (payload) => (v.is(storedWireBody, payload) && sendableAsStored(payload) ? payload : null),
  input: shipmentCreateInput,
  stored: v.union([
    v.object({
      form: storedForm,
      isOffer: v.boolean(),
      language: v.picklist(['de', 'fr', 'it', 'en']),
      price: v.nullable(v.object({ transportTypeId: v.number(), priceInclVat: v.number() })),
      corrects: v.optional(v.nullable(v.number())),
    }),
    storedWireBody,
  ]) as v.GenericSchema<unknown, StoredCreate>,

  payload: async (_db, _account, input): Promise<StoredCreate> => {
    const payload: CreateShipmentPayload = { ...input }
    // The body the server will get must be a valid one: a form's bug cannot queue garbage.
    v.parse(orderPayload, wireBody(payload))
    return payload
  },

  /** "Correct" revises the order still waiting (refused or unsent) instead of queueing a second one. */
  async corrects(db, account, payload) {
    if (payload.corrects == null) return null
    const entry = await db.outbox.get(payload.corrects)
    if (!entry || entry.account !== account || entry.kind !== 'createShipment') return null
    const waiting = entry.status === 'queued' || entry.status === 'needsAttention'
    // One that may have reached the server is not revised: the correction is queued as a new order.
    const stored = entry.payload as StoredCreate
    const unpriced = isCurrent(stored) ? stored.price === null && !stored.isOffer : !stored.priced
    return waiting && (entry.attempts === 0 || unpriced) ? payload.corrects : null
  },
  target: (entry) => `shipment:${-entry.seq}`,
  references: (entry) => (isCurrent(entry.payload) ? addressReferences(entry.payload.form) : []),
  remap: (entry, from, id) => {
    const [table, temporary] = from.split(':')
    if (table !== 'address' || !isCurrent(entry.payload)) return entry.payload
    return { ...entry.payload, form: withAddressId(entry.payload.form, Number(temporary), id) }
  },
  creates: (entry, result: CreatedShipment) =>
    result.isOffer ? null : { from: `shipment:${-entry.seq}`, id: result.id },

  async optimistic(db, entry) {
    if (!isOffer(entry.payload)) await db.shipments.put(pendingShipmentRow(entry, wireBody(entry.payload)))
  },

  needsPrepare: (entry) => {
    const payload = entry.payload
    if (!isCurrent(payload)) return !sendableAsStored(payload)
    return payload.price === null && !payload.isOffer
  },
  prepare: priceOrder,
  // The corrected order replaces the old one; it is priced again when sent unless priced just now.
  revise: (_entry, payload) => payload,

  send: (api, entry, call) =>
    api.shipments.create(wireBody(entry.payload), { ...call, idempotencyKey: entry.idempotencyKey }),

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

  // A version-1 body has no form to reopen: it can only be discarded.
  correctionPath: (entry) =>
    isCurrent(entry.payload) ? `${entry.payload.isOffer ? '/offer' : '/order'}?correct=${entry.seq}` : null,
})
