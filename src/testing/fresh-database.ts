import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach } from 'vitest'
import { PortalDatabase } from '#db/database'

/** Test support: each test's replicas, deleted after it so the next one starts empty. */
const opened: PortalDatabase[] = []

afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close()
    await db.delete()
  }
})

/**
 * A new, empty replica in fake-indexeddb under a unique name. It opens on first use, so a Dexie
 * middleware (quotaFault) can still be added right after.
 */
export function freshDatabase(): PortalDatabase {
  const db = new PortalDatabase(`test-${crypto.randomUUID()}`, { indexedDB, IDBKeyRange })
  opened.push(db)
  return db
}
