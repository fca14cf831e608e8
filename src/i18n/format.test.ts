import { afterEach, describe, expect, it } from 'vitest'
import { formatChf, formatDate, formatDateTime, formatLongDate, formatNumber, formatTime } from './format'
import { LOCALES } from './locales'

const originalTz = process.env.TZ
// Zones on both sides of Zurich, so a formatter that forgot the Zurich zone gives another day or hour.
const PROCESS_ZONES = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Tokyo', 'Europe/Zurich']

function inEveryProcessZone(check: () => void) {
  for (const zone of PROCESS_ZONES) {
    process.env.TZ = zone
    check()
  }
}

afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ
  else process.env.TZ = originalTz
})

describe('formatDate', () => {
  it('gives DD.MM.YYYY of the Zurich day for an instant shortly before midnight UTC in winter', () => {
    inEveryProcessZone(() => {
      expect(formatDate(new Date('2026-11-21T23:30:00Z'))).toBe('22.11.2026')
    })
  })

  it('uses summer time (UTC+2) in summer', () => {
    inEveryProcessZone(() => {
      expect(formatDate(new Date('2026-07-15T22:30:00Z'))).toBe('16.07.2026')
      expect(formatDate(new Date('2026-07-15T21:30:00Z'))).toBe('15.07.2026')
    })
  })

  it('pads day and month and accepts ISO strings and epoch milliseconds', () => {
    expect(formatDate('2026-01-05T10:00:00Z')).toBe('05.01.2026')
    expect(formatDate(Date.UTC(2026, 2, 1, 12))).toBe('01.03.2026')
  })
})

describe('formatTime', () => {
  it('gives HH:mm on the 24-hour clock in Zurich', () => {
    inEveryProcessZone(() => {
      expect(formatTime(new Date('2026-11-21T23:30:00Z'))).toBe('00:30')
      expect(formatTime(new Date('2026-11-21T14:05:00Z'))).toBe('15:05')
      expect(formatTime(new Date('2026-07-15T20:45:00Z'))).toBe('22:45')
    })
  })

  it('follows the switch to summer time', () => {
    expect(formatTime('2026-03-29T00:30:00Z')).toBe('01:30')
    expect(formatTime('2026-03-29T01:30:00Z')).toBe('03:30')
  })
})

describe('formatDateTime', () => {
  it('joins the Zurich date and time', () => {
    inEveryProcessZone(() => {
      expect(formatDateTime('2026-11-21T23:30:00Z')).toBe('22.11.2026 00:30')
    })
  })
})

describe('formatChf', () => {
  it('writes CHF with two decimals in German', () => {
    const text = formatChf(86.4, 'de')
    expect(text).toContain('CHF')
    expect(text).toContain('86.40')
  })

  it.each(LOCALES)('writes CHF with exactly two decimals in %s', (locale) => {
    const text = formatChf(86.4, locale)
    expect(text).toContain('CHF')
    expect(text).toMatch(/(^|\D)86[.,]40(\D|$)/)
    expect(formatChf(12, locale)).toMatch(/(^|\D)12[.,]00(\D|$)/)
    expect(formatChf(0.125, locale)).toMatch(/(^|\D)0[.,]1[23](\D|$)/)
  })

  it('groups thousands', () => {
    const text = formatChf(1234567.891, 'de')
    expect(text.replace(/\D/g, '')).toBe('123456789')
    expect(text).toMatch(/1\D234\D567[.,]89/)
  })
})

describe('formatLongDate', () => {
  const instant = new Date('2026-11-21T23:30:00Z')

  it('writes the Zurich day with the month name in the language', () => {
    inEveryProcessZone(() => {
      const de = formatLongDate(instant, 'de')
      const fr = formatLongDate(instant, 'fr')
      expect(de).toContain('November')
      expect(de).toContain('22')
      expect(de).toContain('2026')
      expect(de).toContain('Sonntag')
      expect(fr).toContain('novembre')
      expect(fr).toContain('dimanche')
      expect(fr).toContain('22')
      expect(de).not.toBe(fr)
    })
  })

  it('is written in Italian and English too', () => {
    expect(formatLongDate(instant, 'it')).toContain('novembre')
    expect(formatLongDate(instant, 'it')).toContain('domenica')
    expect(formatLongDate(instant, 'en')).toContain('November')
    expect(formatLongDate(instant, 'en')).toContain('Sunday')
  })
})

describe('formatNumber', () => {
  it('uses Swiss grouping in German', () => {
    const text = formatNumber(10000, 'de')
    expect(text.replace(/\D/g, '')).toBe('10000')
    expect(text).toMatch(/^10\D000$/)
    expect(text).toMatch(/^10['’]000$/)
  })

  it.each(LOCALES)('groups thousands in %s', (locale) => {
    const text = formatNumber(1234567, locale)
    expect(text.replace(/\D/g, '')).toBe('1234567')
    expect(text).toMatch(/^1\D234\D567$/)
  })

  it('rounds to the requested number of decimals (none by default)', () => {
    expect(formatNumber(12.6, 'de')).toBe('13')
    expect(formatNumber(1.5, 'de', 1)).toBe('1.5')
    expect(formatNumber(2, 'de', 2)).toBe('2.00')
    expect(formatNumber(1234.567, 'de', 2)).toMatch(/^1\D234\.57$/)
  })
})
