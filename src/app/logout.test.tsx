// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '#db/instance'
import { anAddress, anAddressRow, anOutboxRow } from '#testing/factories'
import { renderWithRouter } from '#testing/render'
import { DefaultLayoutRoute } from './default-layout-route'
import { createServices } from './services'
import { fakeSyncWorker } from './testing/fake-sync-worker'

/**
 * A logout through the header's menu with the app's own services (spec section 4, decisions):
 * the worker stops, the account's replica goes, the switch marker and the session go, and unsent
 * changes are kept after a warning.
 */

const CONFIG = { apiBaseUrl: '/api/v2', websiteBaseUrl: '', guestOrderUrl: '/de/guest-order' }
/** dispatcher acting as customer: the replica account is 'dispatcher>customer'. */
const ACCOUNT = 'dispatcher>customer'

function signedInAsSwitched() {
  localStorage.setItem('token', 'access-1')
  localStorage.setItem('refresh_token', 'refresh-1')
  localStorage.setItem('accountUser', 'dispatcher')
  localStorage.setItem('switchUser', 'customer')
  localStorage.setItem(
    'profileCache',
    JSON.stringify({ username: 'customer', firstname: 'Lea', lastname: 'Brunner' }),
  )
}

async function renderSignedIn() {
  const worker = fakeSyncWorker()
  signedInAsSwitched()
  const services = createServices(CONFIG, () => undefined)
  await services.profile.ensure()
  await services.sync.ensureStarted(services.username())
  const rendered = await renderWithRouter(
    <DefaultLayoutRoute>
      <p>page content</p>
    </DefaultLayoutRoute>,
    { path: '/address-book', context: { services }, locale: 'en' },
  )
  return { worker, services, router: rendered.router }
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
  await Promise.all([db.addressBlocks.clear(), db.meta.clear(), db.outbox.clear()])
  await db.addressRows.put(anAddressRow(ACCOUNT, anAddress({ id: 1 })))
  await db.meta.put({ account: ACCOUNT, key: 'lastSuccess:addresses', value: '2026-11-18T08:00:00.000Z' })
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
  it("stops the worker, wipes the account's replica and removes the session and the switch marker", async () => {
    const { worker, services, router } = await renderSignedIn()
    await clickLogout()

    await waitFor(() => expect(router.state.location.pathname).toBe('/goodbye'))
    expect(worker.asked).toContain('stop')
    expect(await db.addressRows.count(ACCOUNT)).toBe(0)
    expect(await db.meta.where('account').equals(ACCOUNT).count()).toBe(0)
    expect(localStorage.getItem('switchUser')).toBeNull()
    expect(services.session.get().switchUser).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('accountUser')).toBeNull()
    expect(localStorage.getItem('profileCache')).toBeNull()
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
    expect(await db.addressRows.count(ACCOUNT)).toBe(0)
    expect(await db.outbox.where('account').equals(ACCOUNT).count()).toBe(1)
  })
})
