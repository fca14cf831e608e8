import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { swissHoliday } from '#fixture-api/swiss-holidays'
import { HolidaysNotBuiltError, loadSwissHolidays } from './swiss-holidays'

describe('Swiss national holidays for the next-runs calendar', () => {
  it('are the very days the fixture refuses prices on, with the same (German) names', async () => {
    const lookup = await loadSwissHolidays('de')
    let day = Temporal.PlainDate.from('2026-01-01')
    const mismatches: string[] = []
    let holidays = 0
    while (day.year < 2029) {
      const ours = lookup(day.toString())
      const fixture = swissHoliday(day) ?? null
      if (ours !== fixture) mismatches.push(`${day}: ${ours} / ${fixture}`)
      if (ours) holidays++
      day = day.add({ days: 1 })
    }
    expect(mismatches).toEqual([])
    expect(holidays).toBeGreaterThanOrEqual(30)
  })

  it('names them in the portal’s language where the library has the name', async () => {
    expect((await loadSwissHolidays('fr'))('2026-08-01')).toBe('Fête nationale')
    expect((await loadSwissHolidays('it'))('2026-04-06')).toBe('Lunedì dell’Angelo')
    expect((await loadSwissHolidays('en'))('2026-12-25')).toBe('Christmas Day')
    expect((await loadSwissHolidays('de'))('2026-12-24')).toBeNull()
  })

  it('refuses a date whose years the built table does not hold, so the calendar says the holidays are missing', async () => {
    const inTable = await loadSwissHolidays('fr', '2026-11-25T10:00:00Z')
    expect(inTable('2027-08-01')).toBe('Fête nationale')
    await expect(loadSwissHolidays('fr', '2099-01-01T10:00:00Z')).rejects.toBeInstanceOf(
      HolidaysNotBuiltError,
    )
    await expect(loadSwissHolidays('de', '2001-06-01T10:00:00Z')).rejects.toBeInstanceOf(
      HolidaysNotBuiltError,
    )
  })

  it('leaves out observances that are no public holiday (Mother’s Day, Maundy Thursday)', async () => {
    const lookup = await loadSwissHolidays('de')
    expect(lookup('2026-05-10')).toBeNull()
    expect(lookup('2026-04-02')).toBeNull()
    expect(lookup('2026-04-03')).toBe('Karfreitag')
  })
})
