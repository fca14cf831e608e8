import 'fake-indexeddb/auto'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '#api/memory-storage'
import { createSession } from '#api/session'
import { createSessionLifecycle } from '#app/session-lifecycle'
import { getDraft, saveDraft } from '#db/queries/drafts'
import { freshDatabase } from '#testing/fresh-database'
import { type AuthDeps, createAuthActions } from './auth-actions'

class OfflineError extends Error {}

const SWITCHED = 'dispatcher>customer'

function setup(
  requestTokens: AuthDeps['requestTokens'] = async () => {},
  endSession: AuthDeps['endSession'] = async () => {},
) {
  const calls: string[] = []
  const deps = {
    requestTokens: vi.fn(async (username: string, password: string) => {
      calls.push('requestTokens')
      await requestTokens(username, password)
    }),
    clearSession: vi.fn(() => {
      calls.push('clearSession')
    }),
    endSession: vi.fn(async () => {
      calls.push('endSession')
      await endSession()
    }),
    resetProfile: vi.fn(() => {
      calls.push('resetProfile')
    }),
    isOffline: (error: unknown) => error instanceof OfflineError,
  }
  return { deps, calls, auth: createAuthActions(deps) }
}

function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createAuthActions: logIn', () => {
  it('starts with an empty status', () => {
    expect(setup().auth.status()).toBe('')
  })

  it('passes the credentials, goes loading → success and returns success', async () => {
    const tokens = deferred()
    const { auth, deps } = setup(() => tokens.promise)
    const result = auth.logIn('anna', 's3cret')
    expect(auth.status()).toBe('loading')
    expect(deps.requestTokens).toHaveBeenCalledWith('anna', 's3cret')
    tokens.resolve()
    await expect(result).resolves.toBe('success')
    expect(auth.status()).toBe('success')
    expect(deps.clearSession).not.toHaveBeenCalled()
  })

  it('forgets the previous profile before asking for tokens', async () => {
    const { auth, calls } = setup()
    await auth.logIn('anna', 's3cret')
    expect(calls).toEqual(['resetProfile', 'requestTokens'])
  })

  it('goes loading → error on refused credentials, returns failed and clears the session', async () => {
    const tokens = deferred()
    const { auth, deps } = setup(() => tokens.promise)
    const result = auth.logIn('anna', 'wrong')
    expect(auth.status()).toBe('loading')
    tokens.reject(new Error('401'))
    await expect(result).resolves.toBe('failed')
    expect(auth.status()).toBe('error')
    expect(deps.clearSession).toHaveBeenCalledTimes(1)
  })

  it('returns offline when the request failed for lack of a connection, and clears the session', async () => {
    const { auth, deps } = setup(async () => {
      throw new OfflineError('no network')
    })
    await expect(auth.logIn('anna', 's3cret')).resolves.toBe('offline')
    expect(auth.status()).toBe('error')
    expect(deps.clearSession).toHaveBeenCalledTimes(1)
  })

  it('can succeed after a failure', async () => {
    let fail = true
    const { auth } = setup(async () => {
      if (fail) throw new Error('401')
    })
    await expect(auth.logIn('anna', 'wrong')).resolves.toBe('failed')
    fail = false
    await expect(auth.logIn('anna', 's3cret')).resolves.toBe('success')
    expect(auth.status()).toBe('success')
  })
})

describe('createAuthActions: logOut', () => {
  it('ends the session (every tab, worker and replica of it) and resolves only once that is done', async () => {
    const ending = deferred()
    const { auth, deps, calls } = setup(undefined, () => ending.promise)
    await auth.logIn('dispatcher', 's3cret')
    calls.length = 0

    let done = false
    const loggedOut = auth.logOut().then(() => {
      done = true
    })
    expect(auth.status()).toBe('')
    expect(deps.endSession).toHaveBeenCalledTimes(1)
    // The session's end clears the session and the profile itself: logOut does it once, through it.
    expect(calls).toEqual(['endSession'])
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(done).toBe(false)

    ending.resolve()
    await loggedOut
    expect(done).toBe(true)
    expect(deps.clearSession).not.toHaveBeenCalled()
  })

  it('rejects when the session could not be ended, for the caller to see', async () => {
    const failure = new Error('wipe failed')
    const { auth } = setup(undefined, async () => {
      throw failure
    })
    await expect(auth.logOut()).rejects.toBe(failure)
    expect(auth.status()).toBe('')
  })

  it("with the app's session lifecycle: the session, the profile and the login's drafts go, another login's stay", async () => {
    const storage = new MemoryStorage()
    const session = createSession(storage)
    const replica = freshDatabase()
    const resetProfile = vi.fn()
    const lifecycle = createSessionLifecycle({
      session,
      storage,
      keep: ['language'],
      login: () => storage.getItem('accountUser') ?? '',
      stopSync: async () => undefined,
      resetProfile,
      wipe: (what) => ('login' in what ? replica.wipeLogin(what.login) : replica.wipeAccount(what.account)),
      post: () => undefined,
      onEnded: vi.fn(),
      onStartedElsewhere: () => undefined,
      reload: () => undefined,
    })
    const { auth } = setup(
      async () => lifecycle.begin({ token: 't', refreshToken: 'r' }),
      () => lifecycle.logOut(),
    )
    await auth.logIn('dispatcher', 's3cret')
    storage.setItem('accountUser', 'dispatcher')
    storage.setItem('language', 'fr')
    session.setSwitchUser('customer')
    resetProfile.mockClear()
    const draft = { sender: 'Muster AG' }
    await saveDraft(SWITCHED, 'order', draft, replica)
    await saveDraft(SWITCHED, 'offer', draft, replica)
    await saveDraft('dispatcher', 'order', draft, replica)
    await saveDraft('dispatcherin', 'order', draft, replica)

    const loggedOut = auth.logOut()
    // At once: nothing counts the user as signed in any more.
    expect(session.isAuthenticated()).toBe(false)
    expect(session.get()).toEqual({ token: null, refreshToken: null, switchUser: null, sessionId: null })
    expect(resetProfile).toHaveBeenCalledTimes(1)
    expect(auth.status()).toBe('')
    await loggedOut

    // The login's whole replica (its own account and every account switched to), drafts included.
    const Any = v.unknown()
    expect(await getDraft(SWITCHED, 'order', Any, replica)).toBeNull()
    expect(await getDraft(SWITCHED, 'offer', Any, replica)).toBeNull()
    expect(await getDraft('dispatcher', 'order', Any, replica)).toBeNull()
    expect(await getDraft('dispatcherin', 'order', Any, replica)).toEqual(draft)
    expect(storage.getItem('accountUser')).toBeNull()
    expect(storage.getItem('language')).toBe('fr')
    lifecycle.dispose()
  })

  it('works without a draft and without a login', async () => {
    const storage = new MemoryStorage()
    const session = createSession(storage)
    const wipe = vi.fn(async () => undefined)
    const resetProfile = vi.fn()
    const lifecycle = createSessionLifecycle({
      session,
      storage,
      keep: [],
      login: () => '',
      stopSync: async () => undefined,
      resetProfile,
      wipe,
      post: () => undefined,
      onEnded: () => undefined,
      onStartedElsewhere: () => undefined,
      reload: () => undefined,
    })
    const { auth, deps } = setup(undefined, () => lifecycle.logOut())
    await expect(auth.logOut()).resolves.toBeUndefined()
    expect(deps.endSession).toHaveBeenCalledTimes(1)
    expect(session.isAuthenticated()).toBe(false)
    // No session ended: nothing to wipe.
    expect(wipe).not.toHaveBeenCalled()
    lifecycle.dispose()
  })
})
