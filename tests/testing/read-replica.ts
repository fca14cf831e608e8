import type { Page } from '@playwright/test'

/**
 * One store of the tab's replica, read with plain IndexedDB at whatever version the replica is.
 * The connection closes at once (a test's must never block a schema upgrade), and it never creates
 * the database: before the app made it, or without the store, the answer is empty.
 */
export async function readReplicaStore<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('courier-portal')
        // Never create the database here: the app's Dexie must do that with its schema.
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(name)) {
            db.close()
            resolve([])
            return
          }
          const request = db.transaction(name, 'readonly').objectStore(name).getAll()
          request.onsuccess = () => {
            db.close()
            resolve(request.result as T[])
          }
          request.onerror = () => {
            db.close()
            reject(request.error)
          }
        }
      }),
    store,
  )
}
