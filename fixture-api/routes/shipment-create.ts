import type { Context } from 'hono'
import { Temporal } from 'temporal-polyfill'
import type { AppEnv, Deps } from '#fixture-api/http/env'
import { HttpError } from '#fixture-api/http/errors'
import { parseBody } from '#fixture-api/http/validation'
import type { LocalityRecord, ShipmentRecord, StopRecord } from '#fixture-api/model'
import { type OrderAddressInput, OrderPayload } from '#fixture-api/schemas/order-payload'
import { totals } from '#fixture-api/seed/colis'
import { durationMinutes, priceExclVat, roadKm, savedCo2Grams } from '#fixture-api/tariff'
import { isoDateTime, parseDate, parseTime, ZONE } from '#fixture-api/zurich-time'

const PICKUP_TOLERANCE_MINUTES = 10

function fieldError(field: string, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(422, `Invalid value for field "${field}": ${message}`, { field, ...extra })
}

/** Shipping stops need a known, active location; billing-only addresses are free text. */
function locate(deps: Deps, address: OrderAddressInput, field: string): LocalityRecord | undefined {
  if (address.biller) return undefined
  if (address.plz === null) throw fieldError(`${field}.plz`, 'a location id is required')
  const locality = deps.store.localityById.get(address.plz)
  if (!locality) throw fieldError(`${field}.plz`, `location ${address.plz} does not exist`)
  if (!locality.is_active)
    throw fieldError(`${field}.plz`, `postcode ${locality.code} is a P.O. box and cannot be served`)
  return locality
}

function stopOf(deps: Deps, address: OrderAddressInput): StopRecord {
  return {
    id: deps.store.allocate('stop'),
    kontaktadresse_id: address.kontaktadresse_id,
    firma: address.firma,
    kontakt: address.kontakt ?? '',
    adresse: address.addresse,
    plz: address.postleitzahl,
    ort: address.ort,
    phone: address.phone ?? '',
    datetime: null,
    time_start: null,
    time_end: null,
  }
}

/** POST /shipments/create: an order becomes an active shipment in state 100, an offer is kept as an offer. */
export async function createShipment(c: Context<AppEnv>, deps: Deps): Promise<Response> {
  const body = await parseBody(c, OrderPayload)
  const user = c.get('user')
  const { store } = deps

  const reference = body.rechnungsbeschreibung_offiziell ?? ''
  if (user.organization.is_reference_required && reference === '') {
    const message =
      user.organization.reference_msgs[body.frachtbrief.fb_language] ?? 'a reference is required'
    throw fieldError('rechnungsbeschreibung_offiziell', message)
  }
  const date = parseDate(body.start_date)
  if (!date) throw fieldError('start_date', 'not a calendar date')
  const time = parseTime(body.start_time)
  if (!time) throw fieldError('start_time', 'not a time of day')
  const senders = body.kontaktadressen.send.map((address, index) =>
    locate(deps, address, `kontaktadressen.send.${index}`),
  )
  const receivers = body.kontaktadressen.receive.map((address, index) =>
    locate(deps, address, `kontaktadressen.receive.${index}`),
  )

  const pickup = date.toZonedDateTime({ timeZone: ZONE, plainTime: time })
  const createdAt = deps.options.now()
  if (!body.is_offer) {
    const earliest = createdAt.subtract({ minutes: PICKUP_TOLERANCE_MINUTES })
    if (Temporal.Instant.compare(pickup.toInstant(), earliest) < 0) {
      throw fieldError('start_time', 'The pickup time is in the past.', { error: 'time' })
    }
  }

  if (body.is_offer) {
    const id = store.allocate('shipment')
    store.saveOffer({ owner: user.username, id, created_at: createdAt.toString(), payload: body })
    return c.json({ id, is_offer: true, state: null }, 201)
  }

  const colis = body.colis.map((coli) => ({
    count: coli.count,
    description: coli.description,
    length: coli.length,
    width: coli.width,
    height: coli.height,
    weight: coli.weight,
  }))
  const sums = totals(colis)
  const from = senders[0]
  const to = receivers[0]
  const km = from && to ? roadKm(from, to) : 0
  const minutes = durationMinutes(body.transportart_id, km, time)
  const end = pickup.add({ minutes })
  const id = store.allocate('shipment')
  const externNr = String(id).padStart(7, '0')
  // Prices are kept in CHF with 2 decimals (spec section 3, "Shipment detail").
  const gross = Math.round(body.website_offertbetrag * 100) / 100
  const record: ShipmentRecord = {
    owner: user.username,
    list: 'active',
    id,
    extern_nr: externNr,
    formatted_number: `VK-${externNr}`,
    rechnungsbeschreibung_offiziell: reference,
    state: 100,
    cancelled: false,
    start: isoDateTime(pickup),
    end: isoDateTime(end),
    from: body.kontaktadressen.send.map((address) => stopOf(deps, address)),
    to: body.kontaktadressen.receive.map((address) => stopOf(deps, address)),
    third: (body.kontaktadressen.third ?? []).map((address) => stopOf(deps, address)),
    colis,
    visiert_von: null,
    tourenplan_aktiv: body.kontaktadressen.send.length > 1 || body.kontaktadressen.receive.length > 1,
    pickup_datetime: null,
    visier_datetime: null,
    pickup_from: isoDateTime(pickup),
    pickup_to: isoDateTime(pickup.add({ hours: 1 })),
    drop_from: isoDateTime(end.subtract({ hours: 1 })),
    drop_to: isoDateTime(end),
    transportart_id: body.transportart_id,
    preis_netto: priceExclVat(gross),
    preis_brutto: gross,
    invoice_type: body.invoice_type,
    rechnung_email_adressen: body.billing_emails ? [body.billing_emails] : [user.invoice_email],
    saved_co2: km > 0 ? savedCo2Grams(body.transportart_id, km, sums.chargeable) : 0,
    note: body.note ?? '',
  }
  store.saveShipment(record)
  store.receivedOrders.set(id, { owner: user.username, payload: body })
  return c.json({ id, formatted_number: record.formatted_number, is_offer: false, state: record.state }, 201)
}
