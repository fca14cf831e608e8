import * as v from 'valibot'
import { email, numeric, requiredText, trimmed } from '#fixture-api/http/validation'

/** Spec section 9: at most 15 colis per shipment. */
const MAX_COLIS = 15

const Anrede = v.picklist(['male', 'female', 'company'], 'anrede must be male, female or company')

/** One order address (spec section 3, "Order address payload"). */
export const OrderAddress = v.object({
  anrede: Anrede,
  firma: requiredText('firma'),
  addresse: requiredText('addresse', 300),
  kontakt: v.optional(v.nullable(trimmed('kontakt')), ''),
  referenz: v.optional(v.nullable(trimmed('referenz')), null),
  kontaktadresse_id: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
  biller: v.optional(v.boolean(), false),
  phone: v.optional(v.nullable(trimmed('phone', 40)), ''),
  added: v.optional(v.boolean(), false),
  postleitzahl: requiredText('postleitzahl', 10),
  ort: requiredText('ort', 100),
  plz: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
})
export type OrderAddressInput = v.InferOutput<typeof OrderAddress>

const Coli = v.object({
  description: v.optional(trimmed('description', 200), ''),
  weight: v.pipe(numeric('weight'), v.minValue(0, 'weight must not be negative')),
  count: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_COLIS, 'at most 15 colis')),
    1,
  ),
  height: v.pipe(numeric('height'), v.minValue(0, 'height must not be negative')),
  width: v.pipe(numeric('width'), v.minValue(0, 'width must not be negative')),
  length: v.pipe(numeric('length'), v.minValue(0, 'length must not be negative')),
  iata: v.optional(v.nullable(numeric('iata')), null),
})

const optionalEmail = (label: string) =>
  v.optional(v.union([v.literal(''), email(label)], `${label} is not a valid e-mail address`), '')

/** POST /shipments/create (spec section 3, "Order payload"). */
export const OrderPayload = v.object({
  is_offer: v.boolean('is_offer must be true or false'),
  transportart_id: v.optional(v.picklist([1, 3, 4], 'transportart_id must be 1, 3 or 4'), 3),
  website_offertbetrag: v.optional(v.pipe(numeric('website_offertbetrag'), v.minValue(0)), 0),
  start_date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'start_date must be YYYY-MM-DD')),
  start_time: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}(:\d{2})?$/, 'start_time must be HH:mm:ss')),
  rechnungsbeschreibung_offiziell: v.optional(
    v.nullable(trimmed('rechnungsbeschreibung_offiziell', 100)),
    '',
  ),
  auftrag_kuriere: v.optional(v.array(v.unknown()), []),
  kontaktadressen: v.object({
    send: v.pipe(v.array(OrderAddress), v.minLength(1, 'a sender is required'), v.maxLength(10)),
    receive: v.pipe(v.array(OrderAddress), v.minLength(1, 'a receiver is required'), v.maxLength(10)),
    third: v.optional(v.pipe(v.array(OrderAddress), v.maxLength(1)), []),
  }),
  colis: v.pipe(
    v.array(Coli),
    v.minLength(1, 'at least one coli is required'),
    v.maxLength(MAX_COLIS, 'at most 15 colis'),
    v.check(
      (colis) => colis.reduce((sum, coli) => sum + coli.count, 0) <= MAX_COLIS,
      'at most 15 colis in all',
    ),
  ),
  frachtbrief: v.optional(v.object({ fb_language: v.picklist(['de', 'fr', 'it', 'en']) }), {
    fb_language: 'de',
  }),
  note: v.optional(v.nullable(trimmed('note', 2000)), ''),
  send_pod: optionalEmail('send_pod'),
  empfaenger_email: optionalEmail('empfaenger_email'),
  cancellation_emails: optionalEmail('cancellation_emails'),
  sender_email: optionalEmail('sender_email'),
  billing_emails: optionalEmail('billing_emails'),
  rechnungssteller: v.optional(v.number(), 3),
  invoice_type: v.optional(v.picklist(['monthly', 'single']), 'monthly'),
  partner: v.optional(trimmed('partner', 100), ''),
})
export type OrderPayloadInput = v.InferOutput<typeof OrderPayload>

export const ShipmentEdit = v.object({
  reference: v.optional(v.nullable(trimmed('reference', 100))),
  coli_count: v.pipe(
    numeric('coli_count'),
    v.integer('coli_count must be a whole number'),
    v.minValue(1, 'coli_count must be at least 1'),
    v.maxValue(15, 'coli_count must be at most 15'),
  ),
})

export const WaybillEmail = v.object({
  order: v.pipe(numeric('order'), v.integer('order must be a shipment key')),
  email: email('email'),
})

export const WaybillToken = v.object({ token: requiredText('token') })
