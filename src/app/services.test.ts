// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '#db/instance'
import { getDraft, saveDraft } from '#db/queries/drafts'
import { createServices } from './services'
import { fakeSyncWorker } from './testing/fake-sync-worker'

const CONFIG = { apiBaseUrl: '/api/v2', websiteBaseUrl: '', guestOrderUrl: '/de/guest-order' }
const Any = v.unknown()
const DRAFT = { sender: 'Muster AG' }

function signedIn() {
  localStorage.setItem('token', 'access-1')
  localStorage.setItem('refresh_token', 'refresh-1')
  localStorage.setItem('accountUser', 'customer')
  localStorage.setItem('profileCache', JSON.stringify({ username: 'customer', firstname: 'Lea' }))
}

beforeEach(async () => {
  // An offline start: the profile refresh behind the cached one fails at once, reaching no server.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  )
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  localStorage.clear()
  sessionStorage.clear()
  await db.meta.clear()
})

afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await db.drafts.clear()
})

describe('createServices: the sync worker reports the session expired (AUTH-026)', () => {
  it('clears the stored session, the draft and the profile, stops the worker, wipes the replica and goes to /login', async () => {
    const worker = fakeSyncWorker()
    signedIn()
    await saveDraft('customer', 'order', DRAFT)
    const toLogin = vi.fn()
    const services = createServices(CONFIG, toLogin)
    await services.profile.ensure()
    expect(services.session.isAuthenticated()).toBe(true)
    const account = await services.sync.ensureStarted(services.username())
    await db.meta.put({ account, key: 'lastSuccess:addresses', value: '2026-11-18T08:00:00.000Z' })

    await worker.emit({ name: 'sessionExpired', payload: { account } })

    expect(toLogin).toHaveBeenCalledTimes(1)
    expect(services.session.isAuthenticated()).toBe(false)
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('refresh_token')).toBeNull()
    expect(services.username()).toBe('')
    await vi.waitFor(async () => expect(await getDraft('customer', 'order', Any)).toBeNull())
    expect(services.profile.get()).toEqual({ status: 'idle' })
    expect(localStorage.getItem('profileCache')).toBeNull()
    await vi.waitFor(() => expect(worker.asked).toContain('stop'))
    await vi.waitFor(async () => expect(await db.meta.where('account').equals(account).count()).toBe(0))
  })

  it('a new login afterwards starts the worker again', async () => {
    const worker = fakeSyncWorker()
    signedIn()
    const services = createServices(CONFIG, () => undefined)
    const account = await services.sync.ensureStarted('customer')
    await worker.emit({ name: 'sessionExpired', payload: { account } })
    await vi.waitFor(() => expect(worker.asked).toContain('stop'))

    services.session.setTokens({ token: 'access-2', refreshToken: 'refresh-2' })
    await services.sync.ensureStarted('customer')
    expect(worker.asked.filter((call) => call === 'start customer')).toHaveLength(2)
  })
})

describe('the services at a 401 that ends the session', () => {
  it('clear the order draft of the account the session acted as, and send the user to log in', async () => {
    // Signed in as dispatcher, acting as customer: the replica account is 'dispatcher>customer'.
    localStorage.setItem('token', 'expired')
    localStorage.setItem('refresh_token', 'refused')
    localStorage.setItem('switchUser', 'customer')
    localStorage.setItem('accountUser', 'dispatcher')
    await saveDraft('dispatcher>customer', 'order', DRAFT)
    await saveDraft('dispatcher>customer', 'offer', DRAFT)
    await saveDraft('dispatcher', 'order', DRAFT)
    // Every call is refused, the token refresh too.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 401, message: 'Expired JWT Token' }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    )
    const expired = vi.fn()
    const services = createServices({ ...CONFIG, apiBaseUrl: 'http://portal.test/api/v2' }, expired)

    await expect(services.api.profile.get()).rejects.toMatchObject({ status: 401 })

    expect(expired).toHaveBeenCalledTimes(1)
    expect(services.session.isAuthenticated()).toBe(false)
    await vi.waitFor(async () => expect(await getDraft('dispatcher>customer', 'order', Any)).toBeNull())
    expect(await getDraft('dispatcher>customer', 'offer', Any)).toEqual(DRAFT)
    expect(await getDraft('dispatcher', 'order', Any)).toEqual(DRAFT)
  })
})
