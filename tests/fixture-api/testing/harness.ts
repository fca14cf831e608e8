import { Temporal } from 'temporal-polyfill'
import { createFixtureApi, type FixtureApi } from '#fixture-api/app'
import type { FixtureOptions } from '#fixture-api/options'

/** Wednesday 18 November 2026, 09:00 in Zurich: a working day, no holiday. */
export const FIXED_NOW = Temporal.Instant.from('2026-11-18T09:00:00+01:00')

export interface TestClock {
  now: Temporal.Instant
  advance(duration: Temporal.DurationLike): void
}

export function makeClock(start = FIXED_NOW): TestClock {
  const clock: TestClock = {
    now: start,
    advance(duration) {
      clock.now = clock.now.add(duration)
    },
  }
  return clock
}

/** A fixture API on a pinned clock, with the test controls on and nothing persisted. */
export function makeApi(
  overrides: Partial<FixtureOptions> = {},
  clock = makeClock(),
): FixtureApi & { clock: TestClock } {
  const api = createFixtureApi({ now: () => clock.now, testControls: true, ...overrides })
  return Object.assign(api, { clock })
}

export type TestApi = ReturnType<typeof makeApi>

export interface Reply<T = unknown> {
  status: number
  headers: Headers
  body: T
}

async function reply<T>(response: Response): Promise<Reply<T>> {
  const type = response.headers.get('content-type') ?? ''
  const body = type.includes('json') ? await response.json() : new Uint8Array(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, body: body as T }
}

export interface Client {
  get<T = any>(path: string, headers?: Record<string, string>): Promise<Reply<T>>
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply<T>>
  /** Sends a raw body with the given content type (for malformed-input tests). */
  postRaw<T = any>(
    path: string,
    body: string,
    contentType: string,
    headers?: Record<string, string>,
  ): Promise<Reply<T>>
}

type Send = (path: string, init: RequestInit) => Promise<Response>

function clientOver(send: Send, token?: string, baseHeaders: Record<string, string> = {}): Client {
  const headersFor = (extra: Record<string, string> = {}) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...baseHeaders,
    ...extra,
  })
  return {
    async get(path, headers) {
      return reply(await send(path, { headers: headersFor(headers) }))
    },
    async post(path, body, headers) {
      const init: RequestInit = {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headersFor(headers) },
      }
      if (body !== undefined) init.body = JSON.stringify(body)
      return reply(await send(path, init))
    },
    async postRaw(path, body, contentType, headers) {
      return reply(
        await send(path, {
          method: 'POST',
          body,
          headers: { 'content-type': contentType, ...headersFor(headers) },
        }),
      )
    },
  }
}

export function client(api: FixtureApi, token?: string, baseHeaders: Record<string, string> = {}): Client {
  return clientOver(
    (path, init) => api.fetch(new Request(`http://fixture.test${path}`, init)),
    token,
    baseHeaders,
  )
}

/** The same client over real HTTP, for a fixture server listening at `baseUrl`. */
export function httpClient(baseUrl: string, token?: string): Client {
  return clientOver((path, init) => fetch(`${baseUrl}${path}`, init), token)
}

/** POST /login_check as a browser form sends it (url-encoded). */
export function postLogin(api: FixtureApi, fields: Record<string, string>): Promise<Response> {
  return api.fetch(
    new Request('http://fixture.test/api/v2/login_check', {
      method: 'POST',
      body: new URLSearchParams(fields),
    }),
  )
}

/** The status of a login attempt: 200 when the credentials are good, 401 when not. */
export async function loginStatus(api: FixtureApi, username: string, password: string): Promise<number> {
  return (await postLogin(api, { _username: username, _password: password })).status
}

/** The access token of a login that has to succeed. */
export async function tokenFor(
  api: FixtureApi,
  username = 'customer',
  password = 'demo-pass',
): Promise<string> {
  const response = await postLogin(api, { _username: username, _password: password })
  if (response.status !== 200) throw new Error(`login as ${username} failed with ${response.status}`)
  const { token } = (await response.json()) as { token: string }
  return token
}

export async function loginAs(
  api: FixtureApi,
  username = 'customer',
  password = 'demo-pass',
): Promise<Client> {
  return client(api, await tokenFor(api, username, password))
}

/** A fresh API with `username` logged in: how most describe blocks start. */
export async function startSession(
  username = 'customer',
  overrides: Partial<FixtureOptions> = {},
): Promise<{ api: TestApi; user: Client }> {
  const api = makeApi(overrides)
  return { api, user: await loginAs(api, username) }
}
