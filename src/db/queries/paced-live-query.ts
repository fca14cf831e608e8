import Dexie from 'dexie'
import { useEffect, useState } from 'react'
import type { PortalDatabase } from '#db/database'

/**
 * After a read that took D ms, the next waits until PACE × D ms have passed since it ended: reads
 * of a big outbox then hold it at most 1 / (PACE + 1) of the time.
 */
export const PACE = 4

/**
 * Like useLiveQuery, for a read of a whole table that may be long (10,000 outbox entries while an
 * import is sent): read again after every change of `table` in any tab or worker, but no sooner
 * than PACE times the last read's duration after it ended. A small table is read again at once.
 *
 * Why: useLiveQuery read the whole outbox again after each of the sync worker's writes, in every
 * tab, and the worker's next write on the outbox waited behind each read: the import's sends went
 * at under a row a second, against some twenty with no page reading.
 */
export function usePacedLiveQuery<T>(
  replica: PortalDatabase,
  table: string,
  read: () => Promise<T>,
  deps: readonly unknown[],
): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is named by the caller's deps, as with useLiveQuery.
  useEffect(() => {
    const prefix = `idb://${replica.name}/${table}/`
    let stopped = false
    let reading = false
    let changed = true
    let readyAt = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const next = () => {
      if (stopped || reading || !changed || timer !== undefined) return
      const wait = readyAt - performance.now()
      if (wait > 0) {
        timer = setTimeout(() => {
          timer = undefined
          next()
        }, wait)
        return
      }
      changed = false
      reading = true
      const started = performance.now()
      read()
        .then(
          (result) => {
            if (!stopped) setValue(() => result)
          },
          // As useLiveQuery: a failed read leaves the last value on show; the next change reads again.
          () => undefined,
        )
        .finally(() => {
          const ended = performance.now()
          readyAt = ended + PACE * (ended - started)
          reading = false
          next()
        })
    }
    const onMutated = (parts: Record<string, unknown>) => {
      if (!Object.keys(parts).some((part) => part.startsWith(prefix))) return
      changed = true
      next()
    }
    Dexie.on('storagemutated', onMutated)
    next()
    return () => {
      stopped = true
      clearTimeout(timer)
      Dexie.on('storagemutated').unsubscribe(onMutated)
    }
  }, [replica, table, ...deps])
  return value
}
