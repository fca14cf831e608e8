import { describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '#api/memory-storage'
import { type AuthDeps, createAuthActions, ORDER_DRAFT_KEY } from './auth-actions'

class OfflineError extends Error {}

function setup(requestTokens: AuthDeps['requestTokens'] = async () => {}) {
  const draftStorage = new MemoryStorage()
  const calls: string[] = []
  const deps = {
    requestTokens: vi.fn(async (username: string, password: string) => {
      calls.push('requestTokens')
      await requestTokens(username, password)
    }),
    clearSession: vi.fn(() => {
      calls.push('clearSession')
    }),
    resetProfile: vi.fn(() => {
      calls.push('resetProfile')
    }),
    draftStorage,
    isOffline: (error: unknown) => error instanceof OfflineError,
  }
  return { deps, draftStorage, calls, auth: createAuthActions(deps) }
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
  it('clears the session, removes the order draft and resets the profile', async () => {
    const { auth, deps, draftStorage } = setup()
    await auth.logIn('anna', 's3cret')
    deps.resetProfile.mockClear()
    draftStorage.setItem(ORDER_DRAFT_KEY, '{"sender":"x"}')
    draftStorage.setItem('somethingElse', 'kept')

    auth.logOut()

    expect(ORDER_DRAFT_KEY).toBe('orderDraft')
    expect(deps.clearSession).toHaveBeenCalledTimes(1)
    expect(draftStorage.getItem('orderDraft')).toBeNull()
    expect(draftStorage.getItem('somethingElse')).toBe('kept')
    expect(deps.resetProfile).toHaveBeenCalledTimes(1)
    expect(auth.status()).toBe('')
  })

  it('works without a draft and without a login', () => {
    const { auth, deps } = setup()
    expect(() => auth.logOut()).not.toThrow()
    expect(deps.clearSession).toHaveBeenCalledTimes(1)
    expect(deps.resetProfile).toHaveBeenCalledTimes(1)
  })
})
