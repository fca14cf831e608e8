import { Temporal } from 'temporal-polyfill'
import { createFixtureApi, type FixtureApi } from '../../fixture-api/app'
import type { FixtureOptions } from '../../fixture-api/options'

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

export function client(api: FixtureApi, token?: string, baseHeaders: Record<string, string> = {}): Client {
  const headersFor = (extra: Record<string, string> = {}) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...baseHeaders,
    ...extra,
  })
  return {
    async get(path, headers) {
      return reply(
        await api.fetch(new Request(`http://fixture.test${path}`, { headers: headersFor(headers) })),
      )
    },
    async post(path, body, headers) {
      const init: RequestInit = {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headersFor(headers) },
      }
      if (body !== undefined) init.body = JSON.stringify(body)
      return reply(await api.fetch(new Request(`http://fixture.test${path}`, init)))
    },
    async postRaw(path, body, contentType, headers) {
      return reply(
        await api.fetch(
          new Request(`http://fixture.test${path}`, {
            method: 'POST',
            body,
            headers: { 'content-type': contentType, ...headersFor(headers) },
          }),
        ),
      )
    },
  }
}

export async function loginAs(
  api: FixtureApi,
  username = 'customer',
  password = 'demo-pass',
): Promise<Client> {
  const response = await api.fetch(
    new Request('http://fixture.test/api/v2/login_check', {
      method: 'POST',
      body: new URLSearchParams({ _username: username, _password: password }),
    }),
  )
  if (response.status !== 200) throw new Error(`login as ${username} failed with ${response.status}`)
  const { token } = (await response.json()) as { token: string }
  return client(api, token)
}
