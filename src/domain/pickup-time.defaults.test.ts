import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { utc, zurich } from '#testing/instants'
import {
  correctedPickup,
  DEFAULT_TIME_STEP_MINUTES,
  DEFAULT_TIME_TOLERANCE_MINUTES,
  defaultPickup,
} from './pickup-time'

const day = (iso: string) => Temporal.PlainDate.from(iso)
const plain = (p: { date: Temporal.PlainDate; time: string }) => ({ date: p.date.toString(), time: p.time })

describe('defaultPickup', () => {
  const now = zurich('2026-05-12T10:02:00')

  it('uses a 5 minute tolerance and a 5 minute grid', () => {
    expect(DEFAULT_TIME_TOLERANCE_MINUTES).toBe(5)
    expect(DEFAULT_TIME_STEP_MINUTES).toBe(5)
  })

  it('starts with today and now rounded up when nothing is stored', () => {
    expect(plain(defaultPickup({}, now))).toEqual({ date: '2026-05-12', time: '1005' })
  })

  it('replaces a past date by today and keeps a time still ahead today', () => {
    expect(plain(defaultPickup({ date: day('2026-05-11'), time: '1200' }, now))).toEqual({
      date: '2026-05-12',
      time: '1200',
    })
  })

  it('replaces a past date and a past time', () => {
    expect(plain(defaultPickup({ date: day('2026-01-01'), time: '0900' }, now))).toEqual({
      date: '2026-05-12',
      time: '1005',
    })
  })

  it('keeps a time exactly 5 minutes in the past and replaces one more', () => {
    expect(defaultPickup({ date: day('2026-05-12'), time: '0957' }, now).time).toBe('0957')
    expect(defaultPickup({ date: day('2026-05-12'), time: '0956' }, now).time).toBe('1005')
    expect(defaultPickup({ date: day('2026-05-12'), time: '0957' }, zurich('2026-05-12T10:02:01')).time).toBe(
      '1005',
    )
  })

  it.each([
    ['10:00:00', '1000'],
    ['10:00:01', '1005'],
    ['10:02:00', '1005'],
    ['10:04:59', '1005'],
    ['10:05:00', '1005'],
    ['10:05:00.001', '1010'],
    ['10:59:00', '1100'],
  ])('rounds now %s up to %s', (clock, expected) => {
    expect(defaultPickup({ time: '0000' }, zurich(`2026-05-12T${clock}`)).time).toBe(expected)
  })

  it('rolls over to tomorrow when rounding passes midnight', () => {
    expect(plain(defaultPickup({}, zurich('2026-05-12T23:57:00')))).toEqual({
      date: '2026-05-13',
      time: '0000',
    })
    expect(plain(defaultPickup({}, zurich('2026-05-12T23:55:00')))).toEqual({
      date: '2026-05-12',
      time: '2355',
    })
  })

  it('keeps a later date with an early time', () => {
    expect(plain(defaultPickup({ date: day('2026-05-13'), time: '0800' }, now))).toEqual({
      date: '2026-05-13',
      time: '0800',
    })
  })

  it('gives a later date without a time the rounded clock time', () => {
    expect(plain(defaultPickup({ date: day('2026-05-20') }, now))).toEqual({
      date: '2026-05-20',
      time: '1005',
    })
  })

  it('normalises a stored time to HHmm', () => {
    expect(defaultPickup({ date: day('2026-05-12'), time: '10:30' }, now).time).toBe('1030')
  })

  it('treats an unreadable stored time as missing', () => {
    expect(plain(defaultPickup({ date: day('2026-05-12'), time: '99:99' }, now))).toEqual({
      date: '2026-05-12',
      time: '1005',
    })
  })

  it("takes today's date in Zurich, not in UTC", () => {
    // 22:30Z on the 12th is 00:30 on the 13th in Zurich.
    const now = utc('2026-05-12T22:30:00Z')
    expect(plain(defaultPickup({ date: day('2026-05-12'), time: '2300' }, now))).toEqual({
      date: '2026-05-13',
      time: '2300',
    })
    expect(plain(defaultPickup({ date: day('2026-05-13'), time: '0010' }, now))).toEqual({
      date: '2026-05-13',
      time: '0030',
    })
  })

  it('counts real minutes across the spring DST gap (2026-03-29)', () => {
    // 01:58 CET is 00:58Z; at 03:02 CEST (01:02Z) it is 4 minutes ago, not 64.
    expect(defaultPickup({ date: day('2026-03-29'), time: '0158' }, utc('2026-03-29T01:02:00Z')).time).toBe(
      '0158',
    )
    expect(defaultPickup({ date: day('2026-03-29'), time: '0156' }, utc('2026-03-29T01:02:00Z')).time).toBe(
      '0305',
    )
  })

  it('rounds into the spring gap onto the first valid time', () => {
    // 01:58 CET rounds to 02:00, which does not exist: the clock reads 03:00 CEST.
    expect(plain(defaultPickup({}, utc('2026-03-29T00:58:00Z')))).toEqual({
      date: '2026-03-29',
      time: '0300',
    })
  })

  it('counts real minutes across the repeated autumn hour (2026-10-25)', () => {
    // At 02:02 CET (01:02Z), 02:58 means its first occurrence, 02:58 CEST (00:58Z): 4 minutes ago.
    expect(defaultPickup({ date: day('2026-10-25'), time: '0258' }, utc('2026-10-25T01:02:00Z')).time).toBe(
      '0258',
    )
    expect(defaultPickup({ date: day('2026-10-25'), time: '0256' }, utc('2026-10-25T01:02:00Z')).time).toBe(
      '0205',
    )
  })
})

describe('correctedPickup', () => {
  it('is now in Zurich, to the minute', () => {
    expect(plain(correctedPickup(utc('2026-05-12T08:17:42Z')))).toEqual({ date: '2026-05-12', time: '1017' })
    expect(plain(correctedPickup(utc('2026-01-15T09:10:59Z')))).toEqual({ date: '2026-01-15', time: '1010' })
  })

  it("uses Zurich's date after UTC midnight", () => {
    expect(plain(correctedPickup(utc('2026-05-12T22:30:00Z')))).toEqual({ date: '2026-05-13', time: '0030' })
  })

  it('follows the DST switch', () => {
    expect(correctedPickup(utc('2026-03-29T01:00:00Z')).time).toBe('0300')
    expect(correctedPickup(utc('2026-10-25T01:00:00Z')).time).toBe('0200')
  })
})
