// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '#db/instance'
import { getDraft, saveDraft } from '#db/queries/drafts'
import { clearAddresses } from '#testing/address-rows'
import { anAddress, anAddressRow, anOutboxRow } from '#testing/factories'
import { renderWithRouter } from '#testing/render'
import { SESSION_CHANNEL, type SessionMessage } from '#worker/contract'
import { DefaultLayoutRoute } from './default-layout-route'
import { createServices } from './services'
import { fakeSyncWorker } from './testing/fake-sync-worker'

/**
 * A logout through the header's menu with the app's own services (spec section 4, decisions):
 * every tab and worker leaves the session, the login's replica goes (every account it acted as),
 * local storage keeps nothing but the language and the config, and unsent changes are kept after a
 * warning.
 */

const CONFIG = { apiBaseUrl: '/api/v2', websiteBaseUrl: '', guestOrderUrl: '/de/guest-order' }
/** dispatcher acting as customer: the replica account is 'dispatcher>customer'. */
const ACCOUNT = 'dispatcher>customer'
const LOGIN = 'dispatcher'
const OTHER_LOGIN = 'dispatcherin'

function signedInAsSwitched() {
  localStorage.setItem('token', 'access-1')
  localStorage.setItem('refresh_token', 'refresh-1')
  localStorage.setItem('accountUser', 'dispatcher')
  localStorage.setItem('switchUser', 'customer')
  localStorage.setItem(
    'profileCache',
    JSON.stringify({
      account: ACCOUNT,
      profile: { username: 'customer', firstname: 'Lea', lastname: 'Brunner' },
    }),
  )
  localStorage.setItem('language', 'en')
}

async function renderSignedIn() {
  const worker = fakeSyncWorker()
  signedInAsSwitched()
  const onEnded = vi.fn()
  const services = createServices(CONFIG, { onEnded })
  await services.profile.ensure()
  // Shown from the boot copy of the account acted as.
  expect(services.profile.get()).toMatchObject({ status: 'ready', fromCache: true })
  await services.sync.ensureStarted(services.username())
  const rendered = await renderWithRouter(
    <DefaultLayoutRoute>
      <p>page content</p>
    </DefaultLayoutRoute>,
    { path: '/address-book', context: { services }, locale: 'en' },
  )
  return { worker, services, onEnded, router: rendered.router }
}

async function clickLogout() {
  // The menu may still be open from the last time: the avatar would close it again.
  if (!screen.queryByTestId('logout')) fireEvent.click(await screen.findByTestId('user-menu'))
  await act(async () => {
    fireEvent.click(await screen.findByTestId('logout'))
  })
}

beforeEach(async () => {
  // Offline: the profile refresh behind the cached profile fails at once, reaching no server.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  )
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  localStorage.clear()
  await Promise.all([clearAddresses(db), db.meta.clear(), db.outbox.clear(), db.drafts.clear()])
  await db.addressRows.put(anAddressRow(ACCOUNT, anAddress({ id: 1 })))
  await db.meta.put({ account: ACCOUNT, key: 'lastSuccess:addresses', value: '2026-11-18T08:00:00.000Z' })
  // The login's own account, beside the one it acts as: a logout wipes both.
  await db.addressRows.put(anAddressRow(LOGIN, anAddress({ id: 2 })))
  await saveDraft(LOGIN, 'order', { sender: 'dispatcher draft' })
  await saveDraft(ACCOUNT, 'order', { sender: 'customer draft' })
  // Another login's replica on the same device stays.
  await db.addressRows.put(anAddressRow(OTHER_LOGIN, anAddress({ id: 3 })))
})

// The dialog's code loads on demand; a cold import can outlast findBy's second on a busy machine.
beforeAll(async () => {
  await import('#ui/components/dialog-modal')
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('logging out', () => {
  it("stops the worker, wipes the account's replica and removes the session and the switch marker; the login's own account and everything stored but the language go too", async () => {
    const { worker, services, onEnded, router } = await renderSignedIn()
    const { sessionId } = services.session.get()
    const heard: SessionMessage[] = []
    const channel = new BroadcastChannel(SESSION_CHANNEL)
    channel.addEventListener('message', (event) => heard.push((event as MessageEvent<SessionMessage>).data))
    await clickLogout()

    await waitFor(() => expect(router.state.location.pathname).toBe('/goodbye'))
    // This tab's own logout goes to /goodbye, not to the login that says the session ended.
    expect(onEnded).not.toHaveBeenCalled()
    expect(localStorage.getItem('switchUser')).toBeNull()
    expect(services.session.get()).toEqual({
      token: null,
      refreshToken: null,
      switchUser: null,
      sessionId: null,
    })
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('accountUser')).toBeNull()
    expect(localStorage.getItem('profileCache')).toBeNull()
    expect(localStorage.length).toBe(1)
    expect(localStorage.getItem('language')).toBe('en')
    expect(services.profile.get()).toEqual({ status: 'idle' })
    await waitFor(() => expect(worker.asked).toContain('stop'))
    // The account acted as and the login's own account both go; another login's rows stay.
    await waitFor(async () => expect(await db.addressRows.count(LOGIN)).toBe(0))
    expect(await db.addressRows.count(ACCOUNT)).toBe(0)
    expect(await db.meta.where('account').equals(ACCOUNT).count()).toBe(0)
    expect(await getDraft(LOGIN, 'order', v.unknown())).toBeNull()
    expect(await getDraft(ACCOUNT, 'order', v.unknown())).toBeNull()
    expect(await db.addressRows.count(OTHER_LOGIN)).toBe(1)
    // Every tab's sync worker hears it.
    await waitFor(() => expect(heard).toEqual([{ type: 'ended', sessionId, login: LOGIN }]))
    channel.close()
  })

  it('with unsent changes, asks first: staying keeps everything, logging out anyway keeps the changes', async () => {
    await db.outbox.add(anOutboxRow({ account: ACCOUNT }))
    const { worker, services, router } = await renderSignedIn()
    await screen.findByRole('button', { name: '1 change waiting' })
    await clickLogout()

    const guard = await screen.findByRole('dialog', { name: 'Log out with unsent changes?' })
    await act(async () => {
      fireEvent.click(within(guard).getByRole('button', { name: 'Stay logged in' }))
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(services.session.isAuthenticated()).toBe(true)
    expect(worker.asked).not.toContain('stop')
    expect(await db.addressRows.count(ACCOUNT)).toBe(1)

    await clickLogout()
    const again = await screen.findByRole('dialog', { name: 'Log out with unsent changes?' })
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Log out anyway' }))
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/goodbye'))
    expect(services.session.isAuthenticated()).toBe(false)
    await waitFor(() => expect(worker.asked).toContain('stop'))
    await waitFor(async () => expect(await db.addressRows.count(ACCOUNT)).toBe(0))
    expect(await db.addressRows.count(LOGIN)).toBe(0)
    expect(await db.outbox.where('account').equals(ACCOUNT).count()).toBe(1)
  })
})
