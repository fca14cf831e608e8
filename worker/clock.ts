/** Epoch milliseconds. Injected everywhere so tests pin or advance time without touching globals. */
export type Clock = () => number

export type TimerHandle = unknown

/** The timers the worker uses; tests pass fake ones (vitest's, or worker/testing/manual-clock.ts). */
export interface Timers {
  setInterval(callback: () => unknown, ms: number): TimerHandle
  clearInterval(handle: TimerHandle): void
}

type IntervalId = Parameters<typeof globalThis.clearInterval>[0]

/** Looked up on each call, so vitest's fake timers installed after import still apply. */
export const systemTimers: Timers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as IntervalId),
}

export const systemClock: Clock = () => Date.now()

export function isoAt(clock: Clock): string {
  return new Date(clock()).toISOString()
}
