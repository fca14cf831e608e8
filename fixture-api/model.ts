import type { PackagingSeed } from './data/catalog-content'

/** Records as the fixture keeps them: server field names (spec section 7), plus the owner. */

export type Locale = 'de' | 'fr' | 'it' | 'en'
export const LOCALES: readonly Locale[] = ['de', 'fr', 'it', 'en']
export type Anrede = 'male' | 'female' | 'company'
export type TransportTypeId = 1 | 3 | 4
export type InvoiceType = 'monthly' | 'single'
export type InvoiceDispatchType = 'email' | 'post'
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

export interface LocalityRecord {
  id: number
  code: string
  name_de: string
  name_fr: string
  name_it: string
  name_en: string
  is_active: boolean
  lat: number
  lon: number
}

export interface Organization {
  change_default_invoice_address_allowed: boolean
  select_or_create_invoice_address_allowed: boolean
  change_invoice_type_allowed: boolean
  change_invoice_email_allowed: boolean
  is_reference_required: boolean
  reference_msgs: Partial<Record<Locale, string>>
  use_default_coli: boolean
  default_coli_count: number
  default_coli_height: number
  default_coli_width: number
  default_coli_length: number
  default_coli_weight: number
  default_coli_description: string
  use_default_remark: boolean
  default_remark: string
}

export interface UserRecord {
  id: number
  username: string
  email: string
  passwordHash: string
  anrede: Anrede
  firma: string | null
  kontakt: string | null
  vorname: string | null
  nachname: string | null
  addresse: string
  postleitzahl: string
  ort: string
  newsletter: boolean
  phone: string
  invoice_type: InvoiceType
  invoice_dispatch_type: InvoiceDispatchType
  invoice_email: string
  invoice_language: Locale
  roles: string[]
  should_change_password: boolean
  organization: Organization
  /** Usernames this user may act as (X-Switch-User); needs ROLE_ALLOWED_TO_SWITCH. */
  switchable: string[]
  /** The courier's customer number, the first half of the displayed waybill number. */
  kundennummer: string
}

export interface ContactAddress {
  id: number
  firma: string
  kontakt: string
  addresse: string
  postleitzahl: string
  ort: string
  phone: string
  anrede: Anrede
  /** The location id; null for billing-only addresses kept as free text. */
  plz: number | null
}

export interface AddressRecord {
  owner: string
  kontaktadresse: ContactAddress
  default_absender: boolean
  default_empfaenger: boolean
  default_rechnungsadresse: boolean
  istRechnungsadresse: boolean
  readonly: boolean
}

export interface StopRecord {
  id: number
  kontaktadresse_id: number | null
  firma: string
  kontakt: string
  adresse: string
  /** The postcode (not the location id, unlike kontaktadresse.plz). */
  plz: string
  ort: string
  phone: string
  /** When this stop was served (ISO date-time), null while planned. */
  datetime: string | null
  time_start: string | null
  time_end: string | null
}

export interface ColiRecord {
  count: number
  description: string
  length: number
  weight: number
  height: number
  width: number
}

export interface ShipmentRecord {
  owner: string
  list: 'active' | 'archive'
  id: number
  extern_nr: string
  formatted_number: string
  rechnungsbeschreibung_offiziell: string
  state: number
  cancelled: boolean
  start: string
  end: string
  from: StopRecord[]
  to: StopRecord[]
  third: StopRecord[]
  colis: ColiRecord[]
  visiert_von: string | null
  tourenplan_aktiv: boolean
  pickup_datetime: string | null
  /** The delivery moment (ISO date-time); visier_date, visier_time and visier_datum derive from it. */
  visier_datetime: string | null
  pickup_from: string
  pickup_to: string
  drop_from: string
  drop_to: string
  transportart_id: TransportTypeId
  preis_netto: number
  preis_brutto: number
  invoice_type: InvoiceType
  rechnung_email_adressen: string[]
  saved_co2: number
  note: string
}

export interface OfferRecord {
  owner: string
  id: number
  created_at: string
  payload: unknown
}

export interface StandingOrderRecord {
  owner: string
  id: number
  formatted_number: string
  rechnungsbeschreibung_offiziell: string
  transportart_id: TransportTypeId
  customer_name: string
  from: StopRecord[]
  to: StopRecord[]
  standing_order_active_on: Weekday[]
  preis_netto: string
  pickup_from: string
  pickup_to: string
  drop_from: string
  drop_to: string
}

export type PackagingRecord = PackagingSeed & { id: number }
