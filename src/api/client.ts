import ky, { type AfterResponseHook, type BeforeRequestHook, type KyInstance, type Options } from 'ky'
import type { RuntimeConfig } from './config'
import { ApiError } from './errors'
import { createRefresher } from './refresh'
import type { Session } from './session'

export const TIMEOUT_MS = 20_000

export interface CreateHttpOptions {
  config: Pick<RuntimeConfig, 'apiBaseUrl' | 'websiteBaseUrl'>
  session: Session
  /** Tests hand in the fixture API's fetch; the app uses the global one. */
  fetch?: (input: Request | URL | string, init?: RequestInit) => Promise<Response>
  /** The session ended for good (refresh refused): the app clears the draft and goes to /login. */
  onSessionExpired: () => void
  timeoutMs?: number
  /** Backoff before GET retries; tests shorten it. */
  retryDelayMs?: (attempt: number) => number
  /** Whether the browser says it has no network (navigator.onLine false); tests hand in their own. */
  browserOffline?: () => boolean
}

export interface Http {
  /** The courier's /api/v2, with the session's headers and the 401 → refresh → retry flow. */
  api: KyInstance
  /** The public website host: no session headers, so the token never leaves for another host. */
  website: KyInstance
}

/** The calls that carry credentials of their own and must never trigger a refresh. */
function isSessionFree(url: string): boolean {
  const path = new URL(url).pathname
  return path.endsWith('/login_check') || path.endsWith('/token/refresh')
}

/** navigator.onLine is false only when the device has no network at all; true proves nothing. */
export function navigatorOffline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false
}

function bearerOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')
  return match?.[1] ?? null
}

export function createHttp(options: CreateHttpOptions): Http {
  const { session } = options
  const browserOffline = options.browserOffline ?? navigatorOffline
  const common: Options = {
    timeout: options.timeoutMs ?? TIMEOUT_MS,
    // Only reads are repeated: a POST that timed out may have been committed (decisions: outbox).
    // Never while the browser says it is offline: the one attempt fails at once and the caller
    // falls back to the replica, instead of waiting out the backoff for an answer that cannot come.
    // The attempt itself is still made, as a fixture API on localhost answers without a network.
    retry: {
      limit: 2,
      methods: ['get'],
      // A session waiting for its token renewal is not helped by asking again at once: the
      // renewal has its own backoff.
      shouldRetry: ({ error }) =>
        browserOffline() || (error instanceof ApiError && error.waitingForSession) ? false : undefined,
      ...(options.retryDelayMs ? { delay: options.retryDelayMs } : {}),
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  }
  const base = ky.create({ ...common, prefixUrl: options.config.apiBaseUrl })
  const refresher = createRefresher(base, session, options.onSessionExpired)

  const sessionHeaders = (): Record<string, string> => {
    const { token, switchUser } = session.get()
    if (!token) return {}
    return {
      Authorization: `Bearer ${token}`,
      ...(switchUser ? { 'X-Switch-User': switchUser } : {}),
    }
  }

  const addSessionHeaders: BeforeRequestHook = (request) => {
    if (isSessionFree(request.url)) return
    for (const [name, value] of Object.entries(sessionHeaders())) request.headers.set(name, value)
  }

  const renewOn401: AfterResponseHook = async (request, _options, response) => {
    if (response.status !== 401 || isSessionFree(request.url)) return
    const sent = bearerOf(request)
    if (!sent) return
    const token = await refresher.renew(sent)
    // Session over: the 401 stands and becomes an 'unauthorized' ApiError.
    if (!token) return
    // Exactly one repeat, outside this hook, so a second 401 cannot loop back into a refresh.
    const retried = await base(request, { headers: sessionHeaders(), retry: 0, throwHttpErrors: false })
    if (retried.status === 401) refresher.expire()
    return retried
  }

  const api = base.extend({ hooks: { beforeRequest: [addSessionHeaders], afterResponse: [renewOn401] } })
  // ky wants a prefix to join paths without a leading slash; '' means the portal's own origin.
  const website = ky.create({ ...common, prefixUrl: options.config.websiteBaseUrl || '/' })
  return { api, website }
}
