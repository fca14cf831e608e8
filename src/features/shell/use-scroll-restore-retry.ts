import { useElementScrollRestoration, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

/** How long a page may take to grow tall enough (the replica's first rows) before the retry gives up. */
const WAIT_MS = 3000
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Back and forward return to where the page was left (LAYOUT-003). The router restores the position
 * when the page first renders, but a replicated page renders its rows a moment later from the
 * replica, so the page is still short and the position is cut down to what fits. This scrolls on to
 * the saved position as the page grows, unless the user scrolls first.
 */
export function useScrollRestoreRetry(): void {
  const key = useRouterState({ select: (state) => state.resolvedLocation?.state.__TSR_key })
  const saved = useElementScrollRestoration({ getElement: () => window })
  const top = saved?.scrollY ?? 0
  const left = saved?.scrollX ?? 0

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per location, with that location's saved position
  useEffect(() => {
    if (!top) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => apply())
    const timer = setTimeout(() => stop(), WAIT_MS)
    const stop = () => {
      observer.disconnect()
      clearTimeout(timer)
      for (const type of USER_SCROLLS) removeEventListener(type, stop)
    }
    function apply() {
      if (Math.abs(window.scrollY - top) < 2) return stop()
      if (root.scrollHeight - window.innerHeight < top) return
      window.scrollTo({ top, left })
      stop()
    }
    for (const type of USER_SCROLLS) addEventListener(type, stop, { passive: true })
    observer.observe(document.body)
    apply()
    return stop
  }, [key])
}
