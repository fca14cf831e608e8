import { BROWSER_WIDE, type PortalDatabase } from '#db/database'
import type { Clock, TimerHandle, Timers } from './clock'
import { systemTimers } from './clock'

/** The part of navigator.locks leadership uses; tests hand in worker/testing/fake-locks.ts. */
export interface LockManagerLike {
  request(name: string, options: LockOptions, callback: (lock: Lock | null) => Promise<void>): Promise<void>
}

export interface LeadershipOptions {
  locks: LockManagerLike
  db: PortalDatabase
  now: Clock
  /** How often the leader writes its heartbeat, and how often followers look at it. */
  heartbeatMs: number
  /** A heartbeat older than this means a frozen leader: a follower steals the lock. */
  staleAfterMs: number
  timers?: Timers
  tabId?: string
  /**
   * Whose sync this leadership is for. Tabs of different accounts (a dispatcher acting as a
   * customer in one tab) each need a leader: a leader only refreshes and sends for its own account.
   */
  scope?: string
}

export interface Leadership {
  start(): void
  /** Gives the lock up (tab closing, logout); resolves once this tab no longer leads. */
  stop(): Promise<void>
  isLeader(): boolean
  onLeadershipChange(listener: (leader: boolean) => void): () => void
}

export const LOCK_NAME = 'courier-portal:sync-leader'
/**
 * Heartbeats belong to the browser, not an account: another account's wipe leaves them; a logout
 * deletes the one named after its own account (PortalDatabase.wipeAccount).
 */
export const BROWSER_ACCOUNT = BROWSER_WIDE
export const HEARTBEAT_KEY = 'leaderHeartbeat'
/** Takeover within 10 s: a frozen leader is stolen from after at most stale + one heartbeat. */
export const HEARTBEAT_MS = 2_000
export const STALE_AFTER_MS = 6_000

interface Heartbeat {
  tab: string
  at: number
}

const ignore = () => {}

/** A heartbeat that cannot be read counts as none: the lock decides, not a parse error in a timer. */
function beatTime(value: string): number {
  try {
    const at = (JSON.parse(value) as Partial<Heartbeat>).at
    return typeof at === 'number' ? at : 0
  } catch {
    return 0
  }
}

/**
 * One leader across the tabs of a browser. Each tab queues for one exclusive Web Lock: a closed
 * tab's lock is released by the browser and the next tab in the queue gets it at once. A frozen tab
 * keeps its lock, so the leader also writes a heartbeat into `meta`; a follower that sees it go
 * stale steals the lock, and the old leader learns it lost when its lock request rejects.
 */
export function createLeadership(options: LeadershipOptions): Leadership {
  const lockName = options.scope === undefined ? LOCK_NAME : `${LOCK_NAME}:${options.scope}`
  const heartbeatKey = options.scope === undefined ? HEARTBEAT_KEY : `${HEARTBEAT_KEY}:${options.scope}`
  const { locks, db, now, heartbeatMs, staleAfterMs } = options
  const timers = options.timers ?? systemTimers
  const tabId = options.tabId ?? crypto.randomUUID()
  const listeners = new Set<(leader: boolean) => void>()
  let running = false
  let stealing = false
  let held: (() => void) | null = null
  let queued: AbortController | null = null
  let ticker: TimerHandle | null = null
  let waitingSince = 0

  /** Sets the release of the held lock (null: not leading) and tells listeners when that flips. */
  function hold(release: (() => void) | null): void {
    const was = held !== null
    held = release
    if (was === (release !== null)) return
    for (const listener of [...listeners]) listener(release !== null)
  }

  async function beat(): Promise<void> {
    const value = JSON.stringify({ tab: tabId, at: now() } satisfies Heartbeat)
    // A missed beat only risks an early steal, which the lock itself keeps safe.
    await db.meta.put({ account: BROWSER_ACCOUNT, key: heartbeatKey, value }).catch(ignore)
  }

  async function lastBeat(): Promise<number> {
    const row = await db.meta.get([BROWSER_ACCOUNT, heartbeatKey]).catch(() => undefined)
    const beatAt = row ? beatTime(row.value) : 0
    // Never stale before this tab waited itself: a new leader may not have written its first beat yet.
    return Math.max(beatAt, waitingSince)
  }

  function queue(): void {
    if (!running || held || queued || stealing) return
    waitingSince = now()
    queued = new AbortController()
    void request({ signal: queued.signal })
  }

  /** Resolves once the lock was granted and the first heartbeat written, or the request ended. */
  function request(lockOptions: LockOptions): Promise<void> {
    return new Promise<void>((ready) => {
      let release: (() => void) | null = null
      const granted = (lock: Lock | null) => {
        if (lockOptions.signal && queued?.signal === lockOptions.signal) queued = null
        if (lockOptions.steal) stealing = false
        if (!running || !lock) return Promise.resolve()
        return new Promise<void>((resolve) => {
          release = resolve
          hold(resolve)
          void beat().finally(ready)
        })
      }
      void locks
        .request(lockName, lockOptions, granted)
        // Aborted while queued, or stolen while held: both simply end this request.
        .catch(ignore)
        .then(() => {
          if (lockOptions.steal) stealing = false
          if (release && held === release) hold(null)
          release?.()
          ready()
          queue()
        })
    })
  }

  async function tick(): Promise<void> {
    if (held) return beat()
    if (stealing || now() - (await lastBeat()) <= staleAfterMs) return
    stealing = true
    // One request per tab: the queued one would otherwise hand the lock back to this tab later.
    const waiting = queued
    queued = null
    waiting?.abort()
    await request({ steal: true })
  }

  return {
    start() {
      if (running) return
      running = true
      ticker = timers.setInterval(tick, heartbeatMs)
      queue()
    },
    async stop() {
      running = false
      if (ticker !== null) timers.clearInterval(ticker)
      ticker = null
      queued?.abort()
      queued = null
      const release = held
      hold(null)
      release?.()
    },
    isLeader: () => held !== null,
    onLeadershipChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
