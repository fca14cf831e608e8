import type { Page } from '@playwright/test'

/**
 * Reads the page's replica from outside the app, for the benchmarks: never creates the database
 * (the app's Dexie must do that with its schema).
 */
export function lastSuccess(page: Page, account = 'customer'): Promise<string | null> {
  return page.evaluate(
    (owner) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('courier-portal')
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => resolve(null)
        open.onsuccess = () => {
          const request = open.result
            .transaction('meta')
            .objectStore('meta')
            .get([owner, 'lastSuccess:addresses'])
          request.onsuccess = () => {
            open.result.close()
            resolve((request.result as { value: string } | undefined)?.value ?? null)
          }
          request.onerror = () => resolve(null)
        }
      }),
    account,
  )
}

/** Polls `check` until it holds; a benchmark step that never completes fails instead of hanging. */
export async function until(check: () => Promise<boolean>, timeoutMs = 120_000, everyMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}
