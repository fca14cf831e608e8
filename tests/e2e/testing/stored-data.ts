import type { Page } from '@playwright/test'

/** Every row of every store of the replica but the outbox (unsent changes stay at a logout, as decided). */
export async function replicaRowsBesideOutbox(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown[]>>((resolve, reject) => {
        const open = indexedDB.open('courier-portal')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const names = [...db.objectStoreNames].filter((name) => name !== 'outbox')
          const found: Record<string, unknown[]> = {}
          if (names.length === 0) {
            db.close()
            resolve(found)
            return
          }
          const transaction = db.transaction(names, 'readonly')
          for (const name of names) {
            const request = transaction.objectStore(name).getAll()
            request.onsuccess = () => {
              if (request.result.length > 0) found[name] = request.result
            }
          }
          transaction.oncomplete = () => {
            db.close()
            resolve(found)
          }
          transaction.onerror = () => {
            db.close()
            reject(transaction.error)
          }
        }
      }),
  )
}

/** The accounts the replica holds rows of, store by store (beside the outbox). */
export async function accountsInReplica(page: Page): Promise<Record<string, string[]>> {
  const rows = await replicaRowsBesideOutbox(page)
  const accounts: Record<string, string[]> = {}
  for (const [store, list] of Object.entries(rows)) {
    const names = new Set<string>()
    for (const row of list) {
      const account = (row as { account?: unknown }).account
      names.add(typeof account === 'string' ? account : '(none)')
    }
    accounts[store] = [...names].sort()
  }
  return accounts
}

/** The keys of the origin's local storage. */
export async function localStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort())
}

/** When the account's replica last received `scope` from the server (its meta row), or null: never. */
export function scopeMirroredAt(page: Page, scope: string, account = 'customer'): Promise<string | null> {
  return page.evaluate(
    ([owner, key]) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('courier-portal')
        open.onerror = () => resolve(null)
        open.onsuccess = () => {
          const request = open.result.transaction('meta').objectStore('meta').get([owner, key])
          request.onsuccess = () => {
            open.result.close()
            resolve((request.result as { value: string } | undefined)?.value ?? null)
          }
          request.onerror = () => resolve(null)
        }
      }),
    [account, `lastSuccess:${scope}`] as const,
  )
}
