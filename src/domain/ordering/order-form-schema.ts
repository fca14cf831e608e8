import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import {
  INVALID,
  INVALID_EMAIL,
  OUT_OF_RANGE,
  PICKUP_PAST,
  REFERENCE_REQUIRED,
  REQUIRED,
  TOO_LONG,
} from '#domain/changes/issue-codes'
import type { Organization } from '#domain/entities/organization'
import { NOTES_MAX } from '#domain/limits'
import { validPickupTime } from '#domain/pickup-time'
import { MAX_COLIS, MIN_COLIS, parseDecimal } from '#domain/weights'
import type { AddressBlockKind, OrderAddress, OrderForm } from './order-form'
import { firstnameRequired } from './person-name'

export interface OrderRulesContext {
  organization: Pick<Organization, 'is_reference_required' | 'change_invoice_email_allowed'>
  now: () => Temporal.Instant
  /** Coli notes are asked for (order and offer), not in the price calculator. */
  notes: boolean
}

const nonBlank = (value: string) => value.trim() !== ''
const text = v.string(INVALID)
const flag = v.boolean(INVALID)
const filled = v.pipe(text, v.check(nonBlank, REQUIRED))
const emailSchema = v.pipe(v.string(), v.email())
const isEmail = (value: string) => v.is(emailSchema, value.trim())
const requiredEmail = v.pipe(text, v.check(nonBlank, REQUIRED), v.check(isEmail, INVALID_EMAIL))

/**
 * Spec section 5: HHMM with optional seconds, minutes and seconds 00–59. The spec's hours run to
 * 24, but 24:xx is no time the price look-up or the courier can take (parseHhmm stops at 23), so
 * the form refuses it with the format's 'Invalid value' rather than let it through to a price that
 * can never be found.
 */
export const PICKUP_TIME_FORMAT = /^(?:[01]\d|2[0-3])[0-5]\d(?:[0-5]\d)?$/

/** Length, width, height, weight: required, a non-negative decimal. */
const decimalText = v.pipe(
  text,
  v.check(nonBlank, REQUIRED),
  v.check((value) => !nonBlank(value) || parseDecimal(value) !== null, INVALID),
)

/** The count as typed: required, whole, 1 to 15 (the min/max message names the limit). */
const countText = v.pipe(
  text,
  v.check(nonBlank, REQUIRED),
  v.check((value) => !nonBlank(value) || /^\s*\d+\s*$/.test(value), INVALID),
  v.transform(Number),
  v.minValue(MIN_COLIS, OUT_OF_RANGE),
  v.maxValue(MAX_COLIS, OUT_OF_RANGE),
  v.transform(String),
)

function coliSchema(notes: boolean) {
  return v.object({
    notes: notes ? filled : text,
    length: decimalText,
    width: decimalText,
    height: decimalText,
    weight: decimalText,
    palette: flag,
  })
}

function colisSchema(notes: boolean) {
  return v.object({ count: countText, colis: v.array(coliSchema(notes), INVALID) })
}

const savedChoice = v.nullable(v.object({ id: v.number(), label: v.string(), hasLocation: v.boolean() }))

const addressFields = {
  id: v.nullable(v.number(INVALID)),
  type: v.picklist(['company', 'male', 'female'], INVALID),
  name: text,
  firstname: text,
  lastname: text,
  contact: text,
  street: filled,
  zip: text,
  location: text,
  phone: text,
  locationId: v.nullable(v.number(INVALID)),
  standardSenderAddress: flag,
  standardReceiverAddress: flag,
  standardBillingAddress: flag,
  isBillingAddress: flag,
  readonly: flag,
  saved: savedChoice,
  save: flag,
}

type Rule<T> = [field: keyof T & string, code: string, passes: (value: T) => boolean]

/**
 * Field rules that depend on other fields, each reported at its own field so the form shows the
 * message there. They run even when another field already failed (a partly typed value), so one
 * submit shows every message at once; each rule only reads the fields it names.
 */
function fieldRules<T extends object>(rules: Rule<T>[]) {
  const action = v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
    const value = dataset.value as Record<string, unknown> | null
    if (typeof value !== 'object' || value === null) return
    for (const [field, code, passes] of rules) {
      if (passes(value as T)) continue
      addIssue({
        message: code,
        path: [{ type: 'object', origin: 'value', input: value, key: field, value: value[field] }],
      })
    }
  })
  // Typed for the wider object it sits in: a rule reads only the fields it names.
  return action as never
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/**
 * Spec section 5, "Order address block": name and street; contact for a company unless billing;
 * phone unless billing; zip and place text for the billing block, the location picker otherwise.
 * A person's name is the first and the last name, each required; a saved person's one-word name
 * is the last name alone (firstnameRequired).
 */
export function orderAddressSchema(block: AddressBlockKind) {
  const billing = block === 'invoiceAddress'
  const company = (address: OrderAddress) => address.type === 'company'
  return v.pipe(
    v.object(addressFields, INVALID),
    fieldRules<OrderAddress>([
      ['name', REQUIRED, (a) => !company(a) || !blank(a.name)],
      ['firstname', REQUIRED, (a) => !firstnameRequired(a) || !blank(a.firstname)],
      ['lastname', REQUIRED, (a) => company(a) || !blank(a.lastname)],
      ['contact', REQUIRED, (a) => billing || !company(a) || !blank(a.contact)],
      ['phone', REQUIRED, (a) => billing || !blank(a.phone)],
      ['zip', REQUIRED, (a) => !billing || !blank(a.zip)],
      ['location', REQUIRED, (a) => !billing || !blank(a.location)],
      ['locationId', REQUIRED, (a) => billing || typeof a.locationId === 'number'],
    ]),
  )
}

/** 'YYYY-MM-DD' → 'D.M.YYYY', the format validPickupTime reads; '' for anything else. */
function swissDate(isoDate: string): string {
  try {
    const date = Temporal.PlainDate.from(isoDate.trim(), { overflow: 'reject' })
    return `${date.day}.${date.month}.${date.year}`
  } catch {
    return ''
  }
}

/** validPickupTime against the date field; a time the format rule refuses is left to that rule. */
export function pickupInTime(date: string, time: string, now: Temporal.Instant): boolean {
  if (!PICKUP_TIME_FORMAT.test(time)) return true
  return validPickupTime(swissDate(date), time, now)
}

const isoDate = v.pipe(
  text,
  v.check(nonBlank, REQUIRED),
  v.check((value) => !nonBlank(value) || swissDate(value) !== '', INVALID),
)
const pickupTime = v.pipe(
  text,
  v.check(nonBlank, REQUIRED),
  v.check((value) => !nonBlank(value) || PICKUP_TIME_FORMAT.test(value), INVALID),
)

/** validPickupTime, only once date and time each pass their own rules. */
function pickupRule(now: () => Temporal.Instant): Rule<Pick<OrderForm, 'date' | 'time'>> {
  return [
    'time',
    PICKUP_PAST,
    (form) =>
      !v.is(isoDate, form.date) || !v.is(pickupTime, form.time) || pickupInTime(form.date, form.time, now()),
  ]
}

const invoiceMailShown = (
  form: Pick<OrderForm, 'invoiceType'>,
  organization: OrderRulesContext['organization'],
) => form.invoiceType !== 'monthly' && organization.change_invoice_email_allowed

/** Every rule of spec section 5 for the order and the offer form. */
export function orderFormSchema({ organization, now, notes }: OrderRulesContext) {
  return v.pipe(
    v.object({
      date: isoDate,
      time: pickupTime,
      colis: colisSchema(notes),
      notes: v.pipe(text, v.maxLength(NOTES_MAX, TOO_LONG)),
      sender: orderAddressSchema('sender'),
      receiver: orderAddressSchema('receiver'),
      invoiceAddress: orderAddressSchema('invoiceAddress'),
      syncEmailLetter: flag,
      emailClient: requiredEmail,
      emailLetter: requiredEmail,
      invoiceReference: text,
      invoiceType: v.picklist(['monthly', 'single'], INVALID),
      invoiceMail: text,
    }),
    fieldRules<OrderForm>([
      pickupRule(now),
      [
        'invoiceReference',
        REFERENCE_REQUIRED,
        (form) => !organization.is_reference_required || !blank(form.invoiceReference),
      ],
      ['invoiceMail', REQUIRED, (form) => !invoiceMailShown(form, organization) || !blank(form.invoiceMail)],
      [
        'invoiceMail',
        INVALID_EMAIL,
        (form) =>
          !invoiceMailShown(form, organization) || blank(form.invoiceMail) || isEmail(form.invoiceMail),
      ],
    ]),
  ) as unknown as v.GenericSchema<OrderForm, OrderForm>
}

export { invoiceMailShown }

const pickedPlace = v.pipe(
  v.looseObject({ locationId: v.nullable(v.number(INVALID)) }),
  fieldRules<{ locationId: number | null }>([
    ['locationId', REQUIRED, (address) => typeof address.locationId === 'number'],
  ]),
)

/** Spec section 5, price calculator: from, to and colis required; the pickup rules as on the order. */
export function priceCalculatorSchema({ now }: { now: () => Temporal.Instant }) {
  return v.pipe(
    v.looseObject({
      date: isoDate,
      time: pickupTime,
      colis: colisSchema(false),
      sender: pickedPlace,
      receiver: pickedPlace,
    }),
    fieldRules<Pick<OrderForm, 'date' | 'time'>>([pickupRule(now)]),
  ) as unknown as v.GenericSchema<OrderForm, OrderForm>
}
