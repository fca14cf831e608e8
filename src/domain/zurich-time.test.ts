import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import * as zurichTime from './zurich-time'

describe('zurich-time', () => {
  it('uses the Zurich zone', () => {
    expect(zurichTime.ZURICH).toBe('Europe/Zurich')
  })

  it('shows an instant in Swiss local time, summer and winter', () => {
    expect(zurichTime.inZurich(Temporal.Instant.from('2026-07-01T10:00:00Z')).toPlainTime().toString()).toBe(
      '12:00:00',
    )
    expect(zurichTime.inZurich(Temporal.Instant.from('2026-01-01T10:00:00Z')).toPlainTime().toString()).toBe(
      '11:00:00',
    )
  })

  it('turns a wall-clock time into an instant, moving a skipped time forward', () => {
    const date = Temporal.PlainDate.from('2026-03-29')
    expect(zurichTime.zurichInstant(date, Temporal.PlainTime.from('01:30')).toString()).toBe(
      '2026-03-29T00:30:00Z',
    )
    expect(zurichTime.zurichInstant(date, Temporal.PlainTime.from('02:30')).toString()).toBe(
      '2026-03-29T01:30:00Z',
    )
    expect(zurichTime.zurichInstant(date, Temporal.PlainTime.from('03:30')).toString()).toBe(
      '2026-03-29T01:30:00Z',
    )
  })

  it('reads a repeated autumn time as its first occurrence', () => {
    const date = Temporal.PlainDate.from('2026-10-25')
    expect(zurichTime.zurichInstant(date, Temporal.PlainTime.from('02:30')).toString()).toBe(
      '2026-10-25T00:30:00Z',
    )
  })

  it('formats times with two-digit hours and minutes', () => {
    const time = Temporal.PlainTime.from('09:05:59')
    expect(zurichTime.formatHhmm(time)).toBe('0905')
    expect(zurichTime.formatHhColonMm(time)).toBe('09:05')
    expect(zurichTime.formatHhmm(Temporal.PlainTime.from('00:00'))).toBe('0000')
    expect(zurichTime.formatHhColonMm(Temporal.PlainTime.from('23:59'))).toBe('23:59')
    expect(zurichTime.formatHhmm(zurichTime.inZurich(Temporal.Instant.from('2026-07-01T21:45:00Z')))).toBe(
      '2345',
    )
  })
})

describe('zurichOffsetDateTime', () => {
  it('writes a Zurich wall-clock time with its offset, winter and summer, as the server does', () => {
    expect(zurichTime.zurichOffsetDateTime('2026-11-18', '10:30:00')).toBe('2026-11-18T10:30:00+01:00')
    expect(zurichTime.zurichOffsetDateTime('2026-07-01', '08:05:00')).toBe('2026-07-01T08:05:00+02:00')
  })

  it('leaves an impossible value as it came instead of throwing', () => {
    expect(zurichTime.zurichOffsetDateTime('2026-13-40', '10:30:00')).toBe('2026-13-40T10:30:00')
  })
})
