import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * For the benchmarks (issue 25, item 3): a keystroke's main-thread work, from the handler that took
 * it to the commit of the results it asked for, as the performance measure `name`. Call the
 * returned function in the handler; the measure is taken when `results` next commits, so a
 * keystroke whose results trail it by a task (a search after a zero-delay timer) is measured to
 * the results, idle gap included, never to an earlier commit without them.
 */
export function useKeystrokeWork(name: string, results: unknown): () => void {
  const typedAt = useRef<number | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured when the results commit, not on every render
  useLayoutEffect(() => {
    if (typedAt.current === null) return
    performance.measure(name, { start: typedAt.current, end: performance.now() })
    typedAt.current = null
  }, [results])
  return useCallback(() => {
    typedAt.current ??= performance.now()
  }, [])
}
