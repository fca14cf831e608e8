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

/**
 * Waits until the page's sync worker exists. The tab forwards the window's online event to it from
 * the moment it is made (src/app/sync-client.ts); made after the first screen, it can come later
 * than the address book's first rows, and an online event dispatched before would reach nobody.
 */
export async function syncWorkerMade(page: Page, timeoutMs = 30_000): Promise<void> {
  await until(async () => page.workers().some((worker) => /sync\.worker/.test(worker.url())), timeoutMs)
}
