import type { Page } from '@playwright/test'
import { ADDRESS_STORE_TABLE } from '#db/address-store'
import type { AddressRow } from '#db/rows'

/**
 * The e2e tests' and benchmarks' one way to the address rows of a tab's replica. The store keeps
 * them in blocks of about a hundred (src/db/address-store.ts): only this file knows that.
 */

/** The rows among a dump of the replica's stores (store name → records). */
export function addressRowsIn(stores: Record<string, unknown[] | undefined>): AddressRow[] {
  const blocks = (stores[ADDRESS_STORE_TABLE] ?? []) as { rows: AddressRow[] }[]
  return blocks.flatMap((block) => block.rows)
}

/**
 * Every account's address rows, read with plain IndexedDB at whatever version the replica is, the
 * connection closed at once (a test's must never block a schema upgrade); none before the app made it.
 */
export async function replicaAddressRows(page: Page): Promise<AddressRow[]> {
  const blocks = await page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve, reject) => {
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
            resolve(request.result)
          }
          request.onerror = () => {
            db.close()
            reject(request.error)
          }
        }
      }),
    ADDRESS_STORE_TABLE,
  )
  return addressRowsIn({ [ADDRESS_STORE_TABLE]: blocks })
}
