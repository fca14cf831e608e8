import { describe, expect, it } from 'vitest'
import { fixtureHarness } from '#api/testing/harness'
import { zurichToBern } from '#api/testing/samples'

describe('prices against the fixture API (clock: Wednesday 18.11.2026 09:00)', () => {
  it('a result, with every query parameter of spec section 7', async () => {
    const h = await fixtureHarness('customer')
    const outcome = await h.api.prices.get(zurichToBern)
    expect(outcome).toEqual({
      kind: 'result',
      totalDuration: expect.stringMatching(/^\d{2}:\d{2}$/),
      eta: expect.stringMatching(/^\d{2}:\d{2}$/),
      priceInclVat: expect.any(Number),
      transportTypeId: 1,
      savedCo2Grams: expect.any(Number),
    })
    const params = h.to('/get-price')[0]?.url.searchParams
    expect(Object.fromEntries(params ?? [])).toEqual({
      to_zip: '3011',
      to_location: 'Bern',
      from_zip: '8001',
      from_location: 'Zürich',
      date: '2026-11-18',
      time: '10:00',
      weight: '3',
      colis: '1',
    })
  })

  it('an unknown place is no result', async () => {
    const h = await fixtureHarness('customer')
    expect(await h.api.prices.get({ ...zurichToBern, toLocation: 'Atlantis' })).toEqual({ kind: 'noresult' })
  })

  it.each([
    ['weekend', { date: '2026-11-21' }],
    ['time', { time: '07:00' }],
    ['max_weight', { weight: 500 }],
    ['holiday', { date: '2026-12-25' }],
  ] as const)('the 422 refusal %s is an error outcome', async (code, change) => {
    const h = await fixtureHarness('customer')
    expect(await h.api.prices.get({ ...zurichToBern, ...change })).toEqual({ kind: 'error', code })
  })

  it('a direct run arriving after the cutoff carries max_delivery_time_direct', async () => {
    const h = await fixtureHarness('customer')
    const outcome = await h.api.prices.get({
      ...zurichToBern,
      toZip: '8400',
      toLocation: 'Winterthur',
      time: '18:45',
    })
    expect(outcome).toEqual({ kind: 'error', code: 'delivery_time_direct', maxDeliveryTimeDirect: '19:00' })
  })

  it('other failures throw (a missing parameter is a 400)', async () => {
    const h = await fixtureHarness('customer')
    await expect(h.api.prices.get({ ...zurichToBern, date: '' })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
    })
  })
})

describe('places, packaging and emission against the fixture API', () => {
  it('searches zips, labelled in the current language', async () => {
    const h = await fixtureHarness(null)
    const places = await h.api.locations.search('8001', { locale: 'it' })
    expect(places[0]).toEqual({
      id: 1001,
      label: '8001 Zurigo',
      name: 'Zurigo',
      code: '8001',
      is_active: true,
    })
    expect(h.to('/zips')[0]?.url.searchParams.get('search')).toBe('8001')
  })

  it('an empty search asks nothing', async () => {
    const h = await fixtureHarness(null)
    expect(await h.api.locations.search('  ', { locale: 'de' })).toEqual([])
    expect(h.sent).toHaveLength(0)
  })

  it('reads one zip by id, and does not call without an id', async () => {
    const h = await fixtureHarness(null)
    expect(await h.api.locations.get(1001, { locale: 'fr' })).toMatchObject({
      id: 1001,
      name: 'Zurich',
      label: '8001 Zurich',
    })
    expect(await h.api.locations.get(null, { locale: 'fr' })).toBeNull()
    expect(h.sent).toHaveLength(1)
  })

  it('lists the packaging templates in the locale, at gebinde?kundentool', async () => {
    const h = await fixtureHarness('customer')
    const templates = await h.api.packaging.list({ locale: 'en' })
    expect(templates).toHaveLength(16)
    expect(templates[0]).toEqual({ id: 1, label: 'C5 envelope', width: 16, height: 1, length: 23 })
    expect(h.sent[0]?.url.search).toBe('?kundentool')
  })

  it('reads the saved emission', async () => {
    const h = await fixtureHarness('customer')
    expect((await h.api.shipments.savedEmission()).savedEmissionThisYear).toBeGreaterThan(0)
  })
})
