import { Temporal } from 'temporal-polyfill'

/** Spec §2 and §9: archive prices stay hidden until a day after delivery. */
export const ARCHIVE_PRICE_DELAY_HOURS = 24

/**
 * True only when now is more than 24 elapsed hours after delivery. Elapsed time, not the same
 * wall-clock time the next day: across a DST switch the two differ by an hour.
 */
export function pricesVisible(delivered: Temporal.Instant | null, now: Temporal.Instant): boolean {
  if (delivered === null) return false
  const from = delivered.add({ hours: ARCHIVE_PRICE_DELAY_HOURS })
  return Temporal.Instant.compare(now, from) > 0
}
