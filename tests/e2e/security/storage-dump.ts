import type { Page } from '@playwright/test'

/** Everything a page of the portal's origin can read back from the browser profile. */
export interface StorageDump {
  /** database → object store → every record (blobs as `{ blob: size }`). */
  indexedDb: Record<string, Record<string, unknown[]>>
  localStorage: Record<string, string>
  sessionStorage: Record<string, string>
  /** cache name → the URLs it holds. */
  caches: Record<string, string[]>
}

export function dumpStorage(page: Page): Promise<StorageDump> {
  return page.evaluate(async () => {
    const plain = (value: unknown): unknown => {
      if (value instanceof Blob) return { blob: value.size }
      if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return { bytes: value.byteLength }
      if (Array.isArray(value)) return value.map(plain)
      if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]))
      }
      return value
    }
    const request = <T>(call: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        call.onsuccess = () => resolve(call.result)
        call.onerror = () => reject(call.error)
      })
    const indexedDb: Record<string, Record<string, unknown[]>> = {}
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const database = await request(indexedDB.open(name))
      const stores: Record<string, unknown[]> = {}
      for (const store of Array.from(database.objectStoreNames)) {
        const records = await request(database.transaction(store).objectStore(store).getAll())
        stores[store] = records.map(plain)
      }
      database.close()
      indexedDb[name] = stores
    }
    const entries = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, index) => {
          const key = storage.key(index) ?? ''
          return [key, storage.getItem(key) ?? '']
        }),
      )
    const caches: Record<string, string[]> = {}
    for (const name of await self.caches.keys()) {
      caches[name] = (await (await self.caches.open(name)).keys()).map((cached) => cached.url)
    }
    return { indexedDb, localStorage: entries(localStorage), sessionStorage: entries(sessionStorage), caches }
  })
}
