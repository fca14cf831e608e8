import type { Api } from '#api/create-api'
import type { PortalDatabase } from '#db/database'
import type { AccountId } from '#db/rows'
import type { Clock, TimerHandle, Timers } from './clock'
import { recoverInterrupted, replayOnce } from './outbox/replay'

/** While anything waits, the leader looks again this often even without a trigger. */
export const OUTBOX_POLL_MS = 10_000

export interface OutboxPump {
  /**
   * Replays now (coalesced: a kick during a replay runs one more pass after it). Resolves once the
   * replay it started or joined has ended (the reconnect sends the outbox before its refreshes).
   */
  kick(): Promise<void>
  /**
   * No pass starts any more, and the send in flight is aborted; resolves once the pass in progress
   * has ended, so nothing of this pump writes after it (a logout wipes next).
   */
  stop(): Promise<void>
}

interface PumpDeps {
  db: PortalDatabase
  api: Api
  account: AccountId
  now: Clock
  timers: Timers
  random?: () => number
  /** StartArgs.backoffBaseMs: the runtime config's outboxBackoffSeconds. */
  backoffBaseMs?: number
  guardStorage?: <T>(write: () => Promise<T>) => Promise<T>
}

/**
 * Runs the outbox on the leader tab: at start (after resending what a crash left 'sending'), on
 * every kick (a change queued, online, focus) and on a poll. Never Background Sync, which Safari
 * and Firefox lack.
 */
export function startOutboxPump(deps: PumpDeps): OutboxPump {
  const { db, api, account, now } = deps
  let running = false
  let again = false
  let stopped = false
  const abort = new AbortController()
  // One wake-up at the end of the backoff that stops the line: the poll alone would retry up to
  // 10 s late, and 200 queued changes on a flaky network would take minutes longer to drain.
  let wake: TimerHandle | null = null

  const wakeAt = (at: number | undefined) => {
    if (wake !== null) deps.timers.clearInterval(wake)
    wake = null
    if (at === undefined || stopped) return
    const handle = deps.timers.setInterval(
      () => {
        deps.timers.clearInterval(handle)
        if (wake === handle) wake = null
        void joined()
      },
      Math.max(0, at - now()),
    )
    wake = handle
  }

  const pass = async (): Promise<void> => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = true
    try {
      let result: Awaited<ReturnType<typeof replayOnce>>
      do {
        again = false
        result = await replayOnce({
          db,
          api,
          account,
          now,
          random: deps.random ?? Math.random,
          ...(deps.backoffBaseMs === undefined ? {} : { backoffBaseMs: deps.backoffBaseMs }),
          signal: abort.signal,
          ...(deps.guardStorage ? { guardStorage: deps.guardStorage } : {}),
        })
        if (result.sent > 0 && result.outcome === 'idle') again = false
      } while (again && !stopped)
      wakeAt(result.outcome === 'waiting' ? result.nextAttemptAt : undefined)
    } catch {
      // A failed pass leaves every entry in place; the next kick or poll tries again.
    } finally {
      running = false
    }
  }

  // Every pass starts here, so whoever kicks during one gets the end of that one (never rejects).
  let current: Promise<void> = Promise.resolve()
  const joined = (): Promise<void> => {
    if (running) {
      void pass()
      return current
    }
    current = pass()
    return current
  }

  const poll: TimerHandle = deps.timers.setInterval(() => void joined(), OUTBOX_POLL_MS)
  // Guarded like every outbox write: on a full device an entry left 'sending' would wait for good.
  const recover = () => recoverInterrupted(db, account)
  // Kept as the pass in progress: a stop() right after the start waits for this write too.
  current = (deps.guardStorage ? deps.guardStorage(recover) : recover())
    .catch(() => undefined)
    .then(() => joined())

  return {
    kick: joined,
    stop() {
      stopped = true
      deps.timers.clearInterval(poll)
      wakeAt(undefined)
      abort.abort()
      return current
    },
  }
}
