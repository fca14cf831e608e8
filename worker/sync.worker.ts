/// <reference lib="webworker" />
import { expose } from 'comlink'
import { PortalDatabase } from '#db/database'
import { SESSION_CHANNEL, type SyncHandlers } from './contract'
import { createSyncHandlers } from './handlers'
import { CHANNEL_NAME } from './tab-bus'

/**
 * The dedicated sync worker of a tab: only transport glue. Everything it does is in handlers.ts,
 * tested without comlink; the UI forwards window focus, online and visibility changes to it.
 */
const db = new PortalDatabase()
// Opened now, not at start(): the worker is loaded ahead of start (SyncClient.prepare).
void db.open().catch(() => undefined)
const handlers: SyncHandlers = createSyncHandlers({
  db,
  locks: navigator.locks,
  openChannel: () => new BroadcastChannel(CHANNEL_NAME),
  sessionChannel: new BroadcastChannel(SESSION_CHANNEL),
})

expose(handlers)
