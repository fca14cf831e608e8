import type { BrowserContext } from '@playwright/test'
import type { Cdp } from './cdp-targets'

/**
 * The desk's day runs on a fake clock. Playwright's clock (context.clock) is installed by an init
 * script in pages and frames only: a dedicated worker keeps the real Date and timers (checked in
 * the soak: the sync worker's Date.now() stayed on real time after context.clock.fastForward), so
 * its five-minute poll would take five real minutes. This is the same kind of clock for the sync
 * worker: the script the browser fetches gets a prelude that replaces Date, setTimeout and
 * setInterval; time flows at real speed plus an offset that `advance` moves forward, firing each
 * due timer once, as Playwright's fastForward does in the pages. The app's code is unchanged; the
 * bench drives the prelude over the worker's CDP session (Runtime.evaluate).
 */
// Plain JavaScript, not a function's toString(): tsx's transform adds helpers (__name) that the
// worker does not have.
export const WORKER_CLOCK_PRELUDE = `(() => {
  if (globalThis.__soakClock) return
  const RealDate = Date
  const realNow = RealDate.now.bind(RealDate)
  const realSetTimeout = setTimeout.bind(globalThis)
  const realClearTimeout = clearTimeout.bind(globalThis)
  let offset = 0
  const now = () => realNow() + offset
  const timers = new Map()
  let nextId = 1
  let wake = null
  const arm = () => {
    if (wake !== null) realClearTimeout(wake)
    wake = null
    let first = Infinity
    for (const timer of timers.values()) first = Math.min(first, timer.due)
    if (first !== Infinity) wake = realSetTimeout(fire, Math.max(0, first - now()))
  }
  const fire = () => {
    const at = now()
    const due = [...timers].filter(([, timer]) => timer.due <= at).sort(([, a], [, b]) => a.due - b.due)
    for (const [id, timer] of due) {
      if (!timers.has(id)) continue
      if (timer.every === null) timers.delete(id)
      else timer.due = Math.max(timer.due + timer.every, at)
      try {
        timer.run()
      } catch (error) {
        realSetTimeout(() => { throw error })
      }
    }
    arm()
  }
  const add = (every, callback, ms, args) => {
    const delay = Math.max(0, Number(ms) || 0)
    const id = nextId++
    const run = () => { if (typeof callback === 'function') callback(...args) }
    timers.set(id, { due: now() + delay, every: every ? Math.max(1, delay) : null, run })
    arm()
    return id
  }
  const remove = (id) => { if (timers.delete(Number(id))) arm() }
  globalThis.setTimeout = (callback, ms, ...args) => add(false, callback, ms, args)
  globalThis.setInterval = (callback, ms, ...args) => add(true, callback, ms, args)
  globalThis.clearTimeout = remove
  globalThis.clearInterval = remove
  class FakeDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(now())
      else super(...args)
    }
    static now() { return now() }
  }
  globalThis.Date = FakeDate
  globalThis.__soakClock = {
    now,
    advance(ms) {
      offset += ms
      fire()
      return now()
    },
    pending() {
      const at = now()
      return [...timers.values()].map((timer) => [timer.due - at, timer.every]).sort((a, b) => a[0] - b[0])
    },
  }
})();
`

/** Every sync worker of the context starts with the fake clock above. */
export async function fakeSyncWorkerClock(context: BrowserContext): Promise<void> {
  await context.route(/\/assets\/sync\.worker-[^/]*\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    await route.fulfill({ response, body: `${WORKER_CLOCK_PRELUDE}${body}` })
  })
}

/** The worker's fake now, epoch ms. */
export async function workerNow(worker: Cdp): Promise<number> {
  const { result } = await worker.send<{ result: { value: number } }>('Runtime.evaluate', {
    expression: 'globalThis.__soakClock ? globalThis.__soakClock.now() : Date.now()',
    returnByValue: true,
  })
  return result.value
}

/** The worker's pending timers: ms until each is due, and its interval (null: a timeout). */
export async function workerTimers(worker: Cdp): Promise<[number, number | null][]> {
  const { result } = await worker.send<{ result: { value: [number, number | null][] } }>('Runtime.evaluate', {
    expression: 'globalThis.__soakClock ? globalThis.__soakClock.pending() : []',
    returnByValue: true,
  })
  return result.value
}

/** Moves the worker's clock on by `ms`, firing its due timers once; answers its new now. */
export async function advanceWorker(worker: Cdp, ms: number): Promise<number> {
  const { result, exceptionDetails } = await worker.send<{
    result: { value: number }
    exceptionDetails?: { text: string }
  }>('Runtime.evaluate', { expression: `globalThis.__soakClock.advance(${ms})`, returnByValue: true })
  if (exceptionDetails) throw new Error(`the worker's clock: ${exceptionDetails.text}`)
  return result.value
}
