/// <reference lib="webworker" />
import { expose } from 'comlink'
import { PortalDatabase } from '#db/database'
import type { SyncHandlers } from './contract'
import { createSyncHandlers } from './handlers'
import { CHANNEL_NAME } from './tab-bus'

/**
 * The dedicated sync worker of a tab: only transport glue. Everything it does is in handlers.ts,
 * tested without comlink; the UI forwards window focus, online and visibility changes to it.
 */
const handlers: SyncHandlers = createSyncHandlers({
  db: new PortalDatabase(),
  locks: navigator.locks,
  openChannel: () => new BroadcastChannel(CHANNEL_NAME),
})

expose(handlers)
