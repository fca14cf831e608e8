/**
 * Product entities (spec section 3), one file each in this folder: what the UI, the worker and the
 * replica work with. The server's German field names stay in src/api; only names the spec keeps
 * (transportart_id, is_active, kontaktadresse_id, the organization flags) pass through unchanged.
 */

export type Locale = 'de' | 'fr' | 'it' | 'en'
export type Gender = 'male' | 'female' | 'company'
export type AddressType = Gender
export type InvoiceType = 'monthly' | 'single'
export type InvoiceDispatchType = 'email' | 'post'
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'

/**
 * Spec section 9, in the week's order (Monday first, as Swiss calendars start it). Here, not with the
 * weekday rules, because the API's schemas read it on /login, where Temporal must not load.
 */
export const WEEKDAYS: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]
export type SortDirection = 'asc' | 'desc'
