import { type Clock, systemClock, systemTimers, type TimerHandle, type Timers } from './clock'
import { requestKey, type ScopeRequest } from './contract'

/** Why a refresh runs; it travels with forwarded requests so the leader applies the same rules. */
export type Trigger = 'start' | 'request' | 'online' | 'focus' | 'poll' | 'leader'

export const POLL_MS = 5 * 60_000
export const MIN_INTERVAL_MS = 30_000

/**
 * Automatic triggers skip a request that completed moments ago: five tabs opening, or a user
 * flicking between windows, must not mean five refreshes. A route mount, coming back online and a
 * new leader always refresh.
 */
const THROTTLED: ReadonlySet<Trigger> = new Set<Trigger>(['start', 'focus', 'poll'])

export interface SchedulerOptions {
  /** Runs the refresh here (leader) or hands it to the leader (follower). */
  dispatch: (request: ScopeRequest, trigger: Trigger) => Promise<void>
  /** Refreshed at start and on every later trigger: what the dashboard and the forms read. */
  defaults: readonly ScopeRequest[]
  timers?: Timers
  now?: Clock
  pollMs?: number
  minIntervalMs?: number
}

export interface Scheduler {
  start(visible: boolean): Promise<void>
  /** A route asked: refresh now, and keep the scope fresh on later triggers. */
  request(request: ScopeRequest): Promise<void>
  /** Coalesced and throttled, without watching (a request another tab forwarded). */
  run(request: ScopeRequest, trigger: Trigger): Promise<void>
  online(): Promise<void>
  focus(): Promise<void>
  /** Every watched scope (a tab that just became leader). */
  refreshWatched(trigger: Trigger): Promise<void>
  /**
   * Forgets what ran and when: after a change of leader, a request this tab handed to the old
   * leader says nothing about what the new one (maybe this tab) has done.
   */
  reset(): void
  setVisible(visible: boolean): void
  stop(): void
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const timers = options.timers ?? systemTimers
  const now = options.now ?? systemClock
  const pollMs = options.pollMs ?? POLL_MS
  const minIntervalMs = options.minIntervalMs ?? MIN_INTERVAL_MS
  // Keyed by scope, so only the archive page on screen is kept fresh, not every page once seen.
  const watched = new Map<string, ScopeRequest>(options.defaults.map((request) => [request.scope, request]))
  const inflight = new Map<string, Promise<void>>()
  const completedAt = new Map<string, number>()
  let poll: TimerHandle | null = null
  let stopped = false

  function run(request: ScopeRequest, trigger: Trigger): Promise<void> {
    if (stopped) return Promise.resolve()
    const key = requestKey(request)
    const running = inflight.get(key)
    if (running) return running
    const last = completedAt.get(key)
    if (THROTTLED.has(trigger) && last !== undefined && now() - last < minIntervalMs) return Promise.resolve()
    const done = options.dispatch(request, trigger).finally(() => {
      if (inflight.get(key) === done) inflight.delete(key)
      completedAt.set(key, now())
    })
    inflight.set(key, done)
    return done
  }

  async function refreshWatched(trigger: Trigger): Promise<void> {
    await Promise.all([...watched.values()].map((request) => run(request, trigger)))
  }

  function setVisible(visible: boolean): void {
    if (visible && poll === null && !stopped) {
      poll = timers.setInterval(() => refreshWatched('poll'), pollMs)
    } else if (!visible && poll !== null) {
      timers.clearInterval(poll)
      poll = null
    }
  }

  return {
    start(visible) {
      setVisible(visible)
      return refreshWatched('start')
    },
    request(request) {
      watched.set(request.scope, request)
      return run(request, 'request')
    },
    run,
    online: () => refreshWatched('online'),
    focus: () => refreshWatched('focus'),
    refreshWatched,
    reset() {
      inflight.clear()
      completedAt.clear()
    },
    setVisible,
    stop() {
      setVisible(false)
      stopped = true
    },
  }
}
