import { describe, expect, it } from 'vitest'
import { anAddress, MUSTER_AG } from '#testing/factories'
import { addressLines, defaultAddressBoxes } from './default-addresses'

const none = { defaultSenderAddress: null, defaultReceiverAddress: null, defaultInvoiceAddress: null }

describe('default address boxes (spec section 2)', () => {
  it('one box each for the default sender, receiver and invoice address, in that order', () => {
    const sender = anAddress({ id: 11 })
    const receiver = anAddress({ id: 12 })
    const invoice = anAddress({ id: 13 })
    const boxes = defaultAddressBoxes({
      defaultSenderAddress: sender,
      defaultReceiverAddress: receiver,
      defaultInvoiceAddress: invoice,
    })
    expect(boxes.map((box) => [box.kind, box.address])).toEqual([
      ['sender', sender],
      ['receiver', receiver],
      ['invoice', invoice],
    ])
  })

  it('a box with an address links to EditAddress of that address', () => {
    const boxes = defaultAddressBoxes({ ...none, defaultReceiverAddress: anAddress({ id: 42 }) })
    expect(boxes[1]?.link).toEqual({ to: 'edit', id: 42 })
  })

  it('a box with no address set links to the address book', () => {
    const boxes = defaultAddressBoxes(none)
    expect(boxes.map((box) => box.link)).toEqual([
      { to: 'addressBook' },
      { to: 'addressBook' },
      { to: 'addressBook' },
    ])
    expect(boxes.every((box) => box.address === null)).toBe(true)
  })

  it('an address without an id is shown but set in the address book', () => {
    const boxes = defaultAddressBoxes({ ...none, defaultInvoiceAddress: anAddress({ id: null }) })
    expect(boxes[2]?.address).not.toBeNull()
    expect(boxes[2]?.link).toEqual({ to: 'addressBook' })
  })
})

describe('address lines of a box (spec section 2)', () => {
  it('company or name, contact, street, zip and location, and phone', () => {
    const address = anAddress(MUSTER_AG)
    expect(addressLines(address)).toEqual([
      'Muster AG',
      'Anna Muster',
      'Seestrasse 1',
      '8001 Zürich',
      '+41 44 000 00 01',
    ])
  })

  it('leaves out what is empty and keeps a street of two lines as two', () => {
    const address = anAddress({
      name: 'Hans Muster',
      contact: '',
      street: 'Postfach 12\nBahnhofplatz 1',
      zip: '',
      location: 'Bern',
      phone: ' ',
    })
    expect(addressLines(address)).toEqual(['Hans Muster', 'Postfach 12', 'Bahnhofplatz 1', 'Bern'])
  })
})
