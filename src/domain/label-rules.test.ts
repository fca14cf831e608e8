import { describe, expect, it } from 'vitest'
import type { Address } from './entities/address'
import { addressLabel, localizedName, locationLabel, packagingLabel } from './label-rules'

describe('addressLabel', () => {
  const full = {
    name: 'Muster AG',
    contact: 'Anna Muster',
    street: 'Bahnhofstrasse 1',
    zip: '8001',
    location: 'Zürich',
  }

  it('joins company, contact, street and zip location', () => {
    expect(addressLabel(full)).toBe('Muster AG, Anna Muster, Bahnhofstrasse 1, 8001 Zürich')
  })

  it('leaves out a missing contact', () => {
    expect(addressLabel({ ...full, contact: '' })).toBe('Muster AG, Bahnhofstrasse 1, 8001 Zürich')
    expect(addressLabel({ ...full, contact: null })).toBe('Muster AG, Bahnhofstrasse 1, 8001 Zürich')
    expect(addressLabel({ ...full, contact: undefined })).toBe('Muster AG, Bahnhofstrasse 1, 8001 Zürich')
    expect(addressLabel({ ...full, contact: '   ' })).toBe('Muster AG, Bahnhofstrasse 1, 8001 Zürich')
  })

  it('keeps a zip or location on its own', () => {
    expect(addressLabel({ ...full, location: '' })).toBe('Muster AG, Anna Muster, Bahnhofstrasse 1, 8001')
    expect(addressLabel({ ...full, zip: null })).toBe('Muster AG, Anna Muster, Bahnhofstrasse 1, Zürich')
  })

  it('skips every empty part without stray separators', () => {
    expect(addressLabel({ name: 'Muster AG' })).toBe('Muster AG')
    expect(addressLabel({ street: 'Gasse 2', zip: '3000' })).toBe('Gasse 2, 3000')
    expect(addressLabel({})).toBe('')
  })

  it('labels a product address as it is', () => {
    const address: Pick<Address, 'name' | 'contact' | 'street' | 'zip' | 'location'> = full
    expect(addressLabel(address)).toBe('Muster AG, Anna Muster, Bahnhofstrasse 1, 8001 Zürich')
  })

  it('trims the parts', () => {
    expect(addressLabel({ name: ' Muster AG ', street: 'Gasse 2 ', zip: ' 3000', location: 'Bern ' })).toBe(
      'Muster AG, Gasse 2, 3000 Bern',
    )
  })
})

describe('locationLabel', () => {
  it('is code then name', () => {
    expect(locationLabel('8001', 'Zürich')).toBe('8001 Zürich')
  })

  it('does not pad a missing part', () => {
    expect(locationLabel('8001', '')).toBe('8001')
    expect(locationLabel(null, 'Zürich')).toBe('Zürich')
    expect(locationLabel(undefined, undefined)).toBe('')
  })
})

describe('localizedName', () => {
  const biel = { name_de: 'Biel/Bienne', name_fr: 'Bienne', name_it: 'Bienna', name_en: 'Biel' }

  it.each([
    ['de', 'Biel/Bienne'],
    ['fr', 'Bienne'],
    ['it', 'Bienna'],
    ['en', 'Biel'],
  ] as const)('takes the current language %s', (locale, expected) => {
    expect(localizedName(biel, locale)).toBe(expected)
  })

  it('falls back to German before English', () => {
    expect(localizedName({ ...biel, name_it: null }, 'it')).toBe('Biel/Bienne')
    expect(localizedName({ ...biel, name_fr: '' }, 'fr')).toBe('Biel/Bienne')
    expect(localizedName({ name_de: 'Genf', name_en: 'Geneva' }, 'fr')).toBe('Genf')
  })

  it('falls back to English when German is missing too', () => {
    expect(localizedName({ name_en: 'Geneva', name_de: ' ' }, 'it')).toBe('Geneva')
    expect(localizedName({ name_en: 'Geneva' }, 'de')).toBe('Geneva')
  })

  it('never falls back to French or Italian', () => {
    expect(localizedName({ name_fr: 'Genève', name_it: 'Ginevra' }, 'en')).toBe('')
  })
})

describe('packagingLabel', () => {
  const box = { label_de: 'Karton gross', label_fr: 'Grand carton', label_it: null, label_en: '' }

  it('takes the current language', () => {
    expect(packagingLabel(box, 'fr')).toBe('Grand carton')
    expect(packagingLabel(box, 'de')).toBe('Karton gross')
  })

  it('falls back to German', () => {
    expect(packagingLabel(box, 'it')).toBe('Karton gross')
    expect(packagingLabel(box, 'en')).toBe('Karton gross')
  })

  it('is empty without any label', () => {
    expect(packagingLabel({}, 'en')).toBe('')
  })
})
