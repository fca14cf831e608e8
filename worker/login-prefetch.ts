import { type CreateHttpOptions, createHttp } from '#api/client'
import { addressEndpoints } from '#api/endpoints/addresses'
import type { Address } from '#domain/entities/address'
import type { PrefetchArgs, SyncEvent } from './contract'
import { addressPages } from './mirror/addresses'
import { CONCURRENCY, type PageStream, streamPages } from './mirror/page-stream'
import { createWorkerSession } from './session'

/**
 * The address book's pages, asked for the moment a login has its tokens: before the page has the
 * profile that names the account, and so before the sync can start. Nothing is written here; the
 * first address mirror of the same session takes the pages (handlers.ts), and they are dropped
 * with the session (a logout, a switch, a stop, another login).
 */
export interface LoginPrefetch {
  sessionId: string
  addresses: PageStream<Address>
  /** Aborts the pages still in flight. */
  cancel(): void
}

export function prefetchLogin(
  args: PrefetchArgs,
  deps: { fetch?: CreateHttpOptions['fetch']; emit: (event: SyncEvent) => void },
): LoginPrefetch {
  const controller = new AbortController()
  // The worker's own copy of the pair, as a run keeps it: a renewal (a token minutes old will not
  // need one) goes to the UI like any other.
  const session = createWorkerSession(
    { sessionId: args.sessionId, token: args.token, refreshToken: args.refreshToken },
    null,
    (renewal) => deps.emit({ name: 'tokens', payload: renewal }),
  )
  const http = createHttp({
    config: { apiBaseUrl: args.apiBaseUrl, websiteBaseUrl: '' },
    session: session.session,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    // Refused: the pages fail, and the run's own read (with its own session handling) takes over.
    onSessionExpired: () => undefined,
  })
  const { list } = addressEndpoints(http)
  return {
    sessionId: args.sessionId,
    // A login's address book is the long list of the account: its first pages are asked together.
    addresses: streamPages(addressPages(list, controller.signal), { firstRound: CONCURRENCY }),
    cancel() {
      controller.abort()
      session.close()
    },
  }
}
