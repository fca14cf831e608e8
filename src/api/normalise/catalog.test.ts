import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LocationSchema, PackagingSchema, PriceErrorSchema, PriceSchema } from '#api/schemas/catalog'
import { toLocation, toPackagingTemplate, toPriceError, toPriceOutcome, toSavedEmission } from './catalog'

const zurich = {
  id: 1001,
  code: '8001',
  name_de: 'Zürich',
  name_fr: 'Zurich',
  name_it: 'Zurigo',
  name_en: 'Zurich',
  is_active: true,
}
const location = (raw: unknown, locale: 'de' | 'fr' | 'it' | 'en') =>
  toLocation(v.parse(LocationSchema, raw), locale)

describe('location', () => {
  it("label 'code name' in the current language", () => {
    expect(location(zurich, 'it')).toEqual({
      id: 1001,
      label: '8001 Zurigo',
      name: 'Zurigo',
      code: '8001',
      is_active: true,
    })
    expect(location(zurich, 'de').label).toBe('8001 Zürich')
  })

  it('falls back to German, then English (decisions)', () => {
    expect(location({ id: 1, code: '3000', name_de: 'Bern', name_en: 'Berne' }, 'fr').name).toBe('Bern')
    expect(location({ id: 1, code: '3000', name_en: 'Berne' }, 'it').name).toBe('Berne')
    expect(location({ id: 1, code: '3000', name_fr: '', name_de: 'Bern' }, 'fr').name).toBe('Bern')
  })

  it('keeps is_active (inactive P.O.-box codes); absent means active', () => {
    expect(location({ ...zurich, is_active: false }, 'de').is_active).toBe(false)
    const { is_active: _dropped, ...search } = zurich
    expect(location(search, 'de').is_active).toBe(true)
  })

  it('a place without any name is malformed', () => {
    expect(v.safeParse(LocationSchema, { id: 1, code: '3000' }).success).toBe(false)
  })
})

describe('packaging template', () => {
  const row = { id: 1, label_de: 'Couvert C5', label_fr: 'Enveloppe C5', width: 16, height: 1, length: 23 }
  it('label in the locale, else label_de', () => {
    const read = (locale: 'de' | 'fr' | 'it' | 'en') =>
      toPackagingTemplate(v.parse(PackagingSchema, row), locale)
    expect(read('fr')).toEqual({ id: 1, label: 'Enveloppe C5', width: 16, height: 1, length: 23 })
    expect(read('it').label).toBe('Couvert C5')
  })
})

describe('price', () => {
  it('maps a result', () => {
    const data = v.parse(PriceSchema, {
      totalduration: '03:10',
      estimated_time_of_arrival: '13:10',
      price_inkl_mwst: 125.65,
      transportart_id: 1,
      saved_co2: 27295,
    })
    expect(toPriceOutcome(data)).toEqual({
      kind: 'result',
      totalDuration: '03:10',
      eta: '13:10',
      priceInclVat: 125.65,
      transportTypeId: 1,
      savedCo2Grams: 27295,
    })
  })

  it('a result without saved_co2 (optional, spec section 3) is still a price, with no CO2 to show', () => {
    for (const missing of [{}, { saved_co2: null }]) {
      const data = v.parse(PriceSchema, {
        totalduration: '01:05',
        estimated_time_of_arrival: '10:35:00',
        price_inkl_mwst: 48.5,
        transportart_id: 3,
        ...missing,
      })
      expect(toPriceOutcome(data)).toMatchObject({ kind: 'result', priceInclVat: 48.5, savedCo2Grams: null })
    }
    // A value of the wrong kind is still malformed.
    expect(
      v.safeParse(PriceSchema, {
        totalduration: '01:05',
        estimated_time_of_arrival: '10:35',
        price_inkl_mwst: 48.5,
        transportart_id: 3,
        saved_co2: 'viel',
      }).success,
    ).toBe(false)
  })

  it('an empty array is no result; a non-empty array is malformed', () => {
    expect(toPriceOutcome(v.parse(PriceSchema, []))).toEqual({ kind: 'noresult' })
    expect(v.safeParse(PriceSchema, [{ price_inkl_mwst: 1 }]).success).toBe(false)
  })

  it('maps the coded refusals, with the direct-run cutoff when given', () => {
    const read = (raw: unknown) => toPriceError(v.parse(PriceErrorSchema, raw))
    expect(read({ error: 'weekend', message: 'Pickup time is on a weekend.' })).toEqual({
      kind: 'error',
      code: 'weekend',
    })
    expect(read({ error: 'delivery_time_direct', message: 'x', max_delivery_time_direct: '19:00' })).toEqual({
      kind: 'error',
      code: 'delivery_time_direct',
      maxDeliveryTimeDirect: '19:00',
    })
    expect(v.safeParse(PriceErrorSchema, { error: 'unknown_code' }).success).toBe(false)
  })
})

describe('saved emission', () => {
  it('is never below 0 (spec section 9)', () => {
    expect(toSavedEmission({ savedEmissionThisYear: -3 })).toEqual({ savedEmissionThisYear: 0 })
    expect(toSavedEmission({ savedEmissionThisYear: 8652.12 })).toEqual({ savedEmissionThisYear: 8652.12 })
  })
})
