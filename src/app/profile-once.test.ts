// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONFIG, fixtureHarness } from '#api/testing/harness'
import { db } from '#db/instance'
import { keepProfile } from '#db/queries/profiles'
import type { Profile } from '#domain/entities/profile'
import { createServices } from './services'
import { fakeSyncWorker } from './testing/fake-sync-worker'

/** Issue 13: a page load asks /profile at most once, and the sync worker shares what it fetched. */

const config = { ...CONFIG, guestOrderUrl: '/de/guest-order' }

async function signedInOnFixture() {
  const harness = await fixtureHarness('customer')
  const { token, refreshToken } = harness.session.get()
  localStorage.setItem('token', token ?? '')
  localStorage.setItem('refresh_token', refreshToken ?? '')
  const profileCalls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
      const request = new Request(input, init)
      if (new URL(request.url).pathname.endsWith('/profile')) profileCalls.push(request.method)
      return harness.fixture.fetch(request)
    }),
  )
  return { harness, profileCalls }
}

beforeEach(async () => {
  localStorage.clear()
  await db.profiles.clear()
  await db.meta.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the profile of a page load', () => {
  it('with nothing cached, the page asks once and keeps the answer in the replica, fresh for the worker', async () => {
    const { profileCalls } = await signedInOnFixture()
    fakeSyncWorker()
    const services = createServices(config, () => undefined)

    const profile = await services.profile.ensure()

    expect(profileCalls).toEqual(['GET'])
    expect((await db.profiles.get('customer'))?.profile).toEqual(profile)
    const kept = (await db.meta.get(['customer', 'lastSuccess:profile']))?.value
    expect(Date.now() - Date.parse(kept ?? '')).toBeLessThan(5_000)
  })

  it("with a profile cached, the page asks nothing; what the worker stores reaches the session's profile", async () => {
    const { profileCalls } = await signedInOnFixture()
    const cached = { username: 'customer', firstname: 'Lea' } as Profile
    localStorage.setItem('accountUser', 'customer')
    localStorage.setItem('profileCache', JSON.stringify(cached))
    fakeSyncWorker()
    const services = createServices(config, () => undefined)

    await expect(services.profile.ensure()).resolves.toEqual(cached)
    await services.sync.ensureStarted('customer')
    const replicated = { ...cached, firstname: 'Leandra' }
    await keepProfile('customer', replicated)

    await vi.waitFor(() =>
      expect(services.profile.get()).toEqual({ status: 'ready', profile: replicated, fromCache: false }),
    )
    expect(profileCalls).toEqual([])

    await services.sync.stopAndWipe()
    await keepProfile('customer', { ...cached, firstname: 'Nachher' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(services.profile.get()).toMatchObject({ profile: replicated })
  })

  it("hands the runtime config's sync poll to the worker", async () => {
    await signedInOnFixture()
    const worker = fakeSyncWorker()
    const services = createServices({ ...config, syncPollSeconds: 15 }, () => undefined)

    await services.sync.ensureStarted('customer')

    expect(worker.started.at(-1)?.pollMs).toBe(15_000)
  })
})
