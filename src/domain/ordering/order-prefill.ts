import { Temporal } from 'temporal-polyfill'
import type { Address } from '#domain/entities/address'
import type { Organization } from '#domain/entities/organization'
import type { ShipmentDetail, ShipmentStop } from '#domain/entities/shipment'
import { defaultPickup } from '#domain/pickup-time'
import { selectSavedAddress } from './address-selection'
import { organizationColis } from './coli-list'
import { type AddressBlockKind, emptyOrderAddress, type OrderAddress, type OrderForm } from './order-form'
import { splitName } from './person-name'

function storedDate(date: string): Temporal.PlainDate | undefined {
  try {
    return date.trim() === '' ? undefined : Temporal.PlainDate.from(date.trim(), { overflow: 'reject' })
  } catch {
    return undefined
  }
}

/**
 * Spec section 4, default date and time: a past date becomes today; a time more than 5 minutes in
 * the past becomes now rounded up to the next 5 minutes (Europe/Zurich).
 */
export function withDefaultPickup(form: OrderForm, now: Temporal.Instant): OrderForm {
  const pickup = defaultPickup({ date: storedDate(form.date), time: form.time || undefined }, now)
  return { ...form, date: pickup.date.toString(), time: pickup.time }
}

/** Spec section 4, organization defaults: default colis and the default remark. */
export function withOrganizationDefaults(form: OrderForm, organization: Organization): OrderForm {
  const colis = organizationColis(organization)
  return {
    ...form,
    ...(colis ? { colis } : {}),
    ...(organization.use_default_remark ? { notes: organization.default_remark } : {}),
  }
}

const STANDARD_FLAG = {
  sender: 'standardSenderAddress',
  receiver: 'standardReceiverAddress',
  invoiceAddress: 'standardBillingAddress',
} as const satisfies Record<AddressBlockKind, keyof Address>

/** A block the user has not filled: no saved address, no name and no street (a place alone may be there). */
export const untouched = (address: OrderAddress) =>
  address.saved === null && address.name === '' && address.lastname === '' && address.street === ''

/**
 * Spec section 4, standard preselection: each block takes the first address with its standard
 * flag. A block the user has already filled is left alone.
 */
export function preselectStandard(form: OrderForm, addresses: readonly Address[]): OrderForm {
  const next = { ...form }
  for (const block of ['sender', 'receiver', 'invoiceAddress'] as const) {
    const standard = addresses.find((address) => address[STANDARD_FLAG[block]])
    if (!standard || !untouched(form[block])) continue
    next[block] = { ...selectSavedAddress(standard, block, null).address, save: false }
  }
  return next
}

function fromStop(stop: ShipmentStop | undefined, contact: Address | null): OrderAddress {
  const base = emptyOrderAddress()
  if (!stop) return base
  const saved = contact ? selectSavedAddress(contact, 'sender', null).address : base
  const person = saved.type !== 'company'
  return {
    ...saved,
    // The shipment's own values replace the saved address's (spec section 4).
    name: person ? '' : stop.name,
    ...(person ? splitName(stop.name) : {}),
    contact: stop.contact,
    street: stop.address,
    phone: stop.phone,
    zip: contact ? saved.zip : stop.zip,
    location: contact ? saved.location : stop.location,
    id: contact ? saved.id : stop.kontaktadresse_id,
  }
}

/**
 * Spec section 4, re-order: sender and receiver from the first from and to stops (overlaid on the
 * saved contact address when it could be fetched), invoice mail, invoice type and colis from the
 * shipment, and today's date.
 */
export type ReorderSource = Pick<
  ShipmentDetail,
  'from' | 'to' | 'colis' | 'invoiceType' | 'invoiceEmailAddresses'
>

export function reorderForm(
  base: OrderForm,
  shipment: ReorderSource,
  contacts: { from: Address | null; to: Address | null },
  today: Temporal.PlainDate,
): OrderForm {
  const colis = shipment.colis.map((coli) => ({
    notes: coli.notes,
    length: String(coli.length),
    width: String(coli.width),
    height: String(coli.height),
    weight: String(coli.weight),
    palette: false,
  }))
  return {
    ...base,
    date: today.toString(),
    sender: fromStop(shipment.from[0], contacts.from),
    receiver: fromStop(shipment.to[0], contacts.to),
    invoiceMail: shipment.invoiceEmailAddresses[0] ?? '',
    invoiceType: shipment.invoiceType,
    ...(colis.length > 0 ? { colis: { count: String(colis.length), colis } } : {}),
  }
}
