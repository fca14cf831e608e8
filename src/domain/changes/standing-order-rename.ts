import * as v from 'valibot'
import { INVALID } from './issue-codes'

/**
 * Renaming a standing order (spec sections 2 and 7): its key and the new customerName. The spec
 * sets no rule on the name; an empty one is allowed (customerName defaults to empty).
 */
export const standingOrderRenameInput = v.object({
  key: v.pipe(v.number(INVALID), v.integer(INVALID)),
  customerName: v.string(INVALID),
})

export type StandingOrderRenameInput = v.InferOutput<typeof standingOrderRenameInput>
