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
    const services = createServices(config, { onEnded: () => undefined })

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
    localStorage.setItem('profileCache', JSON.stringify({ account: 'customer', profile: cached }))
    fakeSyncWorker()
    const services = createServices(config, { onEnded: () => undefined })

    await expect(services.profile.ensure()).resolves.toEqual(cached)
    await services.sync.ensureStarted('customer')
    const replicated = { ...cached, firstname: 'Leandra' }
    await keepProfile('customer', replicated)

    await vi.waitFor(() =>
      expect(services.profile.get()).toEqual({ status: 'ready', profile: replicated, fromCache: false }),
    )
    expect(profileCalls).toEqual([])
    // The boot copy follows, named by its account.
    expect(JSON.parse(localStorage.getItem('profileCache') ?? 'null')).toEqual({
      account: 'customer',
      profile: replicated,
    })

    // Another account's row (a tab acting as someone else) is not this session's profile.
    await keepProfile('customer>restricted', { ...cached, username: 'restricted', firstname: 'Rita' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(services.profile.get()).toMatchObject({ profile: replicated })

    // Once the sync stopped, the replica's rows are followed no more.
    await services.sync.stop()
    await keepProfile('customer', { ...cached, firstname: 'Nachher' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(services.profile.get()).toMatchObject({ profile: replicated })
  })

  it("a boot copy of another account is not shown: the page asks the replica's profile of the account, then nothing", async () => {
    const { profileCalls } = await signedInOnFixture()
    const other = { username: 'dispatcher', firstname: 'Dora' } as Profile
    const own = { username: 'customer', firstname: 'Lea' } as Profile
    localStorage.setItem('accountUser', 'customer')
    localStorage.setItem('profileCache', JSON.stringify({ account: 'dispatcher', profile: other }))
    await keepProfile('customer', own)
    fakeSyncWorker()
    const services = createServices(config, { onEnded: () => undefined })

    await expect(services.profile.ensure()).resolves.toEqual(own)
    expect(services.profile.get()).toEqual({ status: 'ready', profile: own, fromCache: true })
    expect(profileCalls).toEqual([])
    expect(JSON.parse(localStorage.getItem('profileCache') ?? 'null')).toEqual({
      account: 'customer',
      profile: own,
    })
  })

  it('a boot copy of an older build (a bare profile) is ignored: with nothing in the replica, the page asks once', async () => {
    const { profileCalls } = await signedInOnFixture()
    localStorage.setItem('accountUser', 'customer')
    localStorage.setItem('profileCache', JSON.stringify({ username: 'customer', firstname: 'Alt' }))
    fakeSyncWorker()
    const services = createServices(config, { onEnded: () => undefined })

    const profile = await services.profile.ensure()
    expect(profileCalls).toEqual(['GET'])
    expect(profile.firstname).not.toBe('Alt')
    expect(JSON.parse(localStorage.getItem('profileCache') ?? 'null')).toEqual({
      account: 'customer',
      profile,
    })
  })

  it("hands the runtime config's sync poll to the worker", async () => {
    await signedInOnFixture()
    const worker = fakeSyncWorker()
    const services = createServices({ ...config, syncPollSeconds: 15 }, { onEnded: () => undefined })

    await services.sync.ensureStarted('customer')

    expect(worker.started.at(-1)?.pollMs).toBe(15_000)
  })
})
