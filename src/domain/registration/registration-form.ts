import * as v from 'valibot'
import type { AddressType, InvoiceType, Locale } from '#domain/entities/basics'

/**
 * The registration form of spec section 3: one form for the three wizard steps (spec section 2),
 * kept in the replica's draft store between steps and across a reload (decisions: drafts). The
 * password and its repeat are the only fields never stored (see toRegistrationDraft).
 */

/** Spec section 3: the registering person is male or female, male by default. */
export type RegistrationGender = 'male' | 'female'

export const REGISTRATION_LANGUAGES = ['de', 'fr', 'it', 'en'] as const satisfies readonly Locale[]

/** An address of the addresses step: the invoice address, and the optional default sender and receiver. */
export interface RegistrationAddress {
  type: AddressType
  /** The company's name, or a person's 'First name / Last name' in one field (spec section 5). */
  name: string
  contact: string
  street: string
  zip: string
  location: string
  /** The place picked in the location search; the invoice address has free zip and place instead. */
  locationId: number | null
  phone: string
}

/** The two optional addresses, each behind its "add" box (spec section 3). */
export type OptionalAddressKey = 'defaultSenderAddress' | 'defaultReceiverAddress'
export type RegistrationAddressKey = OptionalAddressKey | 'invoiceAddress'

export interface RegistrationForm {
  type: RegistrationGender
  firstname: string
  lastname: string
  street: string
  zip: string
  location: string
  phone: string
  email: string
  username: string
  password: string
  passwordRepeat: string
  tosAccepted: boolean
  newsletter: boolean
  addDefaultSenderAddress: boolean
  addDefaultReceiverAddress: boolean
  defaultSenderAddress: RegistrationAddress
  defaultReceiverAddress: RegistrationAddress
  invoiceAddress: RegistrationAddress
  invoiceMail: string
  /** Spec section 3: email or post, but only email is offered. */
  invoiceDispatchType: 'email'
  invoiceType: InvoiceType
  /** The invoice language; null until the user picks one, so the interface language stands (spec section 3). */
  language: Locale | null
}

/** What the draft store keeps: everything but the password and its repeat. */
export type RegistrationDraft = Omit<RegistrationForm, 'password' | 'passwordRepeat'>

export function emptyRegistrationAddress(): RegistrationAddress {
  return {
    type: 'company',
    name: '',
    contact: '',
    street: '',
    zip: '',
    location: '',
    locationId: null,
    phone: '',
  }
}

export function emptyRegistrationForm(): RegistrationForm {
  return {
    type: 'male',
    firstname: '',
    lastname: '',
    street: '',
    zip: '',
    location: '',
    phone: '',
    email: '',
    username: '',
    password: '',
    passwordRepeat: '',
    tosAccepted: false,
    newsletter: false,
    addDefaultSenderAddress: false,
    addDefaultReceiverAddress: false,
    defaultSenderAddress: emptyRegistrationAddress(),
    defaultReceiverAddress: emptyRegistrationAddress(),
    invoiceAddress: emptyRegistrationAddress(),
    invoiceMail: '',
    invoiceDispatchType: 'email',
    invoiceType: 'monthly',
    language: null,
  }
}

/** The invoice language the registration sends: the one picked, else the interface language. */
export function invoiceLanguageOf(
  form: Pick<RegistrationForm, 'language'>,
  interfaceLanguage: Locale,
): Locale {
  return form.language ?? interfaceLanguage
}

/**
 * The draft of a form: the password and its repeat are left out by name, whatever else the form
 * holds, so no later field can carry them into the replica by accident.
 */
export function toRegistrationDraft(form: RegistrationForm): RegistrationDraft {
  const { password: _password, passwordRepeat: _repeat, ...draft } = form
  return draft
}

/** A stored draft back in the form, with empty password fields to be typed again. */
export function fromRegistrationDraft(draft: RegistrationDraft): RegistrationForm {
  return { ...draft, password: '', passwordRepeat: '' }
}

// Reading a stored draft back: every key falls back on its own, so a draft written by an older
// version opens with what it holds.
const text = v.fallback(v.string(), '')
const flag = v.fallback(v.boolean(), false)

const storedAddress = v.fallback(
  v.object({
    type: v.fallback(v.picklist(['company', 'male', 'female']), 'company'),
    name: text,
    contact: text,
    street: text,
    zip: text,
    location: text,
    locationId: v.fallback(v.nullable(v.number()), null),
    phone: text,
  }),
  emptyRegistrationAddress,
)

/**
 * The draft as stored in the replica (db/queries/drafts). It has no password keys, so a stored
 * value that somehow held one reads without it (valibot's object drops unknown keys).
 */
export const registrationDraftSchema = v.object({
  type: v.fallback(v.picklist(['male', 'female']), 'male'),
  firstname: text,
  lastname: text,
  street: text,
  zip: text,
  location: text,
  phone: text,
  email: text,
  username: text,
  tosAccepted: flag,
  newsletter: flag,
  addDefaultSenderAddress: flag,
  addDefaultReceiverAddress: flag,
  defaultSenderAddress: storedAddress,
  defaultReceiverAddress: storedAddress,
  invoiceAddress: storedAddress,
  invoiceMail: text,
  invoiceDispatchType: v.fallback(v.literal('email'), 'email'),
  invoiceType: v.fallback(v.picklist(['monthly', 'single']), 'monthly'),
  language: v.fallback(v.nullable(v.picklist(REGISTRATION_LANGUAGES)), null),
}) satisfies v.GenericSchema<unknown, RegistrationDraft>
