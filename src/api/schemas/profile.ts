import * as v from 'valibot'
import type { Locale } from '#domain/entities/basics'
import { invoiceDispatchTypeOf, invoiceTypeOf } from '#domain/profile/invoice-settings'
import { AddressWireSchema } from './address'
import { anrede, flag, id, locale, numberOrZero, text } from './common'

/** A PHP backend serialises an empty map as [], so an empty array counts as "no messages". */
const referenceMsgs = v.pipe(
  v.nullish(
    v.union([v.record(v.string(), v.nullish(v.string())), v.pipe(v.array(v.unknown()), v.length(0))]),
    null,
  ),
  v.transform((value) => {
    const messages: Partial<Record<Locale, string>> = {}
    if (!value || Array.isArray(value)) return messages
    for (const key of ['de', 'fr', 'it', 'en'] as const) {
      const message = value[key]
      if (message) messages[key] = message
    }
    return messages
  }),
)

/** Flags default to false: a flag the server leaves out grants nothing. */
export const OrganizationSchema = v.object({
  change_default_invoice_address_allowed: flag,
  select_or_create_invoice_address_allowed: flag,
  change_invoice_type_allowed: flag,
  change_invoice_email_allowed: flag,
  is_reference_required: flag,
  reference_msgs: referenceMsgs,
  use_default_coli: flag,
  default_coli_count: numberOrZero,
  default_coli_height: numberOrZero,
  default_coli_width: numberOrZero,
  default_coli_length: numberOrZero,
  default_coli_weight: numberOrZero,
  default_coli_description: text,
  use_default_remark: flag,
  default_remark: text,
})

/** GET /profile (spec section 3, "User profile"). */
export const ProfileSchema = v.object({
  id,
  username: v.string(),
  email: v.string(),
  anrede,
  firma: text,
  kontakt: text,
  vorname: text,
  nachname: text,
  addresse: text,
  postleitzahl: text,
  ort: text,
  newsletter: flag,
  phone: text,
  // Spec sections 3 and 5: a value other than the two known ones is read as the default, not refused.
  invoice_type: v.pipe(v.unknown(), v.transform(invoiceTypeOf)),
  invoice_dispatch_type: v.pipe(v.unknown(), v.transform(invoiceDispatchTypeOf)),
  invoice_email: text,
  invoice_language: v.nullish(locale, 'de'),
  default_absender: v.nullish(AddressWireSchema, null),
  default_empfaenger: v.nullish(AddressWireSchema, null),
  default_rechnungsadresse: v.nullish(AddressWireSchema, null),
  roles: v.optional(v.array(v.string()), []),
  should_change_password: flag,
  organization: OrganizationSchema,
})
export type ProfileData = v.InferOutput<typeof ProfileSchema>

/** POST /profile: the update fields of spec section 3. */
export interface ProfileUpdateBody {
  id: number
  username: string
  email: string
  anrede: 'male' | 'female' | 'company'
  firma: string | null
  kontakt: string | null
  vorname: string | null
  nachname: string | null
  addresse: string
  postleitzahl: string
  ort: string
  newsletter: boolean
  phone: string
  invoice_language: 'de' | 'fr' | 'it' | 'en'
}
