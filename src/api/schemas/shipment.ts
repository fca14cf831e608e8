import * as v from 'valibot'
import {
  amount,
  clockTime,
  code,
  count,
  flag,
  id,
  invoiceType,
  isoDate,
  nullableText,
  requiredCode,
  text,
} from './common'

/** The fields every stop has, shipments and standing orders alike. */
export const StopFieldsSchema = v.object({
  firma: text,
  kontakt: text,
  adresse: text,
  /** The postcode here, not the location id (unlike kontaktadresse.plz). */
  plz: code,
  ort: text,
  phone: text,
  time_start: nullableText,
  time_end: nullableText,
})

export const ShipmentStopSchema = v.object({
  ...StopFieldsSchema.entries,
  id,
  kontaktadresse_id: v.nullish(id, null),
  datetime: nullableText,
})
export type ShipmentStopData = v.InferOutput<typeof ShipmentStopSchema>

const stops = v.array(ShipmentStopSchema)

/** Fields the list row and the detail share (spec section 3). */
const shipmentEntries = {
  id,
  formatted_number: v.string(),
  rechnungsbeschreibung_offiziell: text,
  state: v.pipe(v.number(), v.integer()),
  cancelled: v.boolean(),
  start: v.object({ date: v.string() }),
  end: v.object({ date: v.string() }),
  coli_count: count,
  total_weight: amount,
  visiert_von: nullableText,
  tourenplan_aktiv: flag,
  pickup_datetime: nullableText,
  visier_date: v.nullish(isoDate, null),
  visier_time: v.nullish(clockTime, null),
  pickup_from: nullableText,
  pickup_to: nullableText,
  drop_from: nullableText,
  drop_to: nullableText,
  transportart_id: id,
}

/** GET /shipments/active and /shipments/archive rows. */
export const ShipmentRowSchema = v.object({
  ...shipmentEntries,
  addresses: v.object({ from: stops, to: stops }),
})
export type ShipmentRowData = v.InferOutput<typeof ShipmentRowSchema>

/** A line is expanded into one coli per piece: a count no shipment has would fill the memory. */
export const MAX_PIECES_PER_COLI_LINE = 1000

const ColiSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PIECES_PER_COLI_LINE)),
  description: text,
  length: amount,
  width: amount,
  height: amount,
  weight: amount,
})

/** A list of e-mails, or one comma-separated string as some backends keep it. */
const emailList = v.pipe(
  v.nullish(v.union([v.array(v.string()), v.string()]), null),
  v.transform((value) =>
    (typeof value === 'string' ? value.split(',') : (value ?? [])).map((mail) => mail.trim()).filter(Boolean),
  ),
)

/** GET /shipments/{key} */
export const ShipmentDetailSchema = v.object({
  ...shipmentEntries,
  kontaktadressen: v.object({ send: stops, receive: stops }),
  colis: v.array(ColiSchema),
  preis_netto: amount,
  preis_brutto: amount,
  invoice_type: v.nullish(invoiceType, 'monthly'),
  rechnung_email_adressen: emailList,
})
export type ShipmentDetailData = v.InferOutput<typeof ShipmentDetailSchema>

const TrackingStopSchema = v.object({ plz: code, ort: text })

/** GET /track/{trackingId} (spec section 3, "Tracking result"). */
export const TrackingSchema = v.object({
  state: v.pipe(v.number(), v.integer()),
  cancelled: v.boolean(),
  kontaktadressen: v.object({ send: v.array(TrackingStopSchema), receive: v.array(TrackingStopSchema) }),
  pickup_datetime: nullableText,
  visier_date: v.nullish(isoDate, null),
  visier_time: v.nullish(clockTime, null),
  visier_datum: nullableText,
  visiert_von: nullableText,
  start_date: text,
  start_time: text,
  end_date: text,
  end_time: text,
  extern_nr: requiredCode,
  auftrag_kuriere: v.optional(
    v.nullable(v.array(v.object({ kurier: v.nullish(v.object({ kundennummer: code })) }))),
    [],
  ),
})
export type TrackingData = v.InferOutput<typeof TrackingSchema>

/** POST /shipments/create: an order answers its number, an offer only its id. */
export const CreatedShipmentSchema = v.object({
  id,
  formatted_number: nullableText,
  is_offer: flag,
  // An integer like every shipment state: 1e999 in the JSON would otherwise read as Infinity.
  state: v.nullish(v.pipe(v.number(), v.integer()), null),
})

export const WaybillTokenSchema = v.object({ token: v.pipe(v.string(), v.nonEmpty()) })
