import * as v from 'valibot'
import { INVALID } from './issue-codes'
import { orderPayload } from './order-payload'

/**
 * An order or offer queued for POST /shipments/create. `priced` is true only for an order priced
 * online just now; otherwise the worker prices it when it is sent (decisions: offline behaviour).
 */
export const shipmentCreateInput = v.object({
  order: orderPayload,
  priced: v.optional(v.boolean(INVALID), false),
  /** "Correct" in the waiting-changes panel: the waiting entry this order replaces. */
  corrects: v.optional(v.nullable(v.pipe(v.number(INVALID), v.integer(INVALID))), null),
})

export type ShipmentCreateInput = v.InferInput<typeof shipmentCreateInput>
