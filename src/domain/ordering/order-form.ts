import * as v from 'valibot'
import { emptyAddressInput } from '#domain/changes/address-save'
import type { AddressType, InvoiceType } from '#domain/entities/basics'

/**
 * The order / offer form of spec section 3, which is also the stored draft. The price calculator
 * and the dashboard's calculator widget write into the same order draft (decisions: drafts): its
 * from and to are the sender's and the receiver's location, its colis the draft's colis.
 *
 * Values are kept as the user typed them (dimensions as text, the time as 'HHmm'): a draft must
 * give back exactly what was typed, and the rules in order-form-schema.ts judge the text.
 */

/** Which of the three address blocks: billing rules apply to invoiceAddress only. */
export type AddressBlockKind = 'sender' | 'receiver' | 'invoiceAddress'

/** The saved address chosen in a block's selector (spec section 3: "saved"). */
export interface SavedChoice {
  id: number
  /** The option label, shown in the selector while chosen. */
  label: string
  /** A saved address without a location id leaves the location editable (spec section 2). */
  hasLocation: boolean
}

export interface OrderAddress {
  /** The address-book id once chosen or saved; null for an address typed into the order. */
  id: number | null
  type: AddressType
  /** Company name for type company; for a person the payload's firma is 'firstname lastname'. */
  name: string
  firstname: string
  lastname: string
  contact: string
  street: string
  zip: string
  location: string
  phone: string
  locationId: number | null
  standardSenderAddress: boolean
  standardReceiverAddress: boolean
  standardBillingAddress: boolean
  isBillingAddress: boolean
  readonly: boolean
  saved: SavedChoice | null
  /** "Save to address book". */
  save: boolean
}

export interface OrderColi {
  /** The description; the price calculator's colis have none (notes disabled). */
  notes: string
  /** cm, as typed: a non-negative decimal. */
  length: string
  width: string
  height: string
  /** kg, as typed. */
  weight: string
  palette: boolean
}

export interface OrderColis {
  /** As typed; the list follows it, capped at 15 (spec section 5). */
  count: string
  colis: OrderColi[]
}

export interface OrderForm {
  /** 'YYYY-MM-DD' (the date picker's value); shown as dd.MM.yyyy. */
  date: string
  /** 'HHmm' (spec section 3), entered through a ##:## mask. */
  time: string
  colis: OrderColis
  notes: string
  sender: OrderAddress
  receiver: OrderAddress
  invoiceAddress: OrderAddress
  syncEmailLetter: boolean
  emailClient: string
  emailLetter: string
  invoiceReference: string
  invoiceType: InvoiceType
  invoiceMail: string
}

export function emptyOrderAddress(): OrderAddress {
  return { ...emptyAddressInput(), firstname: '', lastname: '', readonly: false, saved: null, save: false }
}

/** Spec section 3: the default list is count 1 with one empty coli (notes empty, palette false). */
export function emptyColi(): OrderColi {
  return { notes: '', length: '', width: '', height: '', weight: '', palette: false }
}

/** An empty form; date and time are filled by defaultPickup when the form opens. */
export function emptyOrderForm(): OrderForm {
  return {
    date: '',
    time: '',
    colis: { count: '1', colis: [emptyColi()] },
    notes: '',
    sender: emptyOrderAddress(),
    receiver: emptyOrderAddress(),
    invoiceAddress: { ...emptyOrderAddress(), isBillingAddress: true },
    syncEmailLetter: true,
    emailClient: '',
    emailLetter: '',
    invoiceReference: '',
    invoiceType: 'monthly',
    invoiceMail: '',
  }
}

// Reading a stored draft back: every key falls back on its own, so a draft written by an older
// version, or only partly by the price calculator, still opens with what it holds.
const text = v.fallback(v.string(), '')
const flag = v.fallback(v.boolean(), false)
const id = v.fallback(v.nullable(v.number()), null)

const storedAddress = (billing: boolean) =>
  v.fallback(
    v.object({
      id,
      type: v.fallback(v.picklist(['company', 'male', 'female']), 'company'),
      name: text,
      firstname: text,
      lastname: text,
      contact: text,
      street: text,
      zip: text,
      location: text,
      phone: text,
      locationId: id,
      standardSenderAddress: flag,
      standardReceiverAddress: flag,
      standardBillingAddress: flag,
      isBillingAddress: v.fallback(v.boolean(), billing),
      readonly: flag,
      saved: v.fallback(
        v.nullable(v.object({ id: v.number(), label: v.string(), hasLocation: v.boolean() })),
        null,
      ),
      save: flag,
    }),
    () => ({ ...emptyOrderAddress(), isBillingAddress: billing }),
  )

const storedColi = v.object({
  notes: text,
  length: text,
  width: text,
  height: text,
  weight: text,
  palette: flag,
})

/** The draft as stored in the replica (db/queries/drafts): a partial or damaged key reads as its default. */
export const orderDraftSchema = v.object({
  date: text,
  time: text,
  colis: v.fallback(
    v.object({
      count: v.fallback(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), '1'),
      colis: v.fallback(v.array(storedColi), () => [emptyColi()]),
    }),
    () => ({ count: '1', colis: [emptyColi()] }),
  ),
  notes: text,
  sender: storedAddress(false),
  receiver: storedAddress(false),
  invoiceAddress: storedAddress(true),
  syncEmailLetter: v.fallback(v.boolean(), true),
  emailClient: text,
  emailLetter: text,
  invoiceReference: text,
  invoiceType: v.fallback(v.picklist(['monthly', 'single']), 'monthly'),
  invoiceMail: text,
}) satisfies v.GenericSchema<unknown, OrderForm>
