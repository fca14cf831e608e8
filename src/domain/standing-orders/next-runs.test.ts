import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { type HolidayLookup, NEXT_RUN_DAYS, nextRuns, zurichToday } from './next-runs'
import { plannedWindow } from './planned-window'
import { orderStop, standingOrder } from './testing-orders'

/** A stand-in for the holiday library: the UI passes the real one (date-holidays, as the fixture). */
const HOLIDAYS: Record<string, string> = {
  '2026-04-03': 'Karfreitag',
  '2026-04-06': 'Ostermontag',
  '2026-08-01': 'Bundesfeiertag',
  '2026-12-25': 'Weihnachtstag',
  '2026-12-26': 'Stephanstag',
  '2027-01-01': 'Neujahr',
}
const holidays: HolidayLookup = (day) => HOLIDAYS[day] ?? null
const at = (iso: string) => Temporal.Instant.from(iso)

describe('the next runs of a standing order', () => {
  it('lists 14 days from today, with a run on each of the order’s weekdays', () => {
    const order = standingOrder({ days: ['monday', 'wednesday', 'friday'] })
    const days = nextRuns(order, at('2026-11-24T08:00:00Z'), holidays)
    expect(days).toHaveLength(NEXT_RUN_DAYS)
    expect(days[0]).toMatchObject({ date: '2026-11-24', weekday: 'tuesday', run: null })
    expect(days.at(-1)?.date).toBe('2026-12-07')
    expect(days.filter((day) => day.run).map((day) => day.date)).toEqual([
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
      '2026-12-07',
    ])
  })

  it('marks 1 August with its name, and still shows the run that falls on it', () => {
    const order = standingOrder({ days: ['saturday'] })
    const days = nextRuns(order, at('2026-07-29T10:00:00Z'), holidays)
    const august = days.find((day) => day.date === '2026-08-01')
    expect(august).toMatchObject({ weekday: 'saturday', holiday: 'Bundesfeiertag' })
    expect(august?.run).not.toBeNull()
    expect(days.filter((day) => day.holiday).map((day) => day.date)).toEqual(['2026-08-01'])
  })

  it('marks Christmas, St Stephen’s Day and New Year, runs or not', () => {
    const order = standingOrder({ days: ['friday'] })
    const days = nextRuns(order, at('2026-12-20T12:00:00Z'), holidays)
    const marked = days.filter((day) => day.holiday)
    expect(marked.map((day) => [day.date, day.holiday, day.run !== null])).toEqual([
      ['2026-12-25', 'Weihnachtstag', true],
      ['2026-12-26', 'Stephanstag', false],
      ['2027-01-01', 'Neujahr', true],
    ])
  })

  it('takes today in Zurich: 23:30 UTC on 28 March is already Sunday 29 March, the day clocks go forward', () => {
    const order = standingOrder({ days: ['monday', 'friday'] })
    const days = nextRuns(order, at('2026-03-28T23:30:00Z'), holidays)
    expect(zurichToday(at('2026-03-28T23:30:00Z')).toString()).toBe('2026-03-29')
    expect(days.map((day) => day.date)).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
      '2026-04-06',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-10',
      '2026-04-11',
    ])
    expect(days.filter((day) => day.run).map((day) => [day.date, day.holiday])).toEqual([
      ['2026-03-30', null],
      ['2026-04-03', 'Karfreitag'],
      ['2026-04-06', 'Ostermontag'],
      ['2026-04-10', null],
    ])
  })

  it('neither skips nor repeats a day when the clocks go back on 25 October', () => {
    const days = nextRuns(standingOrder({ days: ['sunday'] }), at('2026-10-24T22:30:00Z'), holidays)
    expect(days[0]?.date).toBe('2026-10-25')
    expect(new Set(days.map((day) => day.date)).size).toBe(NEXT_RUN_DAYS)
    expect(days.filter((day) => day.run).map((day) => day.date)).toEqual(['2026-10-25', '2026-11-01'])
    // The windows are wall-clock times: the same on the day of the change as on any other.
    expect(days[0]?.run?.pickups[0]?.window).toEqual({ from: '08:00', to: '08:30' })
  })

  it('gives each run the planned window of every stop: the address’s own, else the order’s', () => {
    const order = standingOrder({
      days: ['monday'],
      from: [orderStop({ name: 'Muster AG', timeStart: '07:30', timeEnd: '08:00' })],
      to: [
        orderStop({ type: 'to', name: 'Erste AG', zip: '3011', location: 'Bern' }),
        orderStop({ type: 'to', name: 'Zweite AG', timeStart: '11:30:00', timeEnd: '12:15:00' }),
      ],
    })
    const run = nextRuns(order, at('2026-11-23T08:00:00Z'), holidays)[0]?.run
    expect(run).toEqual({
      pickups: [{ name: 'Muster AG', location: '8001 Zürich', window: { from: '07:30', to: '08:00' } }],
      deliveries: [
        { name: 'Erste AG', location: '3011 Bern', window: { from: '10:00', to: '11:00' } },
        { name: 'Zweite AG', location: '8001 Zürich', window: { from: '11:30', to: '12:15' } },
      ],
    })
  })

  it('has no run at all for an order without weekdays', () => {
    expect(
      nextRuns(standingOrder({ days: [] }), at('2026-11-23T08:00:00Z'), holidays).some((d) => d.run),
    ).toBe(false)
  })
})

describe('planned windows of an address (STAND-029 to STAND-032)', () => {
  const order = standingOrder()

  it('a sender address uses its own time window', () => {
    expect(plannedWindow(order, orderStop({ timeStart: '06:45', timeEnd: '07:15' }))).toEqual({
      from: '06:45',
      to: '07:15',
    })
  })

  it('a sender address without one uses the order’s pickupFrom/pickupTo', () => {
    expect(plannedWindow(order, orderStop())).toEqual({ from: '08:00', to: '08:30' })
  })

  it('a receiver address uses its own window, else the order’s deliveryFrom/deliveryTo', () => {
    expect(plannedWindow(order, orderStop({ type: 'to', timeStart: '13:00', timeEnd: '14:00' }))).toEqual({
      from: '13:00',
      to: '14:00',
    })
    expect(plannedWindow(order, orderStop({ type: 'to' }))).toEqual({ from: '10:00', to: '11:00' })
  })

  it('has no window when neither the address nor the order has a time', () => {
    const bare = standingOrder({ pickupFrom: null, pickupTo: null, deliveryFrom: '', deliveryTo: null })
    expect(plannedWindow(bare, orderStop())).toBeNull()
    expect(plannedWindow(bare, orderStop({ type: 'to' }))).toBeNull()
  })
})
