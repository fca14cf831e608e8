/**
 * Waits for a task of its own: the browser may paint and answer input before the caller goes on,
 * so a start made of steps is several short tasks instead of one long one (Lighthouse's total
 * blocking time). Used by the entry (src/main.tsx) and the app's start.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0))
