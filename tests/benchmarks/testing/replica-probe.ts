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
 * Polls `read` until its answer satisfies `check` and has stayed the same for `quietMs`; answers it.
 * A list that renders in steps (a page read, then its rows) is timed only once it is still.
 */
export async function settled(
  read: () => Promise<string>,
  check: (state: string) => boolean,
  what: string,
  { quietMs = 300, timeoutMs = 120_000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  let last = ''
  let since = Date.now()
  for (;;) {
    const state = await read()
    if (state !== last) {
      last = state
      since = Date.now()
    } else if (check(state) && Date.now() - since >= quietMs) {
      return state
    }
    if (Date.now() > deadline) throw new Error(`${what}: timed out; the list shows ${state.slice(0, 160)}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/**
 * An API GET from the page, with the portal's own token (localStorage 'token', src/api/session.ts)
 * and never from the HTTP cache, timed there. A refused one fails with its status, not as a body
 * that lacks what the bench looks for.
 */
export function timedApiGet<T>(page: Page, url: string): Promise<{ ms: number; body: T }> {
  return page.evaluate(async (path) => {
    const start = performance.now()
    const response = await fetch(path, {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      cache: 'no-store',
    })
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
    const body = await response.json()
    return { ms: performance.now() - start, body }
  }, url) as Promise<{ ms: number; body: T }>
}

/**
 * Waits until the page's sync worker exists. The tab forwards the window's online event to it from
 * the moment it is made (src/app/sync-client.ts); made after the first screen, it can come later
 * than the address book's first rows, and an online event dispatched before would reach nobody.
 */
export async function syncWorkerMade(page: Page, timeoutMs = 30_000): Promise<void> {
  await until(async () => page.workers().some((worker) => /sync\.worker/.test(worker.url())), timeoutMs)
}
