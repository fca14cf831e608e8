import type { Table } from 'dexie'

/** Counts the records Dexie creates, updates and deletes, through the table hooks. */
export function countWrites<T, K>(table: Table<T, K>) {
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
