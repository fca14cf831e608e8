import { PortalDatabase } from './database'
import { announceSchemaChanges } from './schema-events'

/**
 * The UI's connection to the replica; the sync worker opens its own on the same database. The UI
 * reads through the query modules in src/db/queries, which default to this connection.
 */
export const db = new PortalDatabase()

announceSchemaChanges(db, window)
