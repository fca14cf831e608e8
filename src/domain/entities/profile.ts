import type { Address } from './address'
import type { Gender, InvoiceDispatchType, InvoiceType, Locale } from './basics'
import type { Organization } from './organization'

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
