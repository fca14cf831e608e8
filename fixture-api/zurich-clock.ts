/**
 * Fast Europe/Zurich wall-clock arithmetic on epoch milliseconds, for generating tens of thousands
 * of rows (Temporal's polyfill costs ~20 µs a call). Zurich follows the EU rule: summer time from the
 * last Sunday of March to the last Sunday of October, switching at 01:00 UTC.
 */
export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

function lastSundayUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1)
  const weekday = new Date(lastDay).getUTCDay()
  return lastDay - weekday * DAY_MS
}

export function zurichOffsetMs(epochMs: number): number {
  const year = new Date(epochMs).getUTCFullYear()
  const summer = epochMs >= lastSundayUtc(year, 2) && epochMs < lastSundayUtc(year, 9)
  return summer ? 2 * HOUR_MS : HOUR_MS
}

/** '2026-11-22T06:25:00+01:00' */
export function isoAt(epochMs: number): string {
  const offset = zurichOffsetMs(epochMs)
  const local = new Date(epochMs + offset).toISOString().slice(0, 19)
  return `${local}+0${offset / HOUR_MS}:00`
}

/** 'HH:mm' in Zurich. */
export function hhmmAt(epochMs: number): string {
  return new Date(epochMs + zurichOffsetMs(epochMs)).toISOString().slice(11, 16)
}

/** The Zurich midnight that starts the day of the given instant. */
export function zurichMidnight(epochMs: number): number {
  const local = epochMs + zurichOffsetMs(epochMs)
  const midnightLocal = local - (((local % DAY_MS) + DAY_MS) % DAY_MS)
  return midnightLocal - zurichOffsetMs(midnightLocal - HOUR_MS)
}

/** Zurich wall-clock time on the day that starts at `midnight`. */
export function atLocalTime(midnight: number, hour: number, minute: number): number {
  const guess = midnight + hour * HOUR_MS + minute * MINUTE_MS
  return guess - (zurichOffsetMs(guess) - zurichOffsetMs(midnight))
}

/** Monday 1 … Sunday 7, as Temporal counts. */
export function zurichWeekday(epochMs: number): number {
  const day = new Date(epochMs + zurichOffsetMs(epochMs)).getUTCDay()
  return day === 0 ? 7 : day
}
