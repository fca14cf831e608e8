import type { ProfileData, ProfileUpdateBody } from '#api/schemas/profile'
import type { Profile, ProfileUpdate } from '#domain/entities/profile'
import { invoiceEmailOf } from '#domain/profile/invoice-settings'
import { toAddress } from './address'

export const SWITCH_ROLE = 'ROLE_ALLOWED_TO_SWITCH'

export function toProfile(data: ProfileData): Profile {
  const isCompany = data.anrede === 'company'
  return {
    id: data.id,
    username: data.username,
    email: data.email,
    gender: data.anrede,
    // Spec section 3: firma/kontakt belong to companies, vorname/nachname to persons.
    company: isCompany ? data.firma : '',
    contact: isCompany ? data.kontakt : '',
    firstname: isCompany ? '' : data.vorname,
    lastname: isCompany ? '' : data.nachname,
    street: data.addresse,
    zip: data.postleitzahl,
    location: data.ort,
    newsletter: data.newsletter,
    phone: data.phone,
    invoiceType: data.invoice_type,
    invoiceDispatchType: data.invoice_dispatch_type,
    invoiceEmail: invoiceEmailOf(data.invoice_email, data.email),
    invoiceLanguage: data.invoice_language,
    defaultSenderAddress: data.default_absender ? toAddress(data.default_absender) : null,
    defaultReceiverAddress: data.default_empfaenger ? toAddress(data.default_empfaenger) : null,
    defaultInvoiceAddress: data.default_rechnungsadresse ? toAddress(data.default_rechnungsadresse) : null,
    canSwitchUser: data.roles.includes(SWITCH_ROLE),
    shouldChangePassword: data.should_change_password,
    organization: data.organization,
  }
}

/** The fields spec section 3 lists for a profile save; the other type's name fields go as null. */
export function toProfileUpdateBody(update: ProfileUpdate): ProfileUpdateBody {
  const isCompany = update.gender === 'company'
  return {
    id: update.id,
    username: update.username,
    email: update.email,
    anrede: update.gender,
    firma: isCompany ? update.company : null,
    kontakt: isCompany ? update.contact : null,
    vorname: isCompany ? null : update.firstname,
    nachname: isCompany ? null : update.lastname,
    addresse: update.street,
    postleitzahl: update.zip,
    ort: update.location,
    newsletter: update.newsletter,
    phone: update.phone,
    invoice_language: update.invoiceLanguage,
  }
}
