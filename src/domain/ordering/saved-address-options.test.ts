import { describe, expect, it } from 'vitest'
import { anAddress } from '#testing/factories'
import { savedAddressOptions, searchSavedAddresses } from './saved-address-options'

const billingOnly = anAddress({ id: 1, label: 'Finanz AG', isBillingAddress: true, locationId: null })
const billingWithPlace = anAddress({ id: 2, label: 'Kasse AG', isBillingAddress: true, locationId: 1001 })
const shipping = anAddress({ id: 3, label: 'Alpha AG' })
const standardSender = anAddress({
  id: 4,
  label: 'Zentrale',
  isBillingAddress: true,
  locationId: null,
  standardSenderAddress: true,
})

describe('saved-address options', () => {
  it('the billing block offers only billing addresses', () => {
    const ids = savedAddressOptions(
      [billingOnly, billingWithPlace, shipping, standardSender],
      'invoiceAddress',
    )
    expect(ids.map((a) => a.id)).toEqual([1, 2, 4])
  })

  it('shipping blocks offer standard senders or receivers, non-billing addresses, or ones with a location id', () => {
    const ids = savedAddressOptions([billingOnly, billingWithPlace, shipping, standardSender], 'sender')
    expect(ids.map((a) => a.id)).toEqual([3, 2, 4])
  })

  it('are sorted by label', () => {
    const labels = ['Zürcher AG', 'alpha GmbH', 'Ämter', 'Beta'].map((label, id) => anAddress({ id, label }))
    expect(savedAddressOptions(labels, 'receiver').map((a) => a.label)).toEqual([
      'alpha GmbH',
      'Ämter',
      'Beta',
      'Zürcher AG',
    ])
  })

  it('every space-separated word must appear in the label, in any order, ignoring case', () => {
    const options = [
      anAddress({ id: 1, label: 'Muster AG, Anna Muster, Seestrasse 1, 8001 Zürich' }),
      anAddress({ id: 2, label: 'Muster AG, Bahnhofplatz 2, 3011 Bern' }),
    ]
    expect(searchSavedAddresses(options, 'zürich MUSTER').map((a) => a.id)).toEqual([1])
    expect(searchSavedAddresses(options, '  muster  ').map((a) => a.id)).toEqual([1, 2])
    expect(searchSavedAddresses(options, 'muster genf')).toEqual([])
    expect(searchSavedAddresses(options, '')).toEqual(options)
  })

  it('finds the right ones among 10,000 options', () => {
    const options = Array.from({ length: 10_000 }, (_, id) =>
      anAddress({ id, label: `Firma ${id}, Strasse ${id % 50}, ${8000 + (id % 100)} Ort` }),
    )
    const found = searchSavedAddresses(options, 'firma 9999')
    expect(found.map((a) => a.id)).toEqual([9999])
    expect(searchSavedAddresses(options, 'strasse 7, 8007').length).toBe(100)
  })
})
