import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import type { OrderForm } from './order-form'
import { type OrderRulesContext, orderFormSchema } from './order-form-schema'

/** Before any pickup: confirm corrects a pickup gone by itself (spec section 4, step 3). */
const LONG_AGO = Temporal.Instant.fromEpochMilliseconds(0)

/**
 * Whether the draft the confirm page loaded passes the order form's own rules. A draft reached by
 * Back/Forward, a reload or a bookmark may be incomplete (emptied e-mails, a phone removed in
 * another tab): it must go back to the form, not on to the server. A pickup gone by is no reason,
 * as confirm moves it to now and says so.
 */
export function draftIsComplete(form: OrderForm, organization: OrderRulesContext['organization']): boolean {
  const schema = orderFormSchema({ organization, now: () => LONG_AGO, notes: true })
  return v.safeParse(schema, form).success
}
