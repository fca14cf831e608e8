import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint, FIRST_PAINT_FALLBACK_MS, type PaintingWindow } from './after-first-paint'

type Report = (entries: { getEntriesByName(name: string): unknown[] }) => void

/** A window whose frames and paint reports the test hands out itself. */
function fakeWindow(options: { paintTiming: boolean }) {
  const frames: (() => void)[] = []
  const reports: Report[] = []
  const observed: unknown[] = []
  let disconnected = 0
  class Observer {
    constructor(report: Report) {
      reports.push(report)
    }
    observe(init: unknown) {
      if (!options.paintTiming) throw new TypeError('no paint timing')
      observed.push(init)
    }
    disconnect() {
      disconnected++
    }
  }
  const win = {
    PerformanceObserver: Observer,
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  } as unknown as PaintingWindow
  const paint = (name: string) => {
    for (const report of reports) report({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) })
  }
  return { win, frames, observed, paint, disconnected: () => disconnected }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('a signed-in reload goes on after the first frame', () => {
  it('in a task after the frame, without waiting for a paint report', async () => {
    const page = fakeWindow({ paintTiming: true })
    const boot = vi.fn()
    afterFirstPaint(boot, { presented: false }, page.win)
    expect(page.observed).toEqual([])
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_FALLBACK_MS * 2)
    expect(boot).not.toHaveBeenCalled()
    for (const frame of page.frames) frame()
    expect(boot).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(boot).toHaveBeenCalledTimes(1)
  })
})

describe('the login screen goes on once the first contentful paint is on screen', () => {
  it('not at the first frame, but in a task after the paint is reported, and only once', async () => {
    const page = fakeWindow({ paintTiming: true })
    const boot = vi.fn()
    afterFirstPaint(boot, { presented: true }, page.win)
    expect(page.observed).toEqual([{ type: 'paint', buffered: true }])
    for (const frame of page.frames) frame()
    await vi.advanceTimersByTimeAsync(0)
    expect(boot).not.toHaveBeenCalled()
    page.paint('first-paint')
    await vi.advanceTimersByTimeAsync(0)
    expect(boot).not.toHaveBeenCalled()
    page.paint('first-contentful-paint')
    expect(boot).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(0)
    expect(boot).toHaveBeenCalledTimes(1)
    expect(page.disconnected()).toBe(1)
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_FALLBACK_MS * 2)
    expect(boot).toHaveBeenCalledTimes(1)
  })

  it('after the first frame and the fallback delay when no paint is ever reported', async () => {
    const page = fakeWindow({ paintTiming: true })
    const boot = vi.fn()
    afterFirstPaint(boot, { presented: true }, page.win)
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_FALLBACK_MS * 2)
    // No frame yet (a tab opened in the background): nothing starts.
    expect(boot).not.toHaveBeenCalled()
    for (const frame of page.frames) frame()
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_FALLBACK_MS - 1)
    expect(boot).not.toHaveBeenCalled()
    // The fallback's timer, then the boot's own task.
    await vi.advanceTimersByTimeAsync(2)
    expect(boot).toHaveBeenCalledTimes(1)
  })

  it('in a browser without paint timing, after the first frame and the fallback delay', async () => {
    const page = fakeWindow({ paintTiming: false })
    const boot = vi.fn()
    afterFirstPaint(boot, { presented: true }, page.win)
    for (const frame of page.frames) frame()
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_FALLBACK_MS + 1)
    expect(boot).toHaveBeenCalledTimes(1)
  })
})
