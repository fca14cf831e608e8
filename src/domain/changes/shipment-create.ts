import * as v from 'valibot'
import { type OrderAddress, type OrderForm, orderDraftSchema } from '#domain/ordering/order-form'
import { PICKUP_TIME_FORMAT } from '#domain/ordering/order-form-schema'
import { MAX_COLIS } from '#domain/weights'
import { INVALID, OUT_OF_RANGE, REQUIRED } from './issue-codes'

const integer = v.pipe(v.number(INVALID), v.integer(INVALID))
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const filled = (text: string) => text.trim() !== ''
const named = (address: OrderAddress) =>
  filled(address.name) || filled(address.lastname) || filled(address.firstname)

type Block = 'sender' | 'receiver'
type Check = [path: [keyof OrderForm, ...string[]], code: string, holds: (form: OrderForm) => boolean]

/**
 * What the worker checks at its boundary, beyond the draft's shape: what the server's body needs
 * at all (the form's own rules, which need the organization and the clock, ran before). A stale tab
 * or a bug cannot queue an order without a pickup, colis or the two addresses.
 */
const checks: Check[] = [
  [['date'], INVALID, (form) => ISO_DATE.test(form.date)],
  [['time'], INVALID, (form) => PICKUP_TIME_FORMAT.test(form.time)],
  [['colis', 'colis'], REQUIRED, (form) => form.colis.colis.length > 0],
  [['colis', 'colis'], OUT_OF_RANGE, (form) => form.colis.colis.length <= MAX_COLIS],
  ...(['sender', 'receiver'] as Block[]).flatMap((block): Check[] => [
    [[block, 'name'], REQUIRED, (form) => named(form[block])],
    [[block, 'street'], REQUIRED, (form) => filled(form[block].street)],
    [[block, 'zip'], REQUIRED, (form) => filled(form[block].zip)],
    [[block, 'location'], REQUIRED, (form) => filled(form[block].location)],
  ]),
]

const confirmedForm = v.pipe(
  orderDraftSchema,
  v.rawCheck<OrderForm>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    for (const [path, code, holds] of checks) {
      if (holds(dataset.value)) continue
      const keys = path.map((key) => ({
        type: 'object' as const,
        origin: 'value' as const,
        key,
        value: undefined,
        input: dataset.value,
      }))
      addIssue({ message: code, path: keys as never })
    }
  }),
)

/**
 * An order or offer queued for POST /shipments/create, in product terms: the order form's values
 * as the user confirmed them, the language of its documents, and the price confirm fetched. The
 * wire body is built from them when the entry is sent (worker/outbox/kinds/create-shipment.ts),
 * and "Correct" reopens these very values in the form.
 */
export const shipmentCreateInput = v.object({
  form: confirmedForm,
  isOffer: v.boolean(INVALID),
  language: v.picklist(['de', 'fr', 'it', 'en'], INVALID),
  /** null: an order is priced by the worker when it is sent; an offer goes without (transport 3). */
  price: v.optional(
    v.nullable(
      v.object({
        transportTypeId: integer,
        priceInclVat: v.pipe(v.number(INVALID), v.minValue(0, OUT_OF_RANGE)),
      }),
    ),
    null,
  ),
  /** "Correct" in the waiting-changes panel: the waiting entry this order replaces. */
  corrects: v.optional(v.nullable(integer), null),
})

export type ShipmentCreateInput = v.InferInput<typeof shipmentCreateInput>
