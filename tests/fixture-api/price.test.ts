import { Temporal } from 'temporal-polyfill'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LocalityRecord, TransportTypeId } from '#fixture-api/model'
import { roadKm, TARIFF } from '#fixture-api/tariff'
import { localityRecord } from './testing/factories'
import { type Client, startSession, type TestApi } from './testing/harness'
import { LONG, priceUrl, SHORT } from './testing/price-params'

const RESULT_KEYS = [
  'estimated_time_of_arrival',
  'price_inkl_mwst',
  'saved_co2',
  'totalduration',
  'transportart_id',
].sort()

/**
 * The expected quote, written out from the documented tariff constants. Only the road distance
 * comes from tariff.ts (its own pure-function test checks it).
 */
function expectedQuote(
  type: TransportTypeId,
  km: number,
  kg: number,
  colis: number,
  pickup: Temporal.PlainTime,
) {
  const mode = TARIFF.modes[type]
  const raw =
    mode.baseChf +
    mode.perKmChf * km +
    mode.perKgChf * Math.max(0, kg - TARIFF.includedWeightKg) +
    TARIFF.extraColiChf * (colis - 1)
  const minutes =
    type === 3
      ? Math.ceil((30 + (km / 45) * 60) / 5) * 5
      : type === 1
        ? Math.ceil((60 + (km / 90) * 60 + 45) / 5) * 5
        : 24 * 60 - (pickup.hour * 60 + pickup.minute) + 8 * 60
  const arrival = pickup.add({ minutes })
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    totalduration: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
    estimated_time_of_arrival: `${pad(arrival.hour)}:${pad(arrival.minute)}`,
    price_inkl_mwst: Math.round(Number((raw * 20).toFixed(6))) / 20,
    transportart_id: type,
    saved_co2: Math.round((TARIFF.vanCo2GramsPerKm - mode.co2GramsPerKm) * km * (1 + kg / 50)),
  }
}

function isMultipleOf5Rappen(price: number): boolean {
  return Math.abs(price * 20 - Math.round(price * 20)) < 1e-9 && Number(price.toFixed(2)) === price
}

function expectValidResult(body: any) {
  expect(Object.keys(body).sort()).toEqual(RESULT_KEYS)
  expect(body.totalduration).toMatch(/^\d{2}:[0-5]\d$/)
  expect(body.estimated_time_of_arrival).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/)
  expect(typeof body.price_inkl_mwst).toBe('number')
  expect(isMultipleOf5Rappen(body.price_inkl_mwst)).toBe(true)
  expect([1, 3, 4]).toContain(body.transportart_id)
  expect(Number.isInteger(body.saved_co2)).toBe(true)
  expect(body.saved_co2).toBeGreaterThan(0)
}

let api: TestApi
let customer: Client
let zurich: LocalityRecord
let winterthur: LocalityRecord
let geneva: LocalityRecord

const localityOf = (code: string) => localityRecord(code, api.store.localities)

beforeEach(async () => {
  ;({ api, user: customer } = await startSession('customer'))
  zurich = localityOf('8001')
  winterthur = localityOf('8400')
  geneva = localityOf('1201')
})

describe('GET /api/v2/get-price: results', () => {
  it('prices a short run as a direct run (type 3), to the Rappen', async () => {
    const reply = await customer.get(priceUrl(SHORT))
    expect(reply.status).toBe(200)
    expectValidResult(reply.body)
    expect(reply.body).toEqual({
      totalduration: '01:05',
      estimated_time_of_arrival: '11:05',
      price_inkl_mwst: 78,
      transportart_id: 3,
      saved_co2: 5534,
    })
    expect(reply.body).toEqual(expectedQuote(3, roadKm(zurich, winterthur), 5, 1, new Temporal.PlainTime(10)))
  })

  it('prices a long run by train (type 1), whichever language names the place', async () => {
    const expected = {
      totalduration: '05:00',
      estimated_time_of_arrival: '15:00',
      price_inkl_mwst: 242.35,
      transportart_id: 1,
      saved_co2: 66466,
    }
    expect(expected).toEqual(expectedQuote(1, roadKm(zurich, geneva), 5, 1, new Temporal.PlainTime(10)))
    for (const [fromName, toName] of [
      ['Zürich', 'Genf'],
      ['Zurich', 'Genève'],
      ['Zurigo', 'Ginevra'],
      ['Zurich', 'Geneva'],
      ['zürich', 'GENÈVE'],
    ] as const) {
      const reply = await customer.get(priceUrl(LONG, { from_location: fromName, to_location: toName }))
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual(expected)
    }
  })

  it('prices a long run picked up from 17:00 as night transport (type 4), arriving at 08:00', async () => {
    const at17 = await customer.get(priceUrl(LONG, { time: '17:00' }))
    expect(at17.status).toBe(200)
    expectValidResult(at17.body)
    expect(at17.body).toEqual({
      totalduration: '15:00',
      estimated_time_of_arrival: '08:00',
      price_inkl_mwst: 208.8,
      transportart_id: 4,
      saved_co2: 55921,
    })
    expect(at17.body).toEqual(expectedQuote(4, roadKm(zurich, geneva), 5, 1, new Temporal.PlainTime(17)))

    const at1830 = await customer.get(priceUrl(LONG, { time: '18:30' }))
    expect(at1830.body).toMatchObject({
      transportart_id: 4,
      totalduration: '13:30',
      estimated_time_of_arrival: '08:00',
      price_inkl_mwst: 208.8,
    })
    // 16:59 is still a day run by train, which cannot reach Geneva by 18:00.
    const at1659 = await customer.get(priceUrl(LONG, { time: '16:59' }))
    expect(at1659.status).toBe(422)
    expect(at1659.body.error).toBe('delivery_time_train')
  })

  it('keeps a short run direct in the evening while it arrives by the direct-run cutoff', async () => {
    const reply = await customer.get(priceUrl(SHORT, { time: '17:00' }))
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual(expectedQuote(3, 25.8, 5, 1, new Temporal.PlainTime(17)))
    expect(reply.body).toMatchObject({ transportart_id: 3, estimated_time_of_arrival: '18:05' })
  })

  it('treats weight as the chargeable weight and charges extra kilos and colis', async () => {
    const heavy = await customer.get(priceUrl(SHORT, { weight: '25.5', colis: '3' }))
    expect(heavy.status).toBe(200)
    // 29 + 1.9 × 25.8 + 0.6 × 20.5 + 3.5 × 2 = 97.32 → 97.30; CO2 195 × 25.8 × 1.51.
    expect(heavy.body).toEqual({
      totalduration: '01:05',
      estimated_time_of_arrival: '11:05',
      price_inkl_mwst: 97.3,
      transportart_id: 3,
      saved_co2: 7597,
    })
    const light = await customer.get(priceUrl(SHORT, { weight: '0' }))
    expect(light.body).toMatchObject({ price_inkl_mwst: 78, saved_co2: 5031 })
    const train = await customer.get(priceUrl(LONG, { weight: '120', colis: '15' }))
    expect(train.body).toEqual(expectedQuote(1, 290.5, 120, 15, new Temporal.PlainTime(10)))
    // 39 + 0.7 × 290.5 + 0.45 × 115 + 3.5 × 14 = 343.10
    expect(train.body.price_inkl_mwst).toBe(343.1)
  })

  it('accepts the Swiss date format and HHmm times', async () => {
    const reply = await customer.get(priceUrl(SHORT, { date: '18.11.2026', time: '1000' }))
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ price_inkl_mwst: 78, estimated_time_of_arrival: '11:05' })
  })

  it('gives well-formed results across a matrix of routes, weights and colis', async () => {
    const routes: [string, string][] = [
      ['8001', 'Zürich'],
      ['3011', 'Bern'],
      ['4051', 'Basel'],
      ['6900', 'Lugano'],
      ['8400', 'Winterthur'],
      ['6003', 'Luzern'],
    ]
    let checked = 0
    for (const [fromZip, fromName] of routes) {
      for (const [toZip, toName] of routes) {
        for (const [weight, colis] of [
          ['1.37', '1'],
          ['48.25', '4'],
          ['399.99', '15'],
        ] as const) {
          const reply = await customer.get(
            priceUrl(SHORT, {
              from_zip: fromZip,
              from_location: fromName,
              to_zip: toZip,
              to_location: toName,
              time: '08:00',
              date: '2026-11-19',
              weight,
              colis,
            }),
          )
          if (reply.status === 422) {
            expect(reply.body.error).toBe('delivery_time_train')
            continue
          }
          expect(reply.status).toBe(200)
          expectValidResult(reply.body)
          const km = roadKm(localityOf(fromZip), localityOf(toZip))
          const type = km <= TARIFF.directMaxKm ? 3 : 1
          expect(reply.body).toEqual(
            expectedQuote(type, km, Number(weight), Number(colis), new Temporal.PlainTime(8)),
          )
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(60)
  })
})
