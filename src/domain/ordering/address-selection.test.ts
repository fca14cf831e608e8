import { describe, expect, it } from 'vitest'
import { anAddress } from '#testing/factories'
import { clearSavedAddress, lockedFields, selectSavedAddress } from './address-selection'

const saved = anAddress({ id: 9, label: 'Muster AG, Seestrasse 1, 8001 Zürich', standardSenderAddress: true })

describe('choosing a saved address in an order block', () => {
  it('fills the block and marks it chosen', () => {
    const { address, inactiveZip } = selectSavedAddress(saved, 'sender', true)
    expect(inactiveZip).toBe(false)
    expect(address).toMatchObject({
      id: 9,
      name: 'Muster AG',
      street: 'Seestrasse 1',
      locationId: 1001,
      saved: { id: 9, label: saved.label, hasLocation: true },
      save: false,
    })
  })

  it('a person’s name splits into first and last name', () => {
    const person = anAddress({ type: 'female', name: 'Eva Maria Roth' })
    expect(selectSavedAddress(person, 'receiver', true).address).toMatchObject({
      firstname: 'Eva',
      lastname: 'Maria Roth',
      name: '',
    })
  })

  it('an inactive location in a shipping block warns and clears id, locationId and location', () => {
    const { address, inactiveZip } = selectSavedAddress(saved, 'receiver', false)
    expect(inactiveZip).toBe(true)
    expect(address).toMatchObject({ id: null, locationId: null, location: '', street: 'Seestrasse 1' })
  })

  it('an inactive (P.O. box) location leaves the place picker editable, so a valid postcode can be entered', () => {
    const { address } = selectSavedAddress(saved, 'receiver', false)
    expect(lockedFields(address)).toEqual({ name: true, type: true, street: true, location: false })
    expect(address.saved).toMatchObject({ id: 9, label: saved.label })
  })

  it('a saved address without a location id also warns, and its location stays editable', () => {
    const noPlace = anAddress({ id: 5, locationId: null })
    const { address, inactiveZip } = selectSavedAddress(noPlace, 'sender', null)
    expect(inactiveZip).toBe(true)
    expect(lockedFields(address)).toEqual({ name: true, type: true, street: true, location: false })
  })

  it('the billing block never warns about the postcode', () => {
    expect(selectSavedAddress(anAddress({ locationId: null }), 'invoiceAddress', false).inactiveZip).toBe(
      false,
    )
  })

  it('after a selection name, type, street and location are locked; before it nothing is', () => {
    const { address } = selectSavedAddress(saved, 'sender', true)
    expect(lockedFields(address)).toEqual({ name: true, type: true, street: true, location: true })
    expect(lockedFields(clearSavedAddress(address))).toEqual({
      name: false,
      type: false,
      street: false,
      location: false,
    })
  })

  it('clearing the selection resets id, saved, locationId and the standard flags', () => {
    const { address } = selectSavedAddress(saved, 'sender', true)
    expect(clearSavedAddress(address)).toMatchObject({
      id: null,
      saved: null,
      locationId: null,
      standardSenderAddress: false,
      standardReceiverAddress: false,
      standardBillingAddress: false,
      name: 'Muster AG',
    })
  })
})
