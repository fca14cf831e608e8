import { isApiError } from '#api/errors'
import type { LastSuccess, Scope, ScopeRequest, SyncStatus } from './contract'
import { loadLastSuccess } from './last-success'
import type { MirrorContext } from './mirror/context'
import { runMirror } from './mirror/jobs'

type Failure = Extract<SyncStatus, { type: 'offline' | 'error' }>
/** A failure before the last-success map is attached (distributes over both kinds). */
type WithoutLastSuccess<T> = T extends unknown ? Omit<T, 'lastSuccess'> : never
type FailureOf = WithoutLastSuccess<Failure>

export interface RefreshRunnerOptions {
  lastSuccess: LastSuccess
  emit: (status: SyncStatus) => void
  /** The scope jobs; tests replace them to hold a refresh open. */
  job?: (context: MirrorContext, request: ScopeRequest) => Promise<unknown>
}

export interface RefreshRunner {
  /** Never rejects: the outcome is the status it emits, and the replica. */
  run(context: MirrorContext, request: ScopeRequest): Promise<void>
}

/** null for a refresh cancelled by stop() or lost leadership: nothing went wrong that the user must see. */
export function failureOf(scope: Scope, error: unknown): FailureOf | null {
  if (isApiError(error)) {
    if (error.kind === 'aborted') return null
    if (error.kind === 'offline' || error.kind === 'timeout') {
      // The token ran out and its renewal did not get through: the session waits, it is not over.
      return error.waitingForSession
        ? { type: 'offline', scope, waitingForSession: true }
        : { type: 'offline', scope }
    }
  }
  const message = error instanceof Error ? error.message : String(error)
  return { type: 'error', scope, message }
}

/**
 * Runs scope jobs and turns them into status: 'syncing' while any runs, then 'idle', or the last
 * failure of that busy spell ('offline' when the server was out of reach, 'error' with its message).
 * A failed refresh leaves the replica as it was: the jobs write only after a complete fetch.
 */
export function createRefreshRunner(options: RefreshRunnerOptions): RefreshRunner {
  const job = options.job ?? runMirror
  let lastSuccess: LastSuccess = { ...options.lastSuccess }
  let running = 0
  let failure: FailureOf | null = null

  return {
    async run(context, request) {
      if (running++ === 0) {
        failure = null
        options.emit({ type: 'syncing', lastSuccess })
      }
      try {
        await job(context, request)
        // Read back rather than recomputed: the meta rows are what every tab shows.
        lastSuccess = await loadLastSuccess(context.db, context.account)
      } catch (error) {
        failure = failureOf(request.scope, error) ?? failure
      } finally {
        if (--running === 0)
          options.emit(failure ? { ...failure, lastSuccess } : { type: 'idle', lastSuccess })
      }
    },
  }
}
