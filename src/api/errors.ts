import { HTTPError, TimeoutError } from 'ky'
import type * as v from 'valibot'

/**
 * 'aborted' is beyond the five kinds of the brief: a search cancelled by a newer one must not
 * read as "offline" or "timeout", and callers simply ignore it.
 */
export type ApiErrorKind = 'offline' | 'timeout' | 'http' | 'payload' | 'unauthorized' | 'aborted'

export interface ApiErrorInit {
  kind: ApiErrorKind
  message: string
  status?: number | undefined
  field?: string | undefined
  issues?: readonly v.BaseIssue<unknown>[] | undefined
  /** The server's parsed JSON error body, for calls that read more than message and field. */
  body?: unknown
  cause?: unknown
  /**
   * The access token ran out and its renewal could not reach the server (or got no usable answer):
   * the session is kept and waits for the network, which the sync bar says.
   */
  waitingForSession?: boolean
}

/** The only error the API layer throws. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  readonly field: string | undefined
  readonly issues: readonly v.BaseIssue<unknown>[] | undefined
  readonly body: unknown
  readonly waitingForSession: boolean

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.kind = init.kind
    this.status = init.status
    this.field = init.field
    this.issues = init.issues
    this.body = init.body
    this.waitingForSession = init.waitingForSession ?? false
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * The message the server itself wrote in its error body, or undefined: an ApiError's own message
 * falls back to a developer's English ("The server answered 500") that no screen should show.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined
  const text = stringField(error.body, 'message')?.trim()
  return text ? text : undefined
}

/**
 * For screens that must say "needs the network" (or fall back to a copy on the device) rather than
 * show a generic failure. Its words come from reachability(): a timeout is no proof of being offline.
 */
export function isOffline(error: unknown): boolean {
  return reachability(error) !== null
}

/**
 * Why the server could not be reached: 'offline' when no request got out (fetch failed), 'slow'
 * when it got out and no answer came in time — the device may well be online then, so a screen
 * must not say "You are offline". null for any other failure (the server answered, or refused).
 */
export function reachability(error: unknown): 'offline' | 'slow' | null {
  if (!isApiError(error)) return null
  if (error.kind === 'offline') return 'offline'
  if (error.kind === 'timeout') return 'slow'
  return null
}

export type Reachability = ReturnType<typeof reachability>

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text()
    return text === '' ? undefined : JSON.parse(text)
  } catch {
    // A non-JSON error page (a proxy's HTML, say) still is an HTTP error: keep the status only.
    return undefined
  }
}

function stringField(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const value = (body as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : undefined
}

async function fromHttpError(error: HTTPError): Promise<ApiError> {
  const { status } = error.response
  const body = await readErrorBody(error.response)
  return new ApiError({
    kind: status === 401 ? 'unauthorized' : 'http',
    status,
    message: stringField(body, 'message') ?? `The server answered ${status}`,
    field: stringField(body, 'field'),
    body,
    cause: error,
  })
}

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : undefined
}

/** Maps whatever a ky call threw onto one ApiError. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error
  if (error instanceof HTTPError) return fromHttpError(error)
  const name = errorName(error)
  // ky's own timeout, and AbortSignal.timeout() which rejects with a DOMException named so.
  if (error instanceof TimeoutError || name === 'TimeoutError') {
    return new ApiError({ kind: 'timeout', message: 'The server did not answer in time', cause: error })
  }
  if (name === 'AbortError') {
    return new ApiError({ kind: 'aborted', message: 'The request was cancelled', cause: error })
  }
  // fetch rejects with a TypeError when there is no connection; anything else unknown is treated alike.
  return new ApiError({ kind: 'offline', message: 'The server could not be reached', cause: error })
}

export function payloadError(message: string, issues?: readonly v.BaseIssue<unknown>[], cause?: unknown) {
  return new ApiError({ kind: 'payload', message, issues, cause })
}
