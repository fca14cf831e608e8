import * as v from 'valibot'
import { INVALID, INVALID_EMAIL, NOT_CONFIRMED, REQUIRED } from '#domain/changes/issue-codes'
import {
  type OptionalAddressKey,
  REGISTRATION_LANGUAGES,
  type RegistrationAddress,
  type RegistrationAddressKey,
  type RegistrationForm,
} from './registration-form'

/**
 * Spec section 5 "Registration": one schema per wizard step, each over the whole form (the step's
 * form holds every value, its schema reads only its own fields). Messages are issue codes.
 */

const nonBlank = (value: string) => value.trim() !== ''
const text = v.string(INVALID)
const flag = v.boolean(INVALID)
const filled = v.pipe(text, v.check(nonBlank, REQUIRED))
const emailSchema = v.pipe(v.string(), v.email())
const requiredEmail = v.pipe(
  text,
  v.check(nonBlank, REQUIRED),
  v.check((value) => !nonBlank(value) || v.is(emailSchema, value.trim()), INVALID_EMAIL),
)
/** A password is taken as typed: spaces count, nothing is trimmed. */
const password = v.pipe(text, v.nonEmpty(REQUIRED))

/**
 * User step: first and last name, street, zip, place and phone; a valid e-mail; a username; the
 * password and its matching repeat; the terms accepted; the newsletter optional. Uniqueness of
 * username and e-mail is the server's answer (unique-check.ts), not part of this schema.
 */
export const userStepSchema = v.pipe(
  v.object({
    type: v.picklist(['male', 'female'], INVALID),
    firstname: filled,
    lastname: filled,
    street: filled,
    zip: filled,
    location: filled,
    phone: filled,
    email: requiredEmail,
    username: filled,
    password,
    passwordRepeat: password,
    tosAccepted: v.literal(true, REQUIRED),
    newsletter: flag,
  }),
  // Spec section 5 "confirmed". An empty repeat fails this too, but its first issue, the one its
  // field shows, says it is required.
  v.forward(
    v.partialCheck(
      [['password'], ['passwordRepeat']],
      (input) => input.password === input.passwordRepeat,
      NOT_CONFIRMED,
    ),
    ['passwordRepeat'],
  ),
)

type AddressRule = [field: keyof RegistrationAddress, passes: (address: RegistrationAddress) => boolean]

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''
const company = (address: RegistrationAddress) => address.type === 'company'

/**
 * Addresses step: a company needs its name and a contact, a person a name ('First name / Last
 * name'); street and phone always. The invoice (billing) address takes zip and place as free text;
 * the others a place from the location search, which fills their zip and place.
 */
export function addressRules(billing: boolean): AddressRule[] {
  return [
    ['name', (a) => !blank(a.name)],
    ['contact', (a) => !company(a) || !blank(a.contact)],
    ['street', (a) => !blank(a.street)],
    ['phone', (a) => !blank(a.phone)],
    ['zip', (a) => !billing || !blank(a.zip)],
    ['location', (a) => !billing || !blank(a.location)],
    ['locationId', (a) => billing || typeof a.locationId === 'number'],
  ]
}

/** The fields of one address that break a rule, in the order the form shows them. */
export function addressIssues(address: RegistrationAddress, billing: boolean): (keyof RegistrationAddress)[] {
  return addressRules(billing)
    .filter(([, passes]) => !passes(address))
    .map(([field]) => field)
}

/** The addresses the step checks: the invoice address always, each optional one when it is added. */
export function checkedAddresses(
  form: Pick<RegistrationForm, 'addDefaultSenderAddress' | 'addDefaultReceiverAddress'>,
): RegistrationAddressKey[] {
  const added: [OptionalAddressKey, boolean][] = [
    ['defaultSenderAddress', form.addDefaultSenderAddress],
    ['defaultReceiverAddress', form.addDefaultReceiverAddress],
  ]
  return ['invoiceAddress', ...added.filter(([, on]) => on).map(([key]) => key)]
}

const address = v.object({
  type: v.picklist(['company', 'male', 'female'], INVALID),
  name: text,
  contact: text,
  street: text,
  zip: text,
  location: text,
  locationId: v.nullable(v.number(INVALID)),
  phone: text,
})

type PathItem = v.ObjectPathItem
const pathItem = (input: Record<string, unknown>, key: string): PathItem => ({
  type: 'object',
  origin: 'value',
  input,
  key,
  value: input[key],
})

/** Each rule reported at its own field (invoiceAddress.name, …), so the form shows it there. */
const addressesCheck = v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
  if (!dataset.typed) return
  const form = dataset.value as unknown as RegistrationForm & Record<string, unknown>
  for (const key of checkedAddresses(form)) {
    const value = form[key] as RegistrationAddress & Record<string, unknown>
    for (const field of addressIssues(value, key === 'invoiceAddress')) {
      addIssue({ message: REQUIRED, path: [pathItem(form, key), pathItem(value, field)] })
    }
  }
})

export const addressesStepSchema = v.pipe(
  v.object({
    addDefaultSenderAddress: flag,
    addDefaultReceiverAddress: flag,
    defaultSenderAddress: address,
    defaultReceiverAddress: address,
    invoiceAddress: address,
  }),
  addressesCheck as never,
)

/** Payment step: the invoice e-mail required and valid; the invoice language required. */
export const paymentStepSchema = v.object({
  invoiceMail: requiredEmail,
  // null: not picked, the interface language stands (registration-form.ts); anything else is no language.
  language: v.nullable(v.picklist(REGISTRATION_LANGUAGES, REQUIRED)),
  invoiceType: v.picklist(['monthly', 'single'], INVALID),
  invoiceDispatchType: v.literal('email', INVALID),
})
