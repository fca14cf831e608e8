import {
  emptyRegistrationAddress,
  emptyRegistrationForm,
  type RegistrationAddress,
  type RegistrationForm,
} from '#domain/registration/registration-form'
import { MUSTER_AG } from './factories'

/** Test support: a registration form whose three steps pass every rule; override what a test is about. */
export function aRegistrationAddress(overrides: Partial<RegistrationAddress> = {}): RegistrationAddress {
  return {
    ...emptyRegistrationAddress(),
    ...MUSTER_AG,
    ...overrides,
  }
}

export function aRegistrationForm(overrides: Partial<RegistrationForm> = {}): RegistrationForm {
  return {
    ...emptyRegistrationForm(),
    type: 'female',
    firstname: 'Anna',
    lastname: 'Muster',
    street: 'Seestrasse 1',
    zip: '8001',
    location: 'Zürich',
    phone: '+41 44 000 00 01',
    email: 'anna@muster.ch',
    username: 'anna.muster',
    password: 'geheim-123',
    passwordRepeat: 'geheim-123',
    tosAccepted: true,
    invoiceAddress: aRegistrationAddress({ locationId: null, phone: '+41 44 000 00 02' }),
    invoiceMail: 'rechnung@muster.ch',
    ...overrides,
  }
}
