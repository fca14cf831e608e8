import { describe, expect, it, vi } from 'vitest'
import { type AuthDeps, createAuthActions } from './auth-actions'

class OfflineError extends Error {}

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
    reachability: (error: unknown) => (error instanceof OfflineError ? ('offline' as const) : null),
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

  it('works without a draft and without a login: the end of no session resolves all the same', async () => {
    const { auth, deps, calls } = setup()
    await expect(auth.logOut()).resolves.toBeUndefined()
    expect(deps.endSession).toHaveBeenCalledTimes(1)
    expect(calls).toEqual(['endSession'])
    // A second logout (a double click) ends the session again, which finds nothing to end.
    await expect(auth.logOut()).resolves.toBeUndefined()
    expect(deps.endSession).toHaveBeenCalledTimes(2)
  })
})
