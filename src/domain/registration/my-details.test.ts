import { describe, expect, it } from 'vitest'
import { aRegistrationForm } from '#testing/registration-form'
import { myDetailsAddress } from './my-details'

describe("the user step's details as an address", () => {
  it('gives the invoice address the name, street, zip, place and phone, as a person', () => {
    expect(myDetailsAddress(aRegistrationForm({ firstname: ' Anna ', type: 'female' }), true)).toEqual({
      type: 'female',
      name: 'Anna Muster',
      contact: '',
      street: 'Seestrasse 1',
      zip: '8001',
      location: 'Zürich',
      phone: '+41 44 000 00 01',
    })
  })

  it('leaves a shipping address its place, which comes from the location search', () => {
    const address = myDetailsAddress(aRegistrationForm(), false)
    expect(address).not.toHaveProperty('zip')
    expect(address).not.toHaveProperty('location')
    expect(address).not.toHaveProperty('locationId')
    expect(address.name).toBe('Anna Muster')
  })
})
