import Dexie from 'dexie'
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import type { PortalDatabase } from '#db/database'

/**
 * After a read that took D ms, the next waits until PACE × D ms have passed since it ended: reads
 * of a big outbox then hold it at most 1 / (PACE + 1) of the time.
 */
export const PACE = 4

/**
 * One paced read, shared by every component of a tab that asks for it (the same replica, table and
 * key): read again after every change of the table in any tab or worker, but no sooner than PACE
 * times the last read's duration after it ended. Runs while it has a listener.
 */
class PacedRead<T> {
  value: T | undefined = undefined
  private readonly listeners = new Set<() => void>()
  private reading = false
  private changed = true
  private readyAt = 0
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly prefix: string,
    /** The first subscriber's read; every subscriber's reads the same (the key says what). */
    private readonly read: () => Promise<T>,
    private readonly onIdle: () => void,
  ) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    if (this.listeners.size === 1) {
      Dexie.on('storagemutated', this.onMutated)
      this.changed = true
      this.next()
    }
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size > 0) return
      clearTimeout(this.timer)
      this.timer = undefined
      Dexie.on('storagemutated').unsubscribe(this.onMutated)
      this.onIdle()
    }
  }

  private get running(): boolean {
    return this.listeners.size > 0
  }

  private readonly onMutated = (parts: Record<string, unknown>) => {
    if (!Object.keys(parts).some((part) => part.startsWith(this.prefix))) return
    this.changed = true
    this.next()
  }

  private next(): void {
    if (!this.running || this.reading || !this.changed || this.timer !== undefined) return
    const wait = this.readyAt - performance.now()
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = undefined
        this.next()
      }, wait)
      return
    }
    this.changed = false
    this.reading = true
    const started = performance.now()
    this.read()
      .then(
        (result) => {
          if (!this.running) return
          this.value = result
          for (const listener of this.listeners) listener()
        },
        // As useLiveQuery: a failed read leaves the last value on show; the next change reads again.
        () => undefined,
      )
      .finally(() => {
        const ended = performance.now()
        this.readyAt = ended + PACE * (ended - started)
        this.reading = false
        this.next()
      })
  }
}

const shared = new WeakMap<PortalDatabase, Map<string, PacedRead<unknown>>>()
const nameOf = (table: string, key: string) => `${table}\u0000${key}`

function pacedRead<T>(replica: PortalDatabase, table: string, key: string, read: () => Promise<T>) {
  let reads = shared.get(replica)
  if (!reads) {
    reads = new Map()
    shared.set(replica, reads)
  }
  const name = nameOf(table, key)
  const existing = reads.get(name) as PacedRead<T> | undefined
  if (existing) return existing
  const made = new PacedRead<T>(`idb://${replica.name}/${table}/`, read, () => reads.delete(name))
  reads.set(name, made as PacedRead<unknown>)
  return made
}

/**
 * Like useLiveQuery, for a read of a whole table that may be long (10,000 outbox entries while an
 * import is sent), paced as PacedRead says. `key` names what `read` reads: components of one tab
 * that ask with the same replica, table and key share one read and its answer; undefined while
 * the first read is under way.
 *
 * Why paced: useLiveQuery read the whole outbox again after each of the sync worker's writes, in
 * every tab, and the worker's next write on the outbox waited behind each read: the import's sends
 * went at under a row a second, against some twenty with no page reading. Why shared: the import's
 * progress and the waiting-changes panel each read the same 10,000 entries, and the sends went at
 * 8 rows a second with both (15 with neither).
 */
export function usePacedLiveQuery<T>(
  replica: PortalDatabase,
  table: string,
  key: string,
  read: () => Promise<T>,
): T | undefined {
  const latestRead = useRef(read)
  useEffect(() => {
    latestRead.current = read
  })
  const subscribe = useCallback(
    (listener: () => void) => pacedRead(replica, table, key, () => latestRead.current()).subscribe(listener),
    [replica, table, key],
  )
  const snapshot = useCallback(
    () => shared.get(replica)?.get(nameOf(table, key))?.value as T | undefined,
    [replica, table, key],
  )
  return useSyncExternalStore(subscribe, snapshot)
}
