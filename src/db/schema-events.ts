import type { PortalDatabase } from './database'

/** Another tab upgraded the replica's schema: this one let go and must reload to go on. */
export const SCHEMA_UPGRADED = 'portal:schema-upgraded'
/** This tab's upgrade waits for another tab that still holds the old schema and does not let go. */
export const SCHEMA_BLOCKED = 'portal:schema-blocked'
/** That other tab let go: the upgrade went through and the replica is open. */
export const SCHEMA_UNBLOCKED = 'portal:schema-unblocked'

/** What the page must say about the replica's schema; null: nothing. */
export type SchemaNotice = 'upgraded' | 'blocked' | null

export interface SchemaNoticeStore {
  get(): SchemaNotice
  subscribe(listener: () => void): () => void
}

/**
 * The events of `target`, kept as a state: the replica may open (and be blocked) before the screen
 * that shows the notice has mounted, and useSyncExternalStore reads what happened before it
 * subscribed. Created when the root route's module loads, before anything opens the replica.
 */
export function createSchemaNotice(target: EventTarget): SchemaNoticeStore {
  let notice: SchemaNotice = null
  const listeners = new Set<() => void>()
  const set = (next: SchemaNotice) => {
    notice = next
    for (const listener of [...listeners]) listener()
  }
  target.addEventListener(SCHEMA_UPGRADED, () => set('upgraded'))
  target.addEventListener(SCHEMA_BLOCKED, () => set('blocked'))
  target.addEventListener(SCHEMA_UNBLOCKED, () => {
    if (notice === 'blocked') set(null)
  })
  return {
    get: () => notice,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The page's notice, shown by the root route. */
export const schemaNotice = createSchemaNotice(typeof window === 'undefined' ? new EventTarget() : window)

/**
 * Tells the page about schema upgrades between tabs of different builds. A newer build asks this
 * connection to let go: it closes at once, so the upgrade never waits on this tab. When this tab is
 * the newer build and an old one does not let go (a frozen background tab, a build from before this
 * handler), IndexedDB holds the open until that tab closes: the user must be told, or the screens
 * just say "Loading…" forever.
 */
export function announceSchemaChanges(db: PortalDatabase, target: EventTarget): void {
  db.on('versionchange', () => {
    db.close()
    target.dispatchEvent(new Event(SCHEMA_UPGRADED))
  })
  db.on('blocked', () => {
    target.dispatchEvent(new Event(SCHEMA_BLOCKED))
    // The open that was blocked goes on by itself once the other tab lets go; it resolves then.
    void db
      .open()
      .then(() => target.dispatchEvent(new Event(SCHEMA_UNBLOCKED)))
      .catch(() => undefined)
  })
}
