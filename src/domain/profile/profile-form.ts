import * as v from 'valibot'
import { INVALID, INVALID_EMAIL, REQUIRED } from '#domain/changes/issue-codes'
import type { Locale } from '#domain/entities/basics'
import type { Profile, ProfileUpdate } from '#domain/entities/profile'

/** The invoice languages of spec section 3, in the order the form offers them. */
export const INVOICE_LANGUAGES = ['de', 'fr', 'it', 'en'] as const satisfies readonly Locale[]

const isInvoiceLanguage = (value: string): value is Locale =>
  (INVOICE_LANGUAGES as readonly string[]).includes(value)

/** What the profile form edits: the update fields of spec section 3 (invoiceLanguage '' = not chosen). */
export type ProfileFormValues = Omit<ProfileUpdate, 'invoiceLanguage'> & { invoiceLanguage: string }

/** Spec section 3: firma and kontakt belong to a company profile, vorname and nachname to a person's. */
export function isCompany(values: Pick<ProfileUpdate, 'gender'>): boolean {
  return values.gender === 'company'
}

/** The form's starting values: the profile's update fields, nothing of the invoice settings. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    id: profile.id,
    username: profile.username,
    email: profile.email,
    gender: profile.gender,
    company: profile.company,
    contact: profile.contact,
    firstname: profile.firstname,
    lastname: profile.lastname,
    street: profile.street,
    zip: profile.zip,
    location: profile.location,
    phone: profile.phone,
    newsletter: profile.newsletter,
    invoiceLanguage: profile.invoiceLanguage,
  }
}

// Surrounding spaces are trimmed before the rules run, so '  ' is empty and ' a@b.ch ' an address.
const text = v.pipe(v.string(INVALID), v.trim())
const filled = v.pipe(
  text,
  v.check((value) => value !== '', REQUIRED),
)

/** The name fields of the other kind of profile are not asked for, so they never block a save. */
function namedFor(values: { gender: ProfileUpdate['gender'] }, kind: 'company' | 'person', name: string) {
  return isCompany(values) !== (kind === 'company') || name !== ''
}

/**
 * The profile form's rules (spec section 5, "Profile form"), validated lazily: username, e-mail
 * (a valid one), street, zip, location and phone required; a company needs company and contact, a
 * person first and last name; the salutation and the newsletter are optional; an invoice language
 * is required. Its output is exactly the update of spec section 3.
 */
export const profileFormSchema = v.pipe(
  v.object(
    {
      id: v.pipe(v.number(INVALID), v.integer(INVALID)),
      username: filled,
      email: v.pipe(filled, v.email(INVALID_EMAIL)),
      gender: v.picklist(['male', 'female', 'company'], INVALID),
      company: text,
      contact: text,
      firstname: text,
      lastname: text,
      street: filled,
      zip: filled,
      location: filled,
      phone: filled,
      newsletter: v.boolean(INVALID),
      invoiceLanguage: v.pipe(
        v.string(REQUIRED),
        v.check(isInvoiceLanguage, REQUIRED),
        v.transform((value) => value as Locale),
      ),
    },
    INVALID,
  ),
  v.forward(
    v.partialCheck(
      [['gender'], ['company']],
      (values) => namedFor(values, 'company', values.company),
      REQUIRED,
    ),
    ['company'],
  ),
  v.forward(
    v.partialCheck(
      [['gender'], ['contact']],
      (values) => namedFor(values, 'company', values.contact),
      REQUIRED,
    ),
    ['contact'],
  ),
  v.forward(
    v.partialCheck(
      [['gender'], ['firstname']],
      (values) => namedFor(values, 'person', values.firstname),
      REQUIRED,
    ),
    ['firstname'],
  ),
  v.forward(
    v.partialCheck(
      [['gender'], ['lastname']],
      (values) => namedFor(values, 'person', values.lastname),
      REQUIRED,
    ),
    ['lastname'],
  ),
)

export type ProfileFormOutput = v.InferOutput<typeof profileFormSchema>

// The form's output is the update the API sends: a field added to one and not the other fails here.
const _sameFields: [ProfileFormOutput, ProfileUpdate] extends [ProfileUpdate, ProfileFormOutput]
  ? true
  : never = true
void _sameFields
