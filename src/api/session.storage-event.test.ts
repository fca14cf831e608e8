// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { createSession } from './session'

/** Another tab's change arrives as a `storage` event on window. */
function fromOtherTab(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }))
}

describe('session across tabs', () => {
  it("notifies on another tab's login, refresh and logout", () => {
    window.localStorage.clear()
    const session = createSession(window.localStorage)
    const listener = vi.fn()
    const unsubscribe = session.subscribe(listener)

    window.localStorage.setItem('token', 'from-other-tab')
    fromOtherTab('token', 'from-other-tab')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(session.get().token).toBe('from-other-tab')

    window.localStorage.clear()
    fromOtherTab(null, null)
    expect(listener).toHaveBeenCalledTimes(2)
    expect(session.isAuthenticated()).toBe(false)

    fromOtherTab('language', 'fr')
    expect(listener).toHaveBeenCalledTimes(2)

    unsubscribe()
    fromOtherTab('token', 'again')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
