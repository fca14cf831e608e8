import type { Table } from 'dexie'
import type { Api } from '#api/create-api'
import { ApiError } from '#api/errors'
import type { PortalDatabase } from '#db/database'
import type { AccountId, NotificationRow } from '#db/rows'
import type { Address } from '#domain/entities/address'
import { type Clock, isoAt } from '#worker/clock'
import { lastSuccessKey, type Scope } from '#worker/contract'
import type { PageStream } from './page-stream'

/** What every refresh job works with: the API of the session, the replica, and whose rows they are. */
export interface MirrorContext {
  api: Api
  db: PortalDatabase
  account: AccountId
  now: Clock
  /** Aborted by stop(): the fetch is cancelled, and a late answer is not written after a logout wipe. */
  signal?: AbortSignal
  /** Runs a whole write transaction, evicting caches and retrying when the device's storage is full. */
  guardStorage?: <T>(write: () => Promise<T>) => Promise<T>
  /** Told the notifications a job stored just now (the leader's tab shows them as system notifications). */
  notify?: (rows: NotificationRow[]) => void
  /**
   * The address pages the login asked for before this run started (worker/login-prefetch.ts):
   * answered to the first address mirror only, then never again.
   */
  takeLoginPages?: () => PageStream<Address> | undefined
}

/**
 * Runs a job's writes and its `lastSuccess:<scope>` meta row in one transaction, so the time shown
 * as "data from HH:mm" never claims more than the replica holds.
 */
export function commitScope<T>(
  context: MirrorContext,
  scope: Scope,
  tables: (Table | string)[],
  apply: () => Promise<T>,
): Promise<T> {
  const { db, account, signal } = context
  const write = () =>
    db.transaction('rw', [...tables, db.meta], async () => {
      // Checked inside the transaction: stop() (before a logout wipe) may have come while fetching.
      if (signal?.aborted) throw new ApiError({ kind: 'aborted', message: 'The sync was stopped' })
      const result = await apply()
      await db.meta.put({ account, key: lastSuccessKey(scope), value: isoAt(context.now) })
      return result
    })
  return context.guardStorage ? context.guardStorage(write) : write()
}
