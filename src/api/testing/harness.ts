import { Temporal } from 'temporal-polyfill'
import { type CreateHttpOptions, createHttp } from '#api/client'
import { createApi } from '#api/create-api'
import { MemoryStorage } from '#api/memory-storage'
import { createSession } from '#api/session'
import { createFixtureApi, type FixtureApi } from '#fixture-api/app'
import type { FixtureOptions } from '#fixture-api/options'

/** Test support, not shipped: the app never imports this folder. */

/** Wednesday 18 November 2026, 09:00 in Zurich, as tests/fixture-api/testing/harness.ts pins it. */
export const FIXED_NOW = Temporal.Instant.from('2026-11-18T09:00:00+01:00')
export const ORIGIN = 'http://fixture.test'
export const CONFIG = { apiBaseUrl: `${ORIGIN}/api/v2`, websiteBaseUrl: ORIGIN }

// The one in-memory Storage (#api/memory-storage), handed out with the harness that tests build on.
export { MemoryStorage }

export interface SentRequest {
  method: string
  url: URL
  headers: Headers
  body: string
}

type Respond = (request: Request) => Promise<Response>

/** An API over any fetch, recording what was sent. */
export function harnessOver(
  respond: Respond,
  timeoutMs?: number,
  extra: Pick<CreateHttpOptions, 'browserOffline' | 'retryDelayMs'> = {},
) {
  const sent: SentRequest[] = []
  const session = createSession(new MemoryStorage())
  const state = { expired: 0 }
  const http = createHttp({
    config: CONFIG,
    session,
    async fetch(input, init) {
      const request = new Request(input, init)
      const body = request.method === 'GET' ? '' : await request.clone().text()
      sent.push({ method: request.method, url: new URL(request.url), headers: request.headers, body })
      return respond(request)
    },
    onSessionExpired: () => {
      state.expired++
    },
    retryDelayMs: () => 1,
    ...(timeoutMs ? { timeoutMs } : {}),
    ...extra,
  })
  const api = createApi(http, CONFIG)
  const to = (path: string) => sent.filter((request) => request.url.pathname.endsWith(path))
  return { api, http, session, sent, to, state }
}

export function makeFixture(overrides: Partial<FixtureOptions> = {}): FixtureApi {
  return createFixtureApi({ now: () => FIXED_NOW, testControls: true, ...overrides })
}

/** The API over a pinned-clock fixture, logged in as `username` unless null. */
export async function fixtureHarness(
  username: string | null = 'customer',
  options: { timeoutMs?: number; fixture?: Partial<FixtureOptions> } = {},
) {
  const fixture = makeFixture(options.fixture)
  const harness = harnessOver((request) => fixture.fetch(request), options.timeoutMs)
  if (username) harness.session.setTokens(await harness.api.auth.login(username, 'demo-pass'))
  harness.sent.length = 0
  const faults = async (body: Record<string, unknown>) => {
    const response = await fixture.fetch(
      new Request(`${ORIGIN}/__fixture/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
    if (!response.ok) throw new Error(`fault control answered ${response.status}`)
  }
  return { ...harness, fixture, faults }
}

/** An API whose server answers `body` (JSON unless a string) with `status` to every call. */
export function stubHarness(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return harnessOver(async () => {
    const text = typeof body === 'string' ? body : JSON.stringify(body)
    return new Response(text, { status, headers: { 'content-type': 'application/json', ...headers } })
  })
}
