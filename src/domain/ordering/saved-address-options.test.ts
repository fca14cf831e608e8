import { describe, expect, it } from 'vitest'
import { anAddress } from '#testing/factories'
import {
  createSavedAddressSearch,
  labelledOptions,
  savedAddressOptions,
  searchSavedAddresses,
} from './saved-address-options'

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

describe('the selector as one types', () => {
  const WORDS = ['Gartenbau', 'Müller', 'AG', 'Seestrasse', 'Zürich', 'Bern', '8001', '3011', 'Rösti']
  let seed = 17
  const random = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed % below
  }
  const word = () => WORDS[random(WORDS.length)] as string
  /** What a user types, keystroke by keystroke: typing on, deleting a letter, starting again. */
  function* typing(steps: number): Generator<string> {
    const letters = 'aeiourstnüg 0138'
    let text = ''
    for (let step = 0; step < steps; step++) {
      const move = random(8)
      text =
        move === 0
          ? ''
          : move === 1
            ? text.slice(0, -1)
            : `${text}${letters[random(letters.length)] as string}`
      yield text
    }
  }
  const options = Array.from({ length: 400 }, (_, id) =>
    anAddress({ id, label: `${word()} ${word()}, ${word()} ${id % 40}, ${word()}` }),
  )

  it('finds exactly what searchSavedAddresses finds at every keystroke, typing on, deleting and starting again', () => {
    const search = createSavedAddressSearch()
    for (const text of typing(400))
      expect(search(options, text), JSON.stringify(text)).toEqual(searchSavedAddresses(options, text))
  })

  it('searches a new address book in full, not the last matches of the one before', () => {
    const search = createSavedAddressSearch()
    expect(search(options.slice(0, 10), 'g').length).toBeLessThanOrEqual(10)
    const grown = [...options, anAddress({ id: 999, label: 'Gartenbau Neu AG, Thun' })]
    expect(search(grown, 'ga').map((a) => a.id)).toContain(999)
  })

  it('answers the first matches up to its limit at every keystroke, the same as a whole search cut there', () => {
    for (const limit of [1, 5, 12]) {
      const search = createSavedAddressSearch(limit)
      for (const text of typing(400))
        expect(search(options, text), `${limit} ${JSON.stringify(text)}`).toEqual(
          searchSavedAddresses(options, text).slice(0, limit),
        )
    }
  })

  it('stops reading the book at its limit: a first letter found everywhere reads a few labels, not all', () => {
    const many = Array.from({ length: 10_000 }, (_, id) =>
      anAddress({ id, label: `Gartenbau ${id}, Zürich` }),
    )
    const labels = labelledOptions(many)
    let read = 0
    for (const entry of labels) {
      const { label } = entry
      Object.defineProperty(entry, 'label', {
        get: () => {
          read++
          return label
        },
      })
    }
    const search = createSavedAddressSearch(101)
    expect(search(many, 'g')).toHaveLength(101)
    expect(read).toBe(101)
    expect(search(many, 'ga').map((address) => address.id)).toEqual(many.slice(0, 101).map((a) => a.id))
    expect(read).toBe(202)
  })
})
