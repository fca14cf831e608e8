import 'fake-indexeddb/auto'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { getDraft, saveDraft } from '#db/queries/drafts'
import { freshDatabase } from '#testing/fresh-database'
import { type AuthDeps, createAuthActions } from './auth-actions'

class OfflineError extends Error {}

const SWITCHED = 'dispatcher>customer'

function setup(requestTokens: AuthDeps['requestTokens'] = async () => {}) {
  const replica = freshDatabase()
  const calls: string[] = []
  // The account as the app derives it: from the session, which clearSession empties.
  let signedIn: string | null = SWITCHED
  const deps = {
    requestTokens: vi.fn(async (username: string, password: string) => {
      calls.push('requestTokens')
      await requestTokens(username, password)
    }),
    clearSession: vi.fn(() => {
      calls.push('clearSession')
      signedIn = null
    }),
    resetProfile: vi.fn(() => {
      calls.push('resetProfile')
    }),
    account: () => signedIn ?? '',
    isOffline: (error: unknown) => error instanceof OfflineError,
    replica,
  }
  return { deps, replica, calls, auth: createAuthActions(deps) }
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
  it("clears the session and resets the profile at once, then clears the account's order draft", async () => {
    const { auth, deps, replica } = setup()
    await auth.logIn('dispatcher', 's3cret')
    deps.resetProfile.mockClear()
    const draft = { sender: 'Muster AG' }
    await saveDraft(SWITCHED, 'order', draft, replica)
    await saveDraft(SWITCHED, 'offer', draft, replica)
    await saveDraft('dispatcher', 'order', draft, replica)

    const loggedOut = auth.logOut()
    expect(deps.clearSession).toHaveBeenCalledTimes(1)
    expect(deps.resetProfile).toHaveBeenCalledTimes(1)
    expect(auth.status()).toBe('')
    await loggedOut

    // The draft of the account that was signed in, read before the session went; nothing else.
    const Any = v.unknown()
    expect(await getDraft(SWITCHED, 'order', Any, replica)).toBeNull()
    expect(await getDraft(SWITCHED, 'offer', Any, replica)).toEqual(draft)
    expect(await getDraft('dispatcher', 'order', Any, replica)).toEqual(draft)
  })

  it('works without a draft and without a login', async () => {
    const { auth, deps } = setup()
    await expect(auth.logOut()).resolves.toBeUndefined()
    expect(deps.clearSession).toHaveBeenCalledTimes(1)
    expect(deps.resetProfile).toHaveBeenCalledTimes(1)
  })
})
