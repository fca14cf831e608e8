import { liveQuery } from 'dexie'
import type { PortalDatabase } from '#db/database'

/**
 * Resolves once an outbox entry has left the queue: sent (or discarded by the user), in whichever
 * tab led. For work that must follow the server's change, not the local one (the profile reload
 * after an address save reads the server's new standard addresses).
 */
export function whenSent(db: PortalDatabase, seq: number): Promise<void> {
  return new Promise((resolve) => {
    let done = false
    const subscription = liveQuery(() => db.outbox.get(seq)).subscribe({
      next(entry) {
        if (entry || done) return
        done = true
        resolve()
        // Emitted asynchronously, so the subscription exists by now.
        queueMicrotask(() => subscription.unsubscribe())
      },
      error: () => undefined,
    })
  })
}
