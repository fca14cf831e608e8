import { type Clock, systemClock, systemTimers, type TimerHandle, type Timers } from './clock'
import { requestKey, type ScopeRequest } from './contract'

/**
 * Why a refresh runs; it travels with forwarded requests so the leader applies the same rules.
 * 'start' only comes from a tab of an older build, which refreshed every default when it opened.
 * 'repair': a read met a damaged record, so rows are missing however fresh the copy is.
 */
export type Trigger = 'start' | 'request' | 'online' | 'focus' | 'poll' | 'leader' | 'repair'

export const POLL_MS = 5 * 60_000
export const MIN_INTERVAL_MS = 30_000

/**
 * Skipped for a scope that was refreshed moments ago, by this tab or any other (the replica says
 * when): five tabs opening, a user flicking between windows or routes, or a new leader must not mean
 * five refreshes. Coming back online always refreshes, after the outbox (sync-run.ts); so does a repair.
 */
const THROTTLED: ReadonlySet<Trigger> = new Set<Trigger>(['start', 'request', 'focus', 'poll', 'leader'])

export interface SchedulerOptions {
  /** Runs the refresh here (leader) or hands it to the leader (follower). */
  dispatch: (request: ScopeRequest, trigger: Trigger) => Promise<void>
  /** Refreshed at start and on every later trigger: what the dashboard and the forms read. */
  defaults: readonly ScopeRequest[]
  /**
   * When the replica last received this request's data (epoch ms), whichever tab fetched it: the
   * throttle's memory shared by every tab and every page load. Undefined: never, or unknown.
   */
  refreshedAt?: (request: ScopeRequest) => Promise<number | undefined>
  timers?: Timers
  now?: Clock
  pollMs?: number
  /**
   * Where the account's poll instants fall within pollMs (pollPhase). Every tab of the account polls
   * at the same instants, so their polls meet at the leader as one round: a tab opened or shown later
   * joins the account's cycle instead of starting one of its own.
   */
  phaseMs?: number
  /** Defaults to 30 s, or half the poll when that is shorter (a test's 15 s poll). */
  minIntervalMs?: number
}

export interface Scheduler {
  /**
   * Starts polling if visible, and refreshes nothing itself: the tab that takes the lead refreshes
   * what is stale ('leader'; the first tab, a reload), and a tab that follows asks only for its
   * screen's data as it mounts. Opening a fifth tab is not a fifth round of every default.
   */
  start(visible: boolean): void
  /** A route asked: refresh now unless fresh, and keep the scope fresh on later triggers. */
  request(request: ScopeRequest): Promise<void>
  /**
   * The screen that asked for `scope` is gone: the polls of this tab keep its default fresh again
   * (the archive's first page), or nothing of that scope. Five desk tabs that once showed five
   * different archive pages then poll the one default page, which the leader asks for once.
   */
  release(scope: ScopeRequest['scope']): void
  /** Coalesced and throttled, without watching (a request another tab forwarded). */
  run(request: ScopeRequest, trigger: Trigger): Promise<void>
  online(): Promise<void>
  focus(): Promise<void>
  /** Every watched scope (a tab that just became leader). */
  refreshWatched(trigger: Trigger): Promise<void>
  /**
   * Forgets what ran and when: after a change of leader, a request this tab handed to the old
   * leader says nothing about what the new one (maybe this tab) has done. The replica still does.
   */
  reset(): void
  setVisible(visible: boolean): void
  /**
   * Polls every `pollMs` from now on, at that interval's instants for the account (`phaseMs`); a
   * poll already armed is re-armed. Every tab of the account reads the same setting, so they keep
   * meeting at the leader as one round.
   */
  setPoll(pollMs: number, phaseMs: number): void
  stop(): void
}

/** A stable offset in [0, pollMs) per account (FNV-1a), so accounts do not all poll the server at once. */
export function pollPhase(account: string, pollMs: number): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < account.length; i++) {
    hash ^= account.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % pollMs
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const timers = options.timers ?? systemTimers
  const now = options.now ?? systemClock
  let pollMs = options.pollMs ?? POLL_MS
  let phaseMs = options.phaseMs ?? 0
  const minIntervalOf = (ms: number) => options.minIntervalMs ?? Math.min(MIN_INTERVAL_MS, ms / 2)
  let minIntervalMs = minIntervalOf(pollMs)
  // Keyed by scope, so only the archive page on screen is kept fresh, not every page once seen.
  const watched = new Map<string, ScopeRequest>(options.defaults.map((request) => [request.scope, request]))
  const inflight = new Map<string, Promise<void>>()
  // Throttled triggers reading the replica's time before they decide; not a refresh yet.
  const checking = new Map<string, Promise<void>>()
  const completedAt = new Map<string, number>()
  let poll: TimerHandle | null = null
  let due = 0
  let stopped = false

  const fresh = (at: number | undefined) => at !== undefined && now() - at < minIntervalMs

  function launch(request: ScopeRequest, trigger: Trigger): Promise<void> {
    const key = requestKey(request)
    const running = inflight.get(key)
    if (running) return running
    if (stopped) return Promise.resolve()
    const done = options.dispatch(request, trigger).finally(() => {
      if (inflight.get(key) === done) inflight.delete(key)
      completedAt.set(key, now())
    })
    inflight.set(key, done)
    return done
  }

  function run(request: ScopeRequest, trigger: Trigger): Promise<void> {
    if (stopped) return Promise.resolve()
    const key = requestKey(request)
    const running = inflight.get(key) ?? (THROTTLED.has(trigger) ? checking.get(key) : undefined)
    if (running) return running
    if (!THROTTLED.has(trigger)) return launch(request, trigger)
    if (fresh(completedAt.get(key))) return Promise.resolve()
    const { refreshedAt } = options
    if (!refreshedAt) return launch(request, trigger)
    const check = refreshedAt(request)
      .catch(() => undefined)
      .then((at) => (fresh(at) ? undefined : launch(request, trigger)))
      .finally(() => {
        if (checking.get(key) === check) checking.delete(key)
      })
    checking.set(key, check)
    return check
  }

  async function refreshWatched(trigger: Trigger): Promise<void> {
    await Promise.all([...watched.values()].map((request) => run(request, trigger)))
  }

  /** The first of the account's poll instants (phaseMs + k × pollMs) after `time`. */
  const nextInstant = (time: number) => time - ((((time - phaseMs) % pollMs) + pollMs) % pollMs) + pollMs

  function arm(): void {
    const handle = timers.setInterval(
      () => {
        timers.clearInterval(handle)
        if (poll !== handle) return
        // From the instant it was due, not from now: a timer that fires early never polls twice.
        due = nextInstant(Math.max(now(), due))
        arm()
        void refreshWatched('poll')
      },
      Math.max(0, due - now()),
    )
    poll = handle
  }

  function setVisible(visible: boolean): void {
    if (visible && poll === null && !stopped) {
      due = nextInstant(now())
      arm()
    } else if (!visible && poll !== null) {
      timers.clearInterval(poll)
      poll = null
    }
  }

  return {
    start: setVisible,
    request(request) {
      watched.set(request.scope, request)
      return run(request, 'request')
    },
    release(scope) {
      const fallback = options.defaults.find((request) => request.scope === scope)
      if (fallback) watched.set(scope, fallback)
      else watched.delete(scope)
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
    setPoll(nextPollMs, nextPhaseMs) {
      if (nextPollMs === pollMs && nextPhaseMs === phaseMs) return
      pollMs = nextPollMs
      phaseMs = nextPhaseMs
      minIntervalMs = minIntervalOf(pollMs)
      if (poll === null) return
      setVisible(false)
      setVisible(true)
    },
    stop() {
      setVisible(false)
      stopped = true
    },
  }
}
