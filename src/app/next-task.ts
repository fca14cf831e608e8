interface YieldingScheduler {
  yield?: () => Promise<void>
}

/**
 * Waits for a task of its own: the browser may paint and answer input before the caller goes on,
 * so a start made of steps is several short tasks instead of one long one (Lighthouse's total
 * blocking time). Used by the entry (src/main.tsx) and the app's start. `scheduler.yield()` where
 * the browser has it: a chain of timeouts is clamped to 4 ms a step after the fifth, and the
 * entry's preloads take several steps (src/app/preload-chunks.ts).
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise<void>((resolve) => setTimeout(resolve, 0))
}
