import type { PortalDatabase } from './database'

/**
 * What was freed to make room, in the order it is given up: archive pages first (they are only a
 * cache of pages seen before and come back on the next visit), then tracking results and place
 * searches. The outbox, drafts, the address book and anything with a pending change are never
 * evicted: they hold the user's unsent work or what the forms need offline.
 */
export type EvictionStage = 'archivePages' | 'caches'

export type StorageOutcome = { type: 'evicted'; stage: EvictionStage; removed: number } | { type: 'full' }

/** The browser refused a write for lack of space: the change itself is safe to retry after eviction. */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError'
  constructor(cause: unknown) {
    super('This device has no storage left for the portal', { cause })
  }
}

/**
 * IndexedDB reports a full quota as a DOMException named QuotaExceededError, either directly or,
 * when it aborted the transaction, wrapped by Dexie (AbortError with the DOMException as `inner`).
 */
export function isQuotaExceeded(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current; depth++) {
    const { name, inner, cause } = current as { name?: unknown; inner?: unknown; cause?: unknown }
    if (name === 'QuotaExceededError' || name === 'StorageFullError') return true
    current = inner ?? cause
  }
  return false
}

/** Removes every cached archive page and the archived shipments only they hold; answers the count. */
export async function evictArchivePages(db: PortalDatabase): Promise<number> {
  return db.transaction('rw', db.archivePages, db.shipments, async () => {
    const pages = await db.archivePages.count()
    await db.archivePages.clear()
    const shipments = await db.shipments
      .filter((row) => row.list === 'archive' && row.pendingSeq === null)
      .delete()
    return pages + shipments
  })
}

/**
 * The second stage: looked-up tracking results, place searches and kept waybills (zips stay for the
 * pickers). Each comes back from the network when next needed.
 */
export async function evictCaches(db: PortalDatabase): Promise<number> {
  return db.transaction('rw', [db.tracking, db.zipSearches, db.waybills], async () => {
    const removed = (await db.tracking.count()) + (await db.zipSearches.count()) + (await db.waybills.count())
    await db.tracking.clear()
    await db.zipSearches.clear()
    await db.waybills.clear()
    return removed
  })
}

const STAGES: readonly [EvictionStage, (db: PortalDatabase) => Promise<number>][] = [
  ['archivePages', evictArchivePages],
  ['caches', evictCaches],
]

/**
 * Runs a write; when the device's storage is full, frees the next eviction stage and tries again.
 * Reports what it freed (so the user is told), and 'full' before throwing StorageFullError when
 * nothing is left to free. The write must be a whole transaction, so a retry starts clean.
 */
export async function withStorageRecovery<T>(
  db: PortalDatabase,
  write: () => Promise<T>,
  report: (outcome: StorageOutcome) => void,
): Promise<T> {
  for (let stage = 0; ; stage++) {
    try {
      return await write()
    } catch (error) {
      if (!isQuotaExceeded(error)) throw error
      const next = STAGES[stage]
      if (!next) {
        report({ type: 'full' })
        throw new StorageFullError(error)
      }
      const [name, evict] = next
      const removed = await evict(db)
      if (removed > 0) report({ type: 'evicted', stage: name, removed })
    }
  }
}
