import * as v from 'valibot'
import { email, requiredText, trimmed } from '#fixture-api/http/validation'
import type { UserRecord } from '#fixture-api/model'
import { OrderAddress } from './order-payload'

const Locale = v.picklist(['de', 'fr', 'it', 'en'], 'must be de, fr, it or en')
const MIN_PASSWORD = 8

export const password = (label: string) =>
  v.pipe(
    v.string(`${label} must be a string`),
    v.minLength(MIN_PASSWORD, `${label} must have at least ${MIN_PASSWORD} characters`),
    v.maxLength(200),
  )

/** {first, second} pairs must match; the issue names the second field. */
export const PasswordPair = v.pipe(
  v.object({ first: password('password'), second: v.string('repeat must be a string') }),
  v.forward(
    v.check((pair) => pair.first === pair.second, 'Passwords must match'),
    ['second'],
  ),
)

export const Login = v.object({
  _username: requiredText('_username'),
  _password: v.pipe(v.string('_password is required'), v.nonEmpty('_password is required')),
})

export const Refresh = v.object({ refresh_token: requiredText('refresh_token') })

const Anrede = v.picklist(['male', 'female', 'company'], 'anrede must be male, female or company')

/** POST /profile: the fields of spec section 3; a full copy of the profile is accepted as well. */
/** Fields a client leaves out keep the current user's values, so a partial update changes nothing else. */
export const profileUpdateFor = (current: Pick<UserRecord, 'anrede' | 'newsletter'>) =>
  v.pipe(
    v.object({
      id: v.optional(v.number()),
      username: requiredText('username', 60),
      email: email('email'),
      anrede: v.optional(Anrede, current.anrede),
      firma: v.optional(v.nullable(trimmed('firma')), null),
      kontakt: v.optional(v.nullable(trimmed('kontakt')), null),
      vorname: v.optional(v.nullable(trimmed('vorname')), null),
      nachname: v.optional(v.nullable(trimmed('nachname')), null),
      addresse: requiredText('addresse', 300),
      postleitzahl: requiredText('postleitzahl', 10),
      ort: requiredText('ort', 100),
      newsletter: v.optional(v.boolean(), current.newsletter),
      phone: requiredText('phone', 40),
      invoice_language: Locale,
    }),
    v.forward(
      v.check((body) => body.anrede !== 'company' || !!body.firma, 'firma is required for a company'),
      ['firma'],
    ),
    v.forward(
      v.check((body) => body.anrede !== 'company' || !!body.kontakt, 'kontakt is required for a company'),
      ['kontakt'],
    ),
    v.forward(
      v.check((body) => body.anrede === 'company' || !!body.vorname, 'vorname is required'),
      ['vorname'],
    ),
    v.forward(
      v.check((body) => body.anrede === 'company' || !!body.nachname, 'nachname is required'),
      ['nachname'],
    ),
  )

export const PasswordChange = v.object({
  old_password: v.pipe(v.string('old_password is required'), v.nonEmpty('old_password is required')),
  new_password: PasswordPair,
})

export const ResetRequest = v.object({ email: email('email') })
export const ResetSet = v.object({ password: PasswordPair })
export const UniqueUsername = v.object({ username: requiredText('username', 60) })
export const UniqueEmail = v.object({ email: email('email') })

export const Registration = v.object({
  username: v.pipe(
    requiredText('username', 60),
    v.regex(/^[\w.@-]+$/, 'username may hold letters, digits and . _ - @'),
  ),
  email: email('email'),
  password: PasswordPair,
  sprache: v.optional(Locale, 'de'),
  type: v.optional(v.picklist(['male', 'female'], 'type must be male or female'), 'male'),
  vorname: requiredText('vorname'),
  nachname: requiredText('nachname'),
  addresse: requiredText('addresse', 300),
  postleitzahl: requiredText('postleitzahl', 10),
  ort: requiredText('ort', 100),
  phone: requiredText('phone', 40),
  default_absender: v.optional(v.nullable(OrderAddress), null),
  default_empfaenger: v.optional(v.nullable(OrderAddress), null),
  default_rechnungsadresse: OrderAddress,
  invoice_dispatch_type: v.optional(v.picklist(['email', 'post']), 'email'),
  invoice_type: v.optional(v.picklist(['monthly', 'single']), 'monthly'),
  invoice_mail: email('invoice_mail'),
  invoice_language: Locale,
  newsletter: v.optional(v.boolean(), false),
})
export type RegistrationInput = v.InferOutput<typeof Registration>

const ContactAddress = v.object({
  id: v.optional(v.nullable(v.number())),
  firma: requiredText('firma'),
  addresse: requiredText('addresse', 300),
  kontakt: v.optional(v.nullable(trimmed('kontakt')), ''),
  postleitzahl: v.optional(v.nullable(trimmed('postleitzahl', 10)), ''),
  ort: v.optional(v.nullable(trimmed('ort', 100)), ''),
  phone: v.optional(v.nullable(trimmed('phone', 40)), ''),
  anrede: v.optional(Anrede, 'company'),
  plz: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
})

/** POST /address and /address/{id} (spec section 7). */
export const AddressSave = v.object({
  default_rechnungsadresse: v.optional(v.boolean(), false),
  default_absender: v.optional(v.boolean(), false),
  default_empfaenger: v.optional(v.boolean(), false),
  ist_rechnungsadresse: v.optional(v.boolean(), false),
  kontaktadresse: ContactAddress,
})
export type AddressSaveInput = v.InferOutput<typeof AddressSave>

export const CustomerName = v.object({ customerName: v.nullable(trimmed('customerName', 120)) })
