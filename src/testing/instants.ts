import { Temporal } from 'temporal-polyfill'

/** A Zurich wall-clock time ('2026-05-12T10:02:00') as the instant it is, summer or winter. */
export const zurich = (local: string) => Temporal.ZonedDateTime.from(`${local}[Europe/Zurich]`).toInstant()

/** An instant written in UTC ('2026-05-12T22:30:00Z'). */
export const utc = (iso: string) => Temporal.Instant.from(iso)
