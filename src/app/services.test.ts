// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '#db/instance'
import { getDraft, PUBLIC_DRAFT_ACCOUNT, saveDraft } from '#db/queries/drafts'
import { anOutboxRow } from '#testing/factories'
import { SESSION_CHANNEL, type SessionMessage } from '#worker/contract'
import { createServices } from './services'
import { fakeSyncWorker } from './testing/fake-sync-worker'

const CONFIG = { apiBaseUrl: '/api/v2', websiteBaseUrl: '', guestOrderUrl: '/de/guest-order' }
const Any = v.unknown()
const DRAFT = { sender: 'Muster AG' }
const PROFILE = { username: 'customer', firstname: 'Lea' }
/** What a session's end leaves in local storage: nothing of anyone. */
const KEPT = { language: 'fr', runtimeConfig: JSON.stringify(CONFIG) }

function signedIn() {
  localStorage.setItem('token', 'access-1')
  localStorage.setItem('refresh_token', 'refresh-1')
  localStorage.setItem('accountUser', 'customer')
  // The boot copy names the account it belongs to (profile-store.ts).
  localStorage.setItem('profileCache', JSON.stringify({ account: 'customer', profile: PROFILE }))
}

function keptKeys() {
  localStorage.setItem('language', KEPT.language)
  localStorage.setItem('runtimeConfig', KEPT.runtimeConfig)
}

function storedItems(): Record<string, string | null> {
  const items: Record<string, string | null> = {}
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index)
    if (key !== null) items[key] = localStorage.getItem(key)
  }
  return items
}

/** Everything posted on the session channel, as every tab's sync worker hears it. */
const heard: SessionMessage[] = []
let channel: BroadcastChannel | undefined

beforeEach(async () => {
  // An offline start: the profile refresh behind the cached one fails at once, reaching no server.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  )
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  localStorage.clear()
  sessionStorage.clear()
  await Promise.all([db.meta.clear(), db.outbox.clear()])
  heard.length = 0
  channel = new BroadcastChannel(SESSION_CHANNEL)
  channel.addEventListener('message', (event) => heard.push((event as MessageEvent<SessionMessage>).data))
})

afterEach(async () => {
  channel?.close()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await db.drafts.clear()
})

describe('createServices: the sync worker reports the session expired (AUTH-026)', () => {
  it('clears the stored session, the draft and the profile, stops the worker, wipes the replica and goes to /login; only the language and the config stay stored, and the whole replica of the login goes', async () => {
    const worker = fakeSyncWorker()
    signedIn()
    keptKeys()
    localStorage.setItem('lastRoute', '/address-book')
    await saveDraft('customer', 'order', DRAFT)
    await saveDraft(PUBLIC_DRAFT_ACCOUNT, 'order', DRAFT)
    const onEnded = vi.fn()
    const services = createServices(CONFIG, { onEnded })
    await services.profile.ensure()
    // The boot copy is this account's: shown at once.
    expect(services.profile.get()).toEqual({ status: 'ready', profile: PROFILE, fromCache: true })
    expect(services.session.isAuthenticated()).toBe(true)
    const { sessionId } = services.session.get()
    expect(sessionId).not.toBeNull()
    const account = await services.sync.ensureStarted(services.username())
    expect(worker.started[0]?.sessionId).toBe(sessionId)
    await db.meta.put({ account, key: 'lastSuccess:addresses', value: '2026-11-18T08:00:00.000Z' })
    await db.meta.put({
      account: 'customer>restricted',
      key: 'lastSuccess:addresses',
      value: '2026-11-18T08:00:00.000Z',
    })
    await db.meta.put({ account: 'other', key: 'lastSuccess:addresses', value: '2026-11-18T08:00:00.000Z' })
    await db.outbox.add(anOutboxRow({ account: 'customer' }))

    await worker.emit({
      name: 'sessionExpired',
      payload: { account, sessionId: sessionId ?? '', refused: 'refresh-1' },
    })

    expect(onEnded).toHaveBeenCalledTimes(1)
    expect(services.session.isAuthenticated()).toBe(false)
    expect(services.session.get()).toEqual({
      token: null,
      refreshToken: null,
      switchUser: null,
      sessionId: null,
    })
    expect(services.username()).toBe('')
    expect(services.profile.get()).toEqual({ status: 'idle' })
    // Nothing of anyone stays in local storage: the language and the runtime config only.
    expect(storedItems()).toEqual(KEPT)
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'ended', sessionId, login: 'customer' }]))
    await vi.waitFor(() => expect(worker.asked).toContain('stop'))
    // The login's whole replica: its account and every account switched to from it; drafts included.
    await vi.waitFor(async () => expect(await db.meta.where('account').equals(account).count()).toBe(0))
    expect(await db.meta.where('account').equals('customer>restricted').count()).toBe(0)
    expect(await getDraft('customer', 'order', Any)).toBeNull()
    // Another login's rows, the registration draft and the unsent changes stay.
    expect(await db.meta.where('account').equals('other').count()).toBe(1)
    expect(await getDraft(PUBLIC_DRAFT_ACCOUNT, 'order', Any)).toEqual(DRAFT)
    expect(await db.outbox.where('account').equals('customer').count()).toBe(1)
  })

  it('ends nothing when another tab already holds a newer pair: the worker gets it instead', async () => {
    const worker = fakeSyncWorker()
    signedIn()
    const onEnded = vi.fn()
    const services = createServices(CONFIG, { onEnded })
    const { sessionId } = services.session.get()
    const account = await services.sync.ensureStarted('customer')

    await worker.emit({
      name: 'sessionExpired',
      payload: { account, sessionId: sessionId ?? '', refused: 'refresh-0' },
    })
    await vi.waitFor(() =>
      expect(worker.tokens).toEqual([{ sessionId, token: 'access-1', refreshToken: 'refresh-1' }]),
    )
    expect(onEnded).not.toHaveBeenCalled()
    expect(services.session.get()).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1', sessionId })
    expect(worker.asked).not.toContain('stop')
    expect(localStorage.getItem('accountUser')).toBe('customer')
  })

  it('a new login afterwards starts the worker again, for the new session', async () => {
    const worker = fakeSyncWorker()
    signedIn()
    const services = createServices(CONFIG, { onEnded: () => undefined })
    const first = services.session.get().sessionId
    const account = await services.sync.ensureStarted('customer')
    await worker.emit({
      name: 'sessionExpired',
      payload: { account, sessionId: first ?? '', refused: 'refresh-1' },
    })
    await vi.waitFor(() => expect(worker.asked).toContain('stop'))

    await services.lifecycle.begin({ token: 'access-2', refreshToken: 'refresh-2' })
    const second = services.session.get().sessionId
    expect(second).not.toBeNull()
    expect(second).not.toBe(first)
    await services.sync.ensureStarted('customer')
    expect(worker.asked.filter((call) => call === 'start customer')).toHaveLength(2)
    expect(worker.started.map((args) => [args.sessionId, args.token])).toEqual([
      [first, 'access-1'],
      [second, 'access-2'],
    ])
  })
})

describe('the services at a 401 that ends the session', () => {
  it('clear the order draft of the account the session acted as, and send the user to log in; the whole replica of the login goes with it, unsent changes and other logins stay', async () => {
    // Signed in as dispatcher, acting as customer: the replica account is 'dispatcher>customer'.
    localStorage.setItem('token', 'expired')
    localStorage.setItem('refresh_token', 'refused')
    localStorage.setItem('switchUser', 'customer')
    localStorage.setItem('accountUser', 'dispatcher')
    keptKeys()
    await saveDraft('dispatcher>customer', 'order', DRAFT)
    await saveDraft('dispatcher>customer', 'offer', DRAFT)
    await saveDraft('dispatcher', 'order', DRAFT)
    await saveDraft('dispatcherin', 'order', DRAFT)
    await db.outbox.add(anOutboxRow({ account: 'dispatcher>customer' }))
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
    const onEnded = vi.fn()
    const services = createServices({ ...CONFIG, apiBaseUrl: 'http://portal.test/api/v2' }, { onEnded })
    const { sessionId } = services.session.get()

    await expect(services.api.profile.get()).rejects.toMatchObject({ status: 401 })

    expect(onEnded).toHaveBeenCalledTimes(1)
    expect(services.session.isAuthenticated()).toBe(false)
    await vi.waitFor(async () => expect(await getDraft('dispatcher', 'order', Any)).toBeNull())
    // The wipe was owed in storage while it ran (a failure is retried at the next start), then crossed off.
    await vi.waitFor(() => expect(storedItems()).toEqual(KEPT))
    expect(await getDraft('dispatcher>customer', 'order', Any)).toBeNull()
    expect(await getDraft('dispatcher>customer', 'offer', Any)).toBeNull()
    expect(await getDraft('dispatcherin', 'order', Any)).toEqual(DRAFT)
    expect(await db.outbox.where('account').equals('dispatcher>customer').count()).toBe(1)
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'ended', sessionId, login: 'dispatcher' }]))
  })
})
