import * as v from 'valibot'
import { amount, id, nullableText, text, weekday } from './common'
import { StopFieldsSchema } from './shipment'

const stops = v.array(StopFieldsSchema)

/** GET /standing-order rows (spec section 3, "Standing order"). */
export const StandingOrderSchema = v.object({
  id,
  formatted_number: v.string(),
  rechnungsbeschreibung_offiziell: text,
  transportart_id: id,
  /**
   * Not in the spec's table; the fixture carries the renamed name back here. Absent or null stays
   * so (not ''): then the server said nothing about the name, and the device keeps its own.
   */
  customer_name: v.nullish(v.string()),
  addresses: v.object({ from: stops, to: stops }),
  standing_order_active_on: v.array(weekday),
  preis_netto: amount,
  pickup_from: nullableText,
  pickup_to: nullableText,
  drop_from: nullableText,
  drop_to: nullableText,
})
export type StandingOrderData = v.InferOutput<typeof StandingOrderSchema>
