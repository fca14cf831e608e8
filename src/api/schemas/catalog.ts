import * as v from 'valibot'
import { amount, code, count, id } from './common'

const name = v.nullish(v.string())

/** GET /zips entries and GET /zip/{id}: names per language, not all of them on every call. */
export const LocationSchema = v.pipe(
  v.object({
    id,
    code,
    name_de: name,
    name_fr: name,
    name_it: name,
    name_en: name,
    // Absent on the search answer of spec section 7: a listed place is taken as active.
    is_active: v.optional(v.boolean(), true),
  }),
  v.check((row) => Boolean(row.name_de || row.name_fr || row.name_it || row.name_en), 'a place needs a name'),
)
export type LocationData = v.InferOutput<typeof LocationSchema>

/** GET /gebinde?kundentool */
export const PackagingSchema = v.object({
  id,
  label_de: v.string(),
  label_fr: name,
  label_it: name,
  label_en: name,
  width: amount,
  height: amount,
  length: amount,
})
export type PackagingData = v.InferOutput<typeof PackagingSchema>

const PriceResultSchema = v.object({
  totalduration: v.pipe(v.string(), v.regex(/^\d{1,3}:\d{2}$/, 'expected HH:MM')),
  estimated_time_of_arrival: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}(:\d{2})?$/, 'expected HH:mm')),
  price_inkl_mwst: amount,
  transportart_id: id,
  // Spec section 3: the CO2 saved is optional; a price without it is still a price.
  saved_co2: v.nullish(amount),
})

/** GET /get-price: a result, or an empty array for "no result" (spec section 3). */
export const PriceSchema = v.union([PriceResultSchema, v.pipe(v.array(v.unknown()), v.length(0))])
export type PriceData = v.InferOutput<typeof PriceSchema>

/** The 422 body of a price the server refuses (fixture-api docs, spec section 8). */
export const PriceErrorSchema = v.object({
  error: v.picklist([
    'max_weight',
    'delivery_time_train',
    'delivery_time_direct',
    'weekend',
    'holiday',
    'time',
  ]),
  message: v.nullish(v.string()),
  max_delivery_time_direct: v.nullish(v.string()),
})

export const SavedEmissionSchema = v.object({ savedEmissionThisYear: amount })

export const SummarySchema = v.object({ readyForPickup: count, inTransit: count, delivered: count })
