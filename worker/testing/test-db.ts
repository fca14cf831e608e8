import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { PortalDatabase } from '#db/database'
import type { RowStore } from '#worker/mirror/diff-apply'

/** Test support, never shipped. */

let counter = 0

/** A fresh, empty replica in fake-indexeddb; a new name per call keeps tests apart. */
export function testDatabase(): PortalDatabase {
  counter++
  return new PortalDatabase(`worker-test-${Date.now()}-${counter}`, { indexedDB, IDBKeyRange })
}

/** A row store that records what is asked of it: the rows put and the keys deleted, in order. */
export function recordingStore<Row, Key>(store: RowStore<Row, Key>) {
  const asked = { put: [] as Row[], deleted: [] as Key[] }
  const recording: RowStore<Row, Key> = {
    // A class's store (address-store.ts) has its methods on the prototype, which a spread leaves out.
    scope: store.scope,
    inTransaction: (body) => store.inTransaction(body),
    hasRows: (account) => store.hasRows(account),
    toArray: (account, signal) => store.toArray(account, signal),
    bulkGet: (keys) => store.bulkGet(keys),
    bulkPut(rows) {
      asked.put.push(...rows)
      return store.bulkPut(rows)
    },
    bulkDelete(keys) {
      asked.deleted.push(...keys)
      return store.bulkDelete(keys)
    },
  }
  return { store: recording, asked }
}
