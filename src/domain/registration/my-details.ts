import type { RegistrationAddress, RegistrationForm } from '#domain/registration/registration-form'

/**
 * The user step's details as an address: the person's name, street and phone; zip and place too for
 * the invoice address, whose place is free text. A shipping address's place comes from the location
 * search, so it is left to be picked there.
 */
export function myDetailsAddress(form: RegistrationForm, billing: boolean): Partial<RegistrationAddress> {
  const name = [form.firstname.trim(), form.lastname.trim()].filter(Boolean).join(' ')
  const person = { type: form.type, name, contact: '', street: form.street.trim(), phone: form.phone.trim() }
  return billing ? { ...person, zip: form.zip.trim(), location: form.location.trim() } : person
}
