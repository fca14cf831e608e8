// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '#db/instance'
import { getDraft, saveDraft } from '#db/queries/drafts'
import { createServices } from './services'

const CONFIG = { apiBaseUrl: 'http://portal.test/api/v2', websiteBaseUrl: '', guestOrderUrl: '/guest' }
const Any = v.unknown()
const DRAFT = { sender: 'Muster AG' }

beforeEach(() => {
  localStorage.clear()
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await db.drafts.clear()
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
    const services = createServices(CONFIG, expired)

    await expect(services.api.profile.get()).rejects.toMatchObject({ status: 401 })

    expect(expired).toHaveBeenCalledTimes(1)
    expect(services.session.isAuthenticated()).toBe(false)
    await vi.waitFor(async () => expect(await getDraft('dispatcher>customer', 'order', Any)).toBeNull())
    expect(await getDraft('dispatcher>customer', 'offer', Any)).toEqual(DRAFT)
    expect(await getDraft('dispatcher', 'order', Any)).toEqual(DRAFT)
  })
})
