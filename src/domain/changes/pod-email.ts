import * as v from 'valibot'
import { INVALID, INVALID_EMAIL, REQUIRED } from './issue-codes'

/** Proof of delivery by e-mail (spec section 7): the shipment's key and where to send it. */
export const podEmailInput = v.object({
  key: v.pipe(v.number(INVALID), v.integer(INVALID)),
  email: v.pipe(
    v.string(INVALID),
    v.check((text) => text.trim() !== '', REQUIRED),
    v.email(INVALID_EMAIL),
  ),
})

export type PodEmailInput = v.InferOutput<typeof podEmailInput>
