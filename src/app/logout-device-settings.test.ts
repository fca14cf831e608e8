// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REMEMBERED_MAPPINGS_KEY } from '#features/addresses/import/check/remembered-mapping-key'
import { PRINT_PROFILE_KEY } from '#features/shipments/print/print-profile-key'
import { TABLE_DENSITY_KEY } from '#ui/list/table-density'
import { createServices } from './services'
import { fakeSyncWorker } from './testing/fake-sync-worker'

const CONFIG = { apiBaseUrl: '/api/v2', websiteBaseUrl: '', guestOrderUrl: '/de/guest-order' }

/** What belongs to the desk, not to whoever logged in at it: a logout leaves it. */
const DEVICE = {
  language: 'de',
  [TABLE_DENSITY_KEY]: 'compact',
  [PRINT_PROFILE_KEY]: JSON.stringify({ format: 'a6', start: 1, offsetMm: { x: 0, y: 0 } }),
  [REMEMBERED_MAPPINGS_KEY]: JSON.stringify([{ signature: '2:firma|plz', mapping: ['company', 'zip'] }]),
}

beforeEach(() => {
  // Offline: the profile refresh behind the cached profile fails at once, reaching no server.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  )
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  localStorage.clear()
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a logout and the device settings', () => {
  it("keeps the table density, the label print profile and the import's column mappings, and nothing of the user", async () => {
    fakeSyncWorker()
    localStorage.setItem('token', 'access-1')
    localStorage.setItem('refresh_token', 'refresh-1')
    localStorage.setItem('accountUser', 'customer')
    localStorage.setItem('lastRoute', '/address-book')
    for (const [key, value] of Object.entries(DEVICE)) localStorage.setItem(key, value)
    const services = createServices(CONFIG, { onEnded: vi.fn() })

    await services.auth.logOut()

    const stored = Object.fromEntries(
      Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]),
    )
    expect(stored).toEqual(DEVICE)
  })
})
