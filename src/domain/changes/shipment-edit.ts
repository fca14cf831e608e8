import * as v from 'valibot'
import { MAX_COLIS } from '#domain/weights'
import { INVALID, OUT_OF_RANGE, TOO_LONG } from './issue-codes'

/** The server keeps at most 100 characters of a reference. */
export const REFERENCE_MAX = 100

/**
 * The inline edit of an active shipment (spec sections 2 and 5): the reference is optional, the
 * number of colis a whole number from 1 to 15.
 */
export const shipmentEditInput = v.object({
  key: v.pipe(v.number(INVALID), v.integer(INVALID)),
  edit: v.object({
    reference: v.pipe(v.string(INVALID), v.maxLength(REFERENCE_MAX, TOO_LONG)),
    numberOfColis: v.pipe(
      v.number(INVALID),
      v.integer(INVALID),
      v.minValue(1, OUT_OF_RANGE),
      v.maxValue(MAX_COLIS, OUT_OF_RANGE),
    ),
  }),
})

export type ShipmentEditInput = v.InferOutput<typeof shipmentEditInput>
