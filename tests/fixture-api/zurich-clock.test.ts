import { Temporal } from 'temporal-polyfill'
import { expect, it } from 'vitest'
import { atLocalTime, DAY_MS, hhmmAt, isoAt, zurichMidnight, zurichWeekday } from '#fixture-api/zurich-clock'

// The generator's fast clock must agree with Temporal's Europe/Zurich rules, DST switches included.
it('agrees with Temporal on offsets, midnights and wall-clock times across two years', () => {
  const start = Temporal.Instant.from('2025-01-01T00:00:00Z').epochMilliseconds
  for (let ms = start; ms < start + 730 * DAY_MS; ms += 97 * 60000) {
    const z = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO('Europe/Zurich')
    expect(isoAt(ms)).toBe(z.toString({ timeZoneName: 'never', smallestUnit: 'second' }))
    expect(hhmmAt(ms)).toBe(z.toPlainTime().toString({ smallestUnit: 'minute' }))
    expect(zurichMidnight(ms)).toBe(z.startOfDay().epochMilliseconds)
    expect(zurichWeekday(ms)).toBe(z.dayOfWeek)
    expect(atLocalTime(zurichMidnight(ms), 9, 30)).toBe(
      z.startOfDay().with({ hour: 9, minute: 30 }).epochMilliseconds,
    )
  }
})
