import { PortalDatabase } from './database'
import { announceSchemaChanges } from './schema-events'

/**
 * The UI's connection to the replica; the sync worker opens its own on the same database. The UI
 * reads through the query modules in src/db/queries, which default to this connection.
 */
export const db = new PortalDatabase()

// Node (tests of the query modules) has no window to tell; a browser tab always has one.
if (typeof window !== 'undefined') announceSchemaChanges(db, window)
