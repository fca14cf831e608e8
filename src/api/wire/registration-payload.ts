import type { Locale } from '#domain/entities/basics'
import {
  invoiceLanguageOf,
  type RegistrationAddress,
  type RegistrationForm,
} from '#domain/registration/registration-form'
import type { OrderAddressPayload } from './order-payload'

/** POST /register (spec section 7), in the server's field names. */
export interface RegistrationPayload {
  username: string
  email: string
  password: { first: string; second: string }
  /** The interface language at the time of the registration. */
  sprache: Locale
  type: 'male' | 'female'
  vorname: string
  nachname: string
  addresse: string
  postleitzahl: string
  ort: string
  phone: string
  default_absender: OrderAddressPayload | null
  default_empfaenger: OrderAddressPayload | null
  default_rechnungsadresse: OrderAddressPayload
  invoice_dispatch_type: 'email' | 'post'
  invoice_type: 'monthly' | 'single'
  invoice_mail: string
  invoice_language: Locale
  newsletter: boolean
}

/**
 * Spec section 3 "Order address payload": the billing address (biller true) has free zip and place
 * and sends no location id; the others send the place picked in the location search.
 */
export function toRegistrationAddressPayload(
  address: RegistrationAddress,
  billing: boolean,
): OrderAddressPayload {
  const payload: OrderAddressPayload = {
    anrede: address.type,
    firma: address.name.trim(),
    addresse: address.street.trim(),
    kontakt: address.contact.trim(),
    referenz: null,
    kontaktadresse_id: null,
    biller: billing,
    phone: address.phone.trim(),
    added: false,
    postleitzahl: address.zip.trim(),
    ort: address.location.trim(),
  }
  return billing ? payload : { ...payload, plz: address.locationId }
}

/**
 * The body of POST /register for a form whose three steps are valid. Text is trimmed, the password
 * is sent as typed; an optional address goes only when its box is ticked.
 */
export function toRegistrationPayload(
  form: RegistrationForm,
  interfaceLanguage: Locale,
): RegistrationPayload {
  return {
    username: form.username.trim(),
    email: form.email.trim(),
    password: { first: form.password, second: form.passwordRepeat },
    sprache: interfaceLanguage,
    type: form.type,
    vorname: form.firstname.trim(),
    nachname: form.lastname.trim(),
    addresse: form.street.trim(),
    postleitzahl: form.zip.trim(),
    ort: form.location.trim(),
    phone: form.phone.trim(),
    default_absender: form.addDefaultSenderAddress
      ? toRegistrationAddressPayload(form.defaultSenderAddress, false)
      : null,
    default_empfaenger: form.addDefaultReceiverAddress
      ? toRegistrationAddressPayload(form.defaultReceiverAddress, false)
      : null,
    default_rechnungsadresse: toRegistrationAddressPayload(form.invoiceAddress, true),
    invoice_dispatch_type: form.invoiceDispatchType,
    invoice_type: form.invoiceType,
    invoice_mail: form.invoiceMail.trim(),
    invoice_language: invoiceLanguageOf(form, interfaceLanguage),
    newsletter: form.newsletter,
  }
}
