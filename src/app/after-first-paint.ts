/**
 * How long after the first frame the entry goes on when the browser never reports a contentful
 * paint: one without paint timing, or a page whose shell has nothing contentful to paint.
 */
export const FIRST_PAINT_FALLBACK_MS = 1000

/** What afterFirstPaint uses of the window. */
export interface PaintingWindow {
  PerformanceObserver: typeof PerformanceObserver
  requestAnimationFrame(frame: FrameRequestCallback): number
  setTimeout(run: () => void, ms: number): number
}

/**
 * Runs `then` in a task of its own after the first frame; with `presented`, only once the browser
 * has presented the first contentful paint. The login screen waits for that: on a loaded machine
 * the frame reaches the screen well after its animation callback, and the app's requests would
 * start before the paint. Lighthouse counts every request begun before a paint in its pessimistic
 * estimate of it, which is why /login's first paint swung between about 1 s and 2 s from run to
 * run (issue 25, item 1). A signed-in reload does not wait: it cost the warm start about 100 ms.
 */
export function afterFirstPaint(
  then: () => void,
  { presented }: { presented: boolean },
  win: PaintingWindow = window,
): void {
  if (!presented) {
    win.requestAnimationFrame(() => win.setTimeout(then, 0))
    return
  }
  let started = false
  let observer: PerformanceObserver | undefined
  const go = () => {
    if (started) return
    started = true
    observer?.disconnect()
    win.setTimeout(then, 0)
  }
  try {
    const watching = new win.PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) go()
    })
    observer = watching
    watching.observe({ type: 'paint', buffered: true })
  } catch {
    observer = undefined
  }
  win.requestAnimationFrame(() => win.setTimeout(go, FIRST_PAINT_FALLBACK_MS))
}
