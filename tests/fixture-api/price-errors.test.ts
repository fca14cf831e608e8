import Holidays from 'date-holidays'
import { Temporal } from 'temporal-polyfill'
import { beforeEach, describe, expect, it } from 'vitest'
import { type Client, startSession, type TestApi } from './testing/harness'
import { LONG, PARAM_NAMES, type Params, priceUrl, SHORT } from './testing/price-params'

let api: TestApi
let customer: Client

beforeEach(async () => {
  ;({ api, user: customer } = await startSession('customer'))
})

describe('GET /api/v2/get-price: price errors (422)', () => {
  const expectPriceError = async (url: string, error: string, message: string) => {
    const reply = await customer.get(url)
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({ error, message })
    return reply.body
  }

  it('refuses a pickup more than 10 minutes before the clock', async () => {
    // The clock is 09:00.
    for (const time of ['08:51', '08:50', '09:00', '09:30']) {
      const reply = await customer.get(priceUrl(SHORT, { time }))
      expect(reply.status, time).toBe(200)
    }
    const body = await expectPriceError(
      priceUrl(SHORT, { time: '08:49' }),
      'time',
      'The pickup time is in the past.',
    )
    expect(Object.keys(body).sort()).toEqual(['error', 'message'])
    await expectPriceError(priceUrl(SHORT, { date: '2026-11-17' }), 'time', 'The pickup time is in the past.')

    api.clock.advance({ seconds: 30 })
    await expectPriceError(priceUrl(SHORT, { time: '08:50' }), 'time', 'The pickup time is in the past.')
    expect((await customer.get(priceUrl(SHORT, { time: '08:51' }))).status).toBe(200)

    // 09:50:30: the tolerance follows the clock.
    api.clock.advance({ minutes: 50 })
    await expectPriceError(priceUrl(SHORT, { time: '09:40' }), 'time', 'The pickup time is in the past.')
    expect((await customer.get(priceUrl(SHORT, { time: '09:41' }))).status).toBe(200)
  })

  it('refuses weekends', async () => {
    for (const date of ['2026-11-21', '2026-11-22', '21.11.2026']) {
      await expectPriceError(
        priceUrl(SHORT, { date }),
        'weekend',
        'Pickup time is on a weekend. Please fill in the offer form.',
      )
    }
  })

  it('refuses Swiss national holidays, fixed and moving', async () => {
    const message = 'Pickup time falls on a national holiday. Please fill in the offer form.'
    // Christmas (Friday), Ascension, Whit Monday, Good Friday, Easter Monday, New Year.
    for (const date of ['2026-12-25', '2027-05-06', '2027-05-17', '2027-03-26', '2027-03-29', '2027-01-01']) {
      await expectPriceError(priceUrl(SHORT, { date }), 'holiday', message)
    }
    // The day before Ascension and Maundy Thursday (an observance, not a holiday) are working days.
    for (const date of ['2027-05-05', '2027-03-25', '2026-12-24', '2026-12-28']) {
      expect((await customer.get(priceUrl(SHORT, { date }))).status, date).toBe(200)
    }
  })

  it('agrees with the date-holidays calendar on every weekday public holiday of 2027 and 2028', async () => {
    const switzerland = new Holidays('CH')
    let holidays = 0
    for (const year of [2027, 2028]) {
      for (const holiday of switzerland.getHolidays(year)) {
        const date = Temporal.PlainDate.from(holiday.date.slice(0, 10))
        if (date.dayOfWeek >= 6) continue
        const reply = await customer.get(priceUrl(SHORT, { date: date.toString() }))
        if (holiday.type === 'public') {
          expect(reply.status, `${holiday.name} ${date}`).toBe(422)
          expect(reply.body.error).toBe('holiday')
          holidays++
        } else {
          expect(reply.status, `${holiday.name} ${date}`).toBe(200)
        }
      }
    }
    expect(holidays).toBeGreaterThanOrEqual(12)
  })

  it('refuses chargeable weights above 400 kg', async () => {
    expect((await customer.get(priceUrl(SHORT, { weight: '400' }))).status).toBe(200)
    expect((await customer.get(priceUrl(SHORT, { weight: '400' }))).body.price_inkl_mwst).toBe(315)
    const message =
      'Due to weight or dimensions an online price calculation is not possible. Please fill in the offer form.'
    await expectPriceError(priceUrl(SHORT, { weight: '400.01' }), 'max_weight', message)
    await expectPriceError(priceUrl(LONG, { weight: '1500' }), 'max_weight', message)
  })

  it('refuses a train run that would arrive after 18:00', async () => {
    const atCutoff = await customer.get(priceUrl(LONG, { time: '13:00' }))
    expect(atCutoff.status).toBe(200)
    expect(atCutoff.body).toMatchObject({ transportart_id: 1, estimated_time_of_arrival: '18:00' })
    for (const time of ['13:05', '14:00', '16:30']) {
      await expectPriceError(
        priceUrl(LONG, { time }),
        'delivery_time_train',
        'Delivery time is expected after 18:00. Please fill in the offer form.',
      )
    }
  })

  it('refuses a direct run that would arrive after max_delivery_time_direct (19:00)', async () => {
    const atCutoff = await customer.get(priceUrl(SHORT, { time: '17:55' }))
    expect(atCutoff.status).toBe(200)
    expect(atCutoff.body).toMatchObject({ transportart_id: 3, estimated_time_of_arrival: '19:00' })
    for (const time of ['18:00', '20:00', '23:30']) {
      const reply = await customer.get(priceUrl(SHORT, { time }))
      expect(reply.status, time).toBe(422)
      expect(reply.body).toEqual({
        error: 'delivery_time_direct',
        message: 'Delivery expected after 19:00. Please fill in the offer form.',
        max_delivery_time_direct: '19:00',
      })
    }
  })
})

describe('GET /api/v2/get-price: no result (200 with [])', () => {
  const expectNoResult = async (overrides: Params, base = SHORT) => {
    const reply = await customer.get(priceUrl(base, overrides))
    expect(reply.status, JSON.stringify(overrides)).toBe(200)
    expect(reply.body).toEqual([])
  }

  it('answers [] for an unknown zip', async () => {
    await expectNoResult({ to_zip: '9999', to_location: 'Nirgendwo' })
    await expectNoResult({ from_zip: '0000', from_location: 'Zürich' })
  })

  it('answers [] when the place name does not belong to the zip', async () => {
    await expectNoResult({ from_location: 'Bern' })
    await expectNoResult({ to_location: 'Genève' })
    await expectNoResult({ to_location: 'Winterthour-Ville' })
  })

  it('answers [] for an inactive P.O.-box postcode on either side', async () => {
    await expectNoResult({ to_zip: '8021', to_location: 'Zürich' })
    await expectNoResult({ from_zip: '8010', from_location: 'Zürich-Mülligen' })
    await expectNoResult({ to_zip: '1211', to_location: 'Genève' }, LONG)
  })

  it('answers [] for a pickup before the service starts at 06:00', async () => {
    await expectNoResult({ date: '2026-11-19', time: '05:30' })
  })
})

describe('GET /api/v2/get-price: bad requests (400)', () => {
  it('names a missing parameter', async () => {
    for (const name of PARAM_NAMES) {
      const reply = await customer.get(priceUrl(SHORT, {}, [name]))
      expect(reply.status, name).toBe(400)
      expect(reply.body.field).toBe(name)
      expect(reply.body.message).toContain(name)
    }
    const empty = await customer.get(priceUrl(SHORT, { weight: ' ' }))
    expect(empty.status).toBe(400)
    expect(empty.body.field).toBe('weight')
  })

  it('names a parameter with a bad value', async () => {
    const cases: [string, string][] = [
      ['weight', '-1'],
      ['weight', 'heavy'],
      ['colis', '0'],
      ['colis', '16'],
      ['colis', '1.5'],
      ['date', '2026-13-01'],
      ['date', '2026-02-30'],
      ['date', 'tomorrow'],
      ['time', '25:00'],
      ['time', '12:60'],
      ['time', 'noon'],
    ]
    for (const [name, value] of cases) {
      const reply = await customer.get(priceUrl(SHORT, { [name]: value }))
      expect(reply.status, `${name}=${value}`).toBe(400)
      expect(reply.body.field, `${name}=${value}`).toBe(name)
      expect(reply.body.message).toContain(name)
    }
    // The bounds themselves are accepted.
    expect((await customer.get(priceUrl(SHORT, { colis: '15' }))).status).toBe(200)
    expect((await customer.get(priceUrl(SHORT, { colis: '1', weight: '0' }))).status).toBe(200)
  })
})
