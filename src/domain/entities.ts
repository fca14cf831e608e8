import type { Temporal } from 'temporal-polyfill'

/**
 * Product entities (spec section 3): what the UI, the worker and the replica work with. The server's
 * German field names stay in src/api; only names the spec keeps (transportart_id, is_active,
 * kontaktadresse_id, the organization flags) pass through unchanged.
 */

export type Locale = 'de' | 'fr' | 'it' | 'en'
export type Gender = 'male' | 'female' | 'company'
export type AddressType = Gender
export type InvoiceType = 'monthly' | 'single'
export type InvoiceDispatchType = 'email' | 'post'
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'
export type SortDirection = 'asc' | 'desc'

/** The flags of spec section 3 keep their server names: spec section 6 refers to them so. */
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

export interface Profile {
  id: number
  username: string
  email: string
  gender: Gender
  /** Filled for a company; '' otherwise. */
  company: string
  contact: string
  /** Filled for a person; '' otherwise. */
  firstname: string
  lastname: string
  street: string
  zip: string
  location: string
  newsletter: boolean
  phone: string
  invoiceType: InvoiceType
  invoiceDispatchType: InvoiceDispatchType
  invoiceEmail: string
  invoiceLanguage: Locale
  defaultSenderAddress: Address | null
  defaultReceiverAddress: Address | null
  defaultInvoiceAddress: Address | null
  canSwitchUser: boolean
  shouldChangePassword: boolean
  organization: Organization
}

/** The fields a profile save sends (spec section 3): the invoice settings change only on request. */
export type ProfileUpdate = Omit<
  Profile,
  | 'invoiceType'
  | 'invoiceDispatchType'
  | 'invoiceEmail'
  | 'defaultSenderAddress'
  | 'defaultReceiverAddress'
  | 'defaultInvoiceAddress'
  | 'canSwitchUser'
  | 'shouldChangePassword'
  | 'organization'
>

export interface Address {
  /** null for an address not yet in the address book. */
  id: number | null
  type: AddressType
  name: string
  street: string
  contact: string
  zip: string
  location: string
  phone: string
  /** The zip record's id; null for billing-only addresses kept as free text. */
  locationId: number | null
  locationObject: { name: string; code: string } | null
  /** company, contact (if any), street, 'zip location', joined by ', '. */
  label: string
  standardSenderAddress: boolean
  standardReceiverAddress: boolean
  standardBillingAddress: boolean
  isBillingAddress: boolean
  readonly: boolean
}

/** What an address save needs; label, readonly and locationObject are derived or server-owned. */
export type AddressInput = Omit<Address, 'label' | 'readonly' | 'locationObject'>

export interface Location {
  id: number
  /** 'code name' */
  label: string
  name: string
  code: string
  is_active: boolean
}

export interface Stop {
  type: 'from' | 'to'
  name: string
  contact: string
  address: string
  zip: string
  location: string
  phone: string
  timeStart: string | null
  timeEnd: string | null
}

export interface ShipmentStop extends Stop {
  id: number
  kontaktadresse_id: number | null
  /** When the stop was served (ISO date-time), null while planned. */
  datetime: string | null
}

export interface ShipmentListItem {
  key: number
  externalNumber: string
  reference: string
  state: number
  cancelled: boolean
  /** ISO date-times as the server sends them. */
  start: string
  end: string
  from: ShipmentStop[]
  to: ShipmentStop[]
  numberOfColis: number
  totalWeight: number
  visierName: string | null
  isTour: boolean
  pickedUp: string | null
  /** visier_date + visier_time read as Zurich wall-clock time. */
  delivered: Temporal.Instant | null
  pickupFrom: string | null
  pickupTo: string | null
  deliveryFrom: string | null
  deliveryTo: string | null
  transportart_id: number
}

/** One physical coli: the server's count is expanded into that many entries. */
export interface ShipmentColi {
  notes: string
  length: number
  width: number
  height: number
  weight: number
}

export interface ShipmentDetail extends ShipmentListItem {
  colis: ShipmentColi[]
  priceExclVat: number
  priceInclVat: number
  invoiceType: InvoiceType
  invoiceEmailAddresses: string[]
}

export interface TrackingStop {
  zip: string
  location: string
}

export interface TrackingResult {
  state: number
  cancelled: boolean
  from: TrackingStop[]
  to: TrackingStop[]
  pickedUp: string | null
  delivered: Temporal.Instant | null
  visierName: string | null
  startDate: string
  startTime: string
  endDate: string
  endTime: string
  externalNumber: string
  /** 'kundennummer-extern_nr' when the courier list exists, else extern_nr. */
  waybillNumber: string
}

export interface StandingOrder {
  key: number
  number: string
  reference: string
  /** transportart_id */
  type: number
  customerName: string
  from: Stop[]
  to: Stop[]
  days: Weekday[]
  /** CHF excl. VAT, a numeric string with 2 decimals. */
  price: string
  pickupFrom: string | null
  pickupTo: string | null
  deliveryFrom: string | null
  deliveryTo: string | null
  isTour: true
}

export type PriceErrorCode =
  | 'max_weight'
  | 'delivery_time_train'
  | 'delivery_time_direct'
  | 'weekend'
  | 'holiday'
  | 'time'

export type PriceOutcome =
  | {
      kind: 'result'
      /** 'HH:MM' */
      totalDuration: string
      /** 'HH:mm' */
      eta: string
      priceInclVat: number
      transportTypeId: number
      savedCo2Grams: number
    }
  | { kind: 'noresult' }
  | { kind: 'error'; code: PriceErrorCode; maxDeliveryTimeDirect?: string }

export interface PackagingTemplate {
  id: number
  label: string
  width: number
  height: number
  length: number
}

export interface Employee {
  image: { src: string; srcset: string }
  firstname: string
  lastname: string
  position: string
  phone: string
  email: string
}

export interface ServiceInfo {
  title: string
  /** Untrusted HTML: sanitise before rendering. */
  description: string
}

export interface BlogItem {
  link: string
  title: string
  imageUrl: string | null
}

export interface SavedEmission {
  /** kg, never below 0 */
  savedEmissionThisYear: number
}

export interface ShipmentsSummary {
  readyForPickup: number
  inTransit: number
  delivered: number
}

export interface SwitchableUser {
  username: string
}

export interface Page<T> {
  total: number
  items: T[]
}
