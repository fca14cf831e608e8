import { describe, expect, it, vi } from 'vitest'
import { STORED_CONFIG_KEY } from '#api/config'
import { MemoryStorage } from '#api/memory-storage'
import { createSession, type Session, type TokenPair } from '#api/session'
import { LANGUAGE_STORAGE_KEY } from '#i18n/locales'
import type { SessionMessage } from '#worker/contract'
import { createSessionLifecycle, OWED_WIPES_KEY, type Wipe } from './session-lifecycle'

/**
 * Issue 19, one session per browser: tabs share one local storage, and each hears the others'
 * changes through the storage event. Here every tab is a real session over one MemoryStorage; the
 * storage event is delivered by hand (`hear()`), as node has no window to fire it.
 */

const ACCOUNT_USER_KEY = 'accountUser'
const PAIR: TokenPair = { token: 't1', refreshToken: 'r1' }

/** Lets the lifecycle's queued steps (stop, wipe, reload) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function browser(setup: (storage: Storage, session: Session) => void = () => undefined) {
  const storage = new MemoryStorage()
  storage.setItem(LANGUAGE_STORAGE_KEY, 'fr')
  storage.setItem(STORED_CONFIG_KEY, JSON.stringify({ apiBaseUrl: 'https://api.example.ch/api/v2' }))
  setup(storage, createSession(storage))

  function openTab() {
    const real = createSession(storage)
    const heard = new Set<() => void>()
    // This tab's own changes reach its listeners at once (the real session); another tab's arrive by hear().
    const session: Session = {
      ...real,
      subscribe(listener) {
        heard.add(listener)
        const off = real.subscribe(listener)
        return () => {
          heard.delete(listener)
          off()
        }
      },
    }
    const steps: string[] = []
    const posted: SessionMessage[] = []
    const deps = {
      session,
      storage,
      keep: [LANGUAGE_STORAGE_KEY, STORED_CONFIG_KEY],
      login: () => storage.getItem(ACCOUNT_USER_KEY) ?? '',
      stopSync: vi.fn(async () => {
        steps.push('stopSync')
      }),
      resetProfile: vi.fn(),
      wipe: vi.fn(async (what: Wipe) => {
        steps.push(`wipe ${JSON.stringify(what)}`)
      }),
      post: vi.fn((message: SessionMessage) => {
        posted.push(message)
      }),
      onEnded: vi.fn(() => {
        steps.push('onEnded')
      }),
      onStartedElsewhere: vi.fn(() => {
        steps.push('onStartedElsewhere')
      }),
      reload: vi.fn(() => {
        steps.push('reload')
      }),
    }
    const lifecycle = createSessionLifecycle(deps)
    /** The storage event of another tab's change, as the browser fires it here. */
    const hear = () => {
      for (const listener of [...heard]) listener()
    }
    return { session, lifecycle, deps, steps, posted, hear }
  }

  const keys = () => {
    const found: string[] = []
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index)
      if (key !== null) found.push(key)
    }
    return found.sort()
  }
  return { storage, openTab, keys }
}

/** A browser where `user` is logged in (acting as `switchUser`), with what a session leaves in storage. */
function loggedIn(user: string, switchUser: string | null = null) {
  return browser((storage, session) => {
    session.begin(PAIR)
    if (switchUser) session.setSwitchUser(switchUser)
    storage.setItem(ACCOUNT_USER_KEY, user)
    storage.setItem('profileCache', JSON.stringify({ account: user, profile: { username: user } }))
    storage.setItem('dashboardLayout', '["calculator"]')
  })
}

type Tab = ReturnType<ReturnType<typeof browser>['openTab']>

function expectNothingDone(tab: Tab) {
  expect(tab.steps).toEqual([])
  expect(tab.posted).toEqual([])
  expect(tab.deps.resetProfile).not.toHaveBeenCalled()
}

describe('a logout', () => {
  it('in tab A: posts ended, leaves only the language and the runtime config, stops the sync before the wipe', async () => {
    const b = loggedIn('customer')
    const a = b.openTab()
    const { sessionId } = a.session.get()
    expect(sessionId).not.toBeNull()

    await a.lifecycle.logOut()

    expect(a.posted).toEqual([{ type: 'ended', sessionId, login: 'customer' }])
    expect(b.keys()).toEqual([LANGUAGE_STORAGE_KEY, STORED_CONFIG_KEY].sort())
    expect(b.storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr')
    // This tab's own logout leads its screens itself: no onEnded, no reload.
    expect(a.steps).toEqual(['stopSync', 'wipe {"login":"customer"}'])
    expect(a.deps.wipe).toHaveBeenCalledWith({ login: 'customer' })
    expect(a.deps.resetProfile).toHaveBeenCalled()
    expect(a.session.get()).toEqual({ token: null, refreshToken: null, switchUser: null, sessionId: null })
  })

  it('heard in tab B: onEnded once, then stopSync, then the wipe of the login, never a reload', async () => {
    const b = loggedIn('customer')
    const tabA = b.openTab()
    const tabB = b.openTab()
    const { sessionId } = tabB.session.get()

    await tabA.lifecycle.logOut()
    tabB.hear()
    await vi.waitFor(() => expect(tabB.deps.wipe).toHaveBeenCalled())
    // The storage event comes once per key removed: the later ones are no news.
    tabB.hear()
    tabB.hear()
    await settle()

    // The login's name went with A's storage clear: B still knows whose replica to wipe.
    expect(tabB.steps).toEqual(['onEnded', 'stopSync', 'wipe {"login":"customer"}'])
    expect(tabB.deps.onEnded).toHaveBeenCalledTimes(1)
    expect(tabB.deps.reload).not.toHaveBeenCalled()
    expect(tabB.deps.resetProfile).toHaveBeenCalled()
    expect(tabB.posted.every((message) => message.type === 'ended' && message.sessionId === sessionId)).toBe(
      true,
    )
    expect(b.keys()).toEqual([LANGUAGE_STORAGE_KEY, STORED_CONFIG_KEY].sort())
  })

  it('heard in the tab where the user logged in (its name stored after begin, with the profile): it wipes that login too', async () => {
    const b = browser()
    const loginTab = b.openTab()
    await loginTab.lifecycle.begin(PAIR)
    // services.ts stores the login's name when the first profile arrives, after the login, and tells
    // the lifecycle (noteLogin), as another tab's logout removes the name before this tab hears it.
    b.storage.setItem(ACCOUNT_USER_KEY, 'customer')
    loginTab.lifecycle.noteLogin('customer')
    const { sessionId } = loginTab.session.get()
    const later = b.openTab()

    await later.lifecycle.logOut()
    loginTab.hear()
    await vi.waitFor(() => expect(loginTab.deps.onEnded).toHaveBeenCalled())
    await settle()

    expect(later.posted).toEqual([{ type: 'ended', sessionId, login: 'customer' }])
    expect(loginTab.steps).toEqual(['onEnded', 'stopSync', 'wipe {"login":"customer"}'])
  })
})

describe('a refused refresh', () => {
  it("in tab A (its refresher clears the session): A's onEnded is called, as it was not A's own logout", async () => {
    const b = loggedIn('customer')
    const a = b.openTab()
    const { sessionId } = a.session.get()

    // What createRefresher's expire() does, then the app's onSessionExpired → lifecycle.expire().
    a.session.clear()
    await a.lifecycle.expire()

    expect(a.deps.onEnded).toHaveBeenCalledTimes(1)
    expect(a.steps).toEqual(['onEnded', 'stopSync', 'wipe {"login":"customer"}'])
    expect(a.posted).toEqual([{ type: 'ended', sessionId, login: 'customer' }])
    expect(b.keys()).toEqual([LANGUAGE_STORAGE_KEY, STORED_CONFIG_KEY].sort())
  })

  it('found by the sync worker (lifecycle.expire() with the session still stored): ends it here with onEnded', async () => {
    const b = loggedIn('customer')
    const a = b.openTab()
    const { sessionId } = a.session.get()

    await a.lifecycle.expire()

    expect(a.session.get().sessionId).toBeNull()
    expect(a.steps).toEqual(['onEnded', 'stopSync', 'wipe {"login":"customer"}'])
    expect(a.posted).toEqual([{ type: 'ended', sessionId, login: 'customer' }])
  })
})

describe('another tab', () => {
  it('logging in while this one was logged out: onStartedElsewhere, nothing stopped or wiped', async () => {
    const b = browser()
    const a = b.openTab()
    const other = b.openTab()

    await a.lifecycle.begin(PAIR)
    b.storage.setItem(ACCOUNT_USER_KEY, 'customer')
    other.hear()
    await settle()

    expect(other.deps.onStartedElsewhere).toHaveBeenCalledTimes(1)
    expect(other.steps).toEqual(['onStartedElsewhere'])
    expect(other.posted).toEqual([])
    // A's own login is no news to A.
    expect(a.deps.onStartedElsewhere).not.toHaveBeenCalled()
    expect(a.steps).toEqual([])
  })

  it("starting a new session that replaces this one's (X → Y): stopSync, then reload, no wipe here", async () => {
    const b = loggedIn('customer')
    const a = b.openTab()
    const other = b.openTab()
    const before = other.session.get().sessionId

    await a.lifecycle.begin({ token: 't-restricted', refreshToken: 'r-restricted' })
    b.storage.setItem(ACCOUNT_USER_KEY, 'restricted')
    expect(a.session.get().sessionId).not.toBe(before)
    other.hear()
    await vi.waitFor(() => expect(other.deps.reload).toHaveBeenCalled())
    await settle()

    expect(other.steps).toEqual(['stopSync', 'reload'])
    expect(other.deps.wipe).not.toHaveBeenCalled()
    expect(other.deps.onEnded).not.toHaveBeenCalled()
  })

  it('switching user: stopSync, then reload, no wipe', async () => {
    const b = loggedIn('dispatcher')
    const a = b.openTab()
    const other = b.openTab()

    await a.lifecycle.act('customer')
    other.hear()
    await vi.waitFor(() => expect(other.deps.reload).toHaveBeenCalled())
    await settle()

    expect(other.steps).toEqual(['stopSync', 'reload'])
    expect(other.deps.wipe).not.toHaveBeenCalled()
    expect(other.deps.onEnded).not.toHaveBeenCalled()
  })

  it("ending the switch: stopSync, the switched account's wipe, then reload", async () => {
    const b = loggedIn('dispatcher', 'customer')
    const a = b.openTab()
    const other = b.openTab()

    await a.lifecycle.act(null)
    other.hear()
    await vi.waitFor(() => expect(other.deps.reload).toHaveBeenCalled())
    await settle()

    expect(other.steps).toEqual(['stopSync', 'wipe {"account":"dispatcher>customer"}', 'reload'])
    expect(other.deps.onEnded).not.toHaveBeenCalled()
  })

  it('renewing the tokens of the same session: nothing happens in either tab', async () => {
    const b = loggedIn('customer')
    const a = b.openTab()
    const other = b.openTab()
    const { sessionId } = a.session.get()

    a.session.setTokens({ token: 't2', refreshToken: 'r2' })
    other.hear()
    await settle()

    expect(other.session.get()).toMatchObject({ token: 't2', refreshToken: 'r2', sessionId })
    expectNothingDone(other)
    expectNothingDone(a)
  })
})

describe('a switch in this tab', () => {
  it("act('customer') posts acting with no wipe and stops the sync; act(null) posts and wipes the switched account", async () => {
    const b = loggedIn('dispatcher')
    const a = b.openTab()
    const { sessionId } = a.session.get()

    await a.lifecycle.act('customer')

    expect(a.session.get().switchUser).toBe('customer')
    expect(a.posted).toEqual([{ type: 'acting', sessionId, account: 'dispatcher>customer', wipe: null }])
    expect(a.steps).toEqual(['stopSync'])
    // The caller reloads, not the lifecycle.
    expect(a.deps.reload).not.toHaveBeenCalled()

    await a.lifecycle.act(null)

    expect(a.session.get().switchUser).toBeNull()
    expect(a.session.get().sessionId).toBe(sessionId)
    expect(a.posted[1]).toEqual({
      type: 'acting',
      sessionId,
      account: 'dispatcher',
      wipe: 'dispatcher>customer',
    })
    expect(a.steps).toEqual(['stopSync', 'stopSync', 'wipe {"account":"dispatcher>customer"}'])
    expect(a.deps.onEnded).not.toHaveBeenCalled()
    expect(a.deps.reload).not.toHaveBeenCalled()
  })
})

describe('a login in this tab', () => {
  it('while another session is stored ends that one first (ended posted, wiped before the new pair is stored), without onEnded', async () => {
    const b = browser()
    const a = b.openTab()
    // Another tab logged in as customer; this tab, still on its login screen, has not heard yet.
    const elsewhere = createSession(b.storage)
    elsewhere.begin({ token: 't-customer', refreshToken: 'r-customer' })
    b.storage.setItem(ACCOUNT_USER_KEY, 'customer')
    const stale = elsewhere.get().sessionId
    let tokenAtWipe: string | null = 'not wiped'
    a.deps.wipe.mockImplementation(async (what: Wipe) => {
      a.steps.push(`wipe ${JSON.stringify(what)}`)
      tokenAtWipe = b.storage.getItem('token')
    })

    await a.lifecycle.begin({ token: 't-restricted', refreshToken: 'r-restricted' })

    expect(a.posted).toEqual([{ type: 'ended', sessionId: stale, login: 'customer' }])
    expect(a.steps).toEqual(['stopSync', 'wipe {"login":"customer"}'])
    expect(tokenAtWipe).toBeNull()
    expect(a.deps.onEnded).not.toHaveBeenCalled()
    expect(a.deps.onStartedElsewhere).not.toHaveBeenCalled()
    const now = a.session.get()
    expect(now).toMatchObject({ token: 't-restricted', refreshToken: 'r-restricted', switchUser: null })
    expect(now.sessionId).not.toBeNull()
    expect(now.sessionId).not.toBe(stale)
  })
})

describe('a worker that does not answer its stop', () => {
  it('keeps no tab on the old session: after the wait, the logout wipes and a switch elsewhere reloads', async () => {
    const b = loggedIn('dispatcher')
    const a = b.openTab()
    const hanging = b.openTab()
    const never = new Promise<void>(() => undefined)
    hanging.lifecycle.dispose()
    const stuck = createSessionLifecycle({ ...hanging.deps, stopSync: () => never, stopWaitMs: 20 })

    // A switch made in tab A: the stuck tab reloads as the new account all the same.
    await a.lifecycle.act('customer')
    hanging.hear()
    await vi.waitFor(() => expect(hanging.deps.reload).toHaveBeenCalledTimes(1))

    // A logout in tab A: the stuck tab leaves, and wipes the login once the wait is over.
    await a.lifecycle.logOut()
    hanging.hear()
    await vi.waitFor(() => expect(hanging.deps.wipe).toHaveBeenCalledWith({ login: 'dispatcher' }))
    expect(hanging.deps.onEnded).toHaveBeenCalledTimes(1)
    stuck.dispose()
  })
})

describe('a wipe that fails', () => {
  it('stays owed in storage, and the next start of any tab runs it and crosses it off', async () => {
    const b = loggedIn('customer')
    const a = b.openTab()
    a.deps.wipe.mockRejectedValueOnce(new Error('UnknownError: the database is broken'))
    await a.lifecycle.logOut()
    expect(b.keys()).toEqual([LANGUAGE_STORAGE_KEY, OWED_WIPES_KEY, STORED_CONFIG_KEY].sort())
    expect(JSON.parse(b.storage.getItem(OWED_WIPES_KEY) ?? '')).toEqual([{ login: 'customer' }])

    const next = b.openTab()
    await next.lifecycle.settleOwedWipes()
    expect(next.steps).toEqual(['wipe {"login":"customer"}'])
    expect(b.keys()).toEqual([LANGUAGE_STORAGE_KEY, STORED_CONFIG_KEY].sort())
  })
})
