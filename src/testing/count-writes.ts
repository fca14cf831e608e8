import type { PortalDatabase } from '#db/database'

/** Counts the records Dexie creates, updates and deletes, through the table hooks. */
export function countWrites(table: PortalDatabase['addressBlocks'] | PortalDatabase['shipments']) {
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
