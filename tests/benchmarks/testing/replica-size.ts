import type { Page } from '@playwright/test'
import { ADDRESS_STORE_TABLE } from '#db/address-store'

/** One object store of the replica: its records and their size as stored data. */
export interface StoreSize {
  records: number
  /** JSON length of the records, plus the bytes of any Blob or binary in them. */
  bytes: number
  /** Rows inside the records: address rows in the address store's blocks, else the records. */
  rows: number
}

export type ReplicaSize = Record<string, StoreSize>

/**
 * Every store of the tab's replica, measured from its records (IndexedDB's own file size is not
 * readable from a page, and navigator.storage.estimate() also counts the service worker's caches
 * and moves in coarse steps). Read with plain IndexedDB; never creates the database.
 */
export function replicaSize(page: Page): Promise<ReplicaSize> {
  return page.evaluate(
    (addressStore) =>
      new Promise<ReplicaSize>((resolve, reject) => {
        const open = indexedDB.open('courier-portal')
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const names = [...db.objectStoreNames]
          const sizes: ReplicaSize = {}
          const transaction = db.transaction(names, 'readonly')
          for (const name of names) {
            const request = transaction.objectStore(name).getAll()
            request.onsuccess = () => {
              let binary = 0
              let rows = 0
              let json = 0
              for (const record of request.result as unknown[]) {
                json += JSON.stringify(record, (_key, value: unknown) => {
                  if (value instanceof Blob) binary += value.size
                  else if (value instanceof ArrayBuffer) binary += value.byteLength
                  else if (ArrayBuffer.isView(value)) binary += value.byteLength
                  else return value
                  return null
                }).length
                rows += name === addressStore ? ((record as { rows?: unknown[] }).rows?.length ?? 0) : 1
              }
              sizes[name] = { records: request.result.length, bytes: json + binary, rows }
            }
          }
          transaction.oncomplete = () => {
            db.close()
            resolve(sizes)
          }
          transaction.onerror = () => {
            db.close()
            reject(transaction.error)
          }
        }
      }),
    ADDRESS_STORE_TABLE,
  )
}

/** Stores whose rows are the server's data: they may grow by the rows the day added, at their size. */
export const DATA_STORES = [ADDRESS_STORE_TABLE, 'shipments', 'standingOrders', 'notifications'] as const

/**
 * What the replica grew by beyond the day's data, bytes: a data store may grow by the rows it
 * gained at the size its rows had before (a notification, new since the baseline, at its own
 * size); every other store (meta, outbox, kept pages, caches) must end where it was.
 */
export function growthBeyondData(before: ReplicaSize, after: ReplicaSize): number {
  let beyond = 0
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[name] ?? { records: 0, bytes: 0, rows: 0 }
    const is = after[name] ?? { records: 0, bytes: 0, rows: 0 }
    const data = (DATA_STORES as readonly string[]).includes(name)
    const perRow = was.rows > 0 ? was.bytes / was.rows : is.rows > 0 ? is.bytes / is.rows : 0
    const allowed = data ? Math.max(0, is.rows - was.rows) * perRow : 0
    beyond += Math.max(0, is.bytes - was.bytes - allowed)
  }
  return beyond
}

export const totalBytes = (size: ReplicaSize) =>
  Object.values(size).reduce((sum, store) => sum + store.bytes, 0)
