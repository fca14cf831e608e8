import * as v from 'valibot'
import { INVALID, INVALID_EMAIL, OUT_OF_RANGE, REQUIRED, TOO_LONG } from '#domain/changes/issue-codes'
import { NOTES_MAX } from '#domain/limits'
import { MAX_COLIS } from '#domain/weights'

/**
 * The order and offer body of POST /shipments/create (spec section 3, "Order payload" and "Order
 * address payload"), in the server's field names: the outbox builds it from the stored order form
 * when it sends (worker/outbox/kinds/create-shipment.ts) and checks it with this one schema.
 */

const language = v.picklist(['de', 'fr', 'it', 'en'], INVALID)
const filled = v.pipe(
  v.string(INVALID),
  v.check((text) => text.trim() !== '', REQUIRED),
)
const nonNegative = v.pipe(v.number(INVALID), v.minValue(0, OUT_OF_RANGE))
const emailOrEmpty = v.union(
  [v.literal(''), v.pipe(v.string(INVALID), v.email(INVALID_EMAIL))],
  INVALID_EMAIL,
)
const integer = v.pipe(v.number(INVALID), v.integer(INVALID))

export const orderAddressPayload = v.object({
  anrede: v.picklist(['male', 'female', 'company'], INVALID),
  firma: filled,
  addresse: filled,
  kontakt: v.string(INVALID),
  referenz: v.null(INVALID),
  kontaktadresse_id: v.nullable(integer),
  biller: v.boolean(INVALID),
  phone: v.string(INVALID),
  added: v.literal(false, INVALID),
  postleitzahl: filled,
  ort: filled,
  /** Left out for a billing-only address. */
  plz: v.optional(v.nullable(integer)),
})

export const orderColiPayload = v.object({
  description: v.string(INVALID),
  weight: nonNegative,
  count: v.literal(1, INVALID),
  height: nonNegative,
  width: nonNegative,
  length: nonNegative,
  iata: v.number(INVALID),
})

export const orderPayload = v.object({
  /** false for an order, true for an offer (decisions). */
  is_offer: v.boolean(INVALID),
  transportart_id: integer,
  website_offertbetrag: nonNegative,
  start_date: v.pipe(v.string(INVALID), v.isoDate(INVALID)),
  start_time: v.pipe(v.string(INVALID), v.regex(/^\d{2}:\d{2}:\d{2}$/, INVALID)),
  rechnungsbeschreibung_offiziell: v.string(INVALID),
  auftrag_kuriere: v.tuple([], INVALID),
  kontaktadressen: v.object({
    send: v.pipe(v.array(orderAddressPayload, INVALID), v.minLength(1, REQUIRED)),
    receive: v.pipe(v.array(orderAddressPayload, INVALID), v.minLength(1, REQUIRED)),
    third: v.pipe(v.array(orderAddressPayload, INVALID), v.maxLength(1, OUT_OF_RANGE)),
  }),
  colis: v.pipe(
    v.array(orderColiPayload, INVALID),
    v.minLength(1, REQUIRED),
    v.maxLength(MAX_COLIS, OUT_OF_RANGE),
  ),
  frachtbrief: v.object({ fb_language: language }),
  note: v.pipe(v.string(INVALID), v.maxLength(NOTES_MAX, TOO_LONG)),
  send_pod: emailOrEmpty,
  empfaenger_email: emailOrEmpty,
  cancellation_emails: emailOrEmpty,
  sender_email: emailOrEmpty,
  billing_emails: emailOrEmpty,
  rechnungssteller: integer,
  invoice_type: v.picklist(['monthly', 'single'], INVALID),
  partner: v.string(INVALID),
})

export type OrderAddressPayload = v.InferOutput<typeof orderAddressPayload>
export type OrderColiPayload = v.InferOutput<typeof orderColiPayload>
export type OrderPayload = v.InferOutput<typeof orderPayload>
