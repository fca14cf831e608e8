import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { PortalDatabase } from '#db/database'

/** Test support, never shipped. */

let counter = 0

/** A fresh, empty replica in fake-indexeddb; a new name per call keeps tests apart. */
export function testDatabase(): PortalDatabase {
  counter++
  return new PortalDatabase(`worker-test-${Date.now()}-${counter}`, { indexedDB, IDBKeyRange })
}

/** Counts the rows Dexie creates, updates and deletes, through the table hooks. */
export function countWrites(table: PortalDatabase['addresses'] | PortalDatabase['shipments']) {
  const writes = { creating: 0, updating: 0, deleting: 0 }
  table.hook('creating', () => {
    writes.creating++
  })
  table.hook('updating', () => {
    writes.updating++
  })
  table.hook('deleting', () => {
    writes.deleting++
  })
  return writes
}
