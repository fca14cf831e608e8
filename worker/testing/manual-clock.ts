import type { Timers } from '#worker/clock'

/** Test support: simulated time shared by several tabs, each with timers that can freeze. */

interface Interval {
  due: number
  every: number
  callback: () => unknown
  tab: ManualTimers
}

export interface ManualTimers extends Timers {
  /** A frozen tab's timers stop firing (a discarded or frozen page), without releasing anything. */
  frozen: boolean
}

export function manualClock(start = Date.parse('2026-11-18T08:00:00Z')) {
  let time = start
  const intervals = new Set<Interval>()

  return {
    now: () => time,
    timers(): ManualTimers {
      const tab: ManualTimers = {
        frozen: false,
        setInterval(callback, ms) {
          const interval: Interval = { due: time + ms, every: ms, callback, tab }
          intervals.add(interval)
          return interval
        },
        clearInterval(handle) {
          intervals.delete(handle as Interval)
        },
      }
      return tab
    },
    /** Moves time on, firing due timers in order and awaiting what each returns. */
    async advance(ms: number): Promise<void> {
      const end = time + ms
      for (;;) {
        const next = [...intervals].filter((item) => item.due <= end).sort((a, b) => a.due - b.due)[0]
        if (!next) break
        time = next.due
        next.due += next.every
        if (!next.tab.frozen) await next.callback()
      }
      time = end
    },
  }
}
