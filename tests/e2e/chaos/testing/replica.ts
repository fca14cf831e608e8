import type { Page } from '@playwright/test'
import type { OutboxRow, ShipmentRow, StandingOrderRow } from '#db/rows'
import { replicaAddressRows } from '#tests/testing/replica-addresses'

/**
 * Reads the tab's replica with plain IndexedDB, at whatever version it is, and closes the
 * connection at once: a test's connection must never be what blocks a schema upgrade.
 */
export async function readTable<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('courier-portal')
        open.onerror = () => reject(open.error)
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
    table,
  )
}

export type StoredEntry = OutboxRow & { seq: number }

export const outboxOf = (page: Page) => readTable<StoredEntry>(page, 'outbox')

export async function replicaOf(page: Page, account: string) {
  const mine = <T extends { account: string }>(rows: T[]) => rows.filter((row) => row.account === account)
  return {
    addresses: mine(await replicaAddressRows(page)),
    shipments: mine(await readTable<ShipmentRow>(page, 'shipments')),
    standingOrders: mine(await readTable<StandingOrderRow>(page, 'standingOrders')),
  }
}
