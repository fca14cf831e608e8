import { PortalDatabase } from './database'

/**
 * The UI's connection to the replica; the sync worker opens its own on the same database. The UI
 * reads through the query modules in src/db/queries, which default to this connection.
 */
export const db = new PortalDatabase()

// Another tab upgrading the schema asks this one to let go (Dexie closes the connection); a reload
// then opens the new version instead of blocking the upgrade.
db.on('versionchange', () => {
  db.close()
  window.dispatchEvent(new CustomEvent('portal:schema-upgraded'))
})
