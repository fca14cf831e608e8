import { describe, expect, it, vi } from 'vitest'
import { fixtureHarness, ORIGIN, stubHarness } from '#api/testing/harness'
import {
  changePassword,
  type PasswordDeps,
  requestPasswordReset,
  setNewPassword,
} from './use-password-actions'

type Harness = Awaited<ReturnType<typeof fixtureHarness>> | ReturnType<typeof stubHarness>

/** The hook's wiring over a harness: the real calls, a spy for the logout. */
function wired(h: Harness) {
  const logOut = vi.fn(async () => undefined)
  const deps: PasswordDeps = {
    changePassword: (change) => h.api.profile.changePassword(change),
    requestPasswordReset: (email) => h.api.auth.requestPasswordReset(email),
    resetPassword: (hash, password, repeat) => h.api.auth.resetPassword(hash, password, repeat),
    logOut,
  }
  return { deps, logOut }
}

/** Whether the fixture lets `username` log in with `password`. */
async function logsIn(h: Awaited<ReturnType<typeof fixtureHarness>>, username: string, password: string) {
  return h.api.auth.login(username, password).then(
    () => true,
    () => false,
  )
}

async function outbox(h: Awaited<ReturnType<typeof fixtureHarness>>) {
  const response = await h.fixture.fetch(new Request(`${ORIGIN}/__fixture/outbox`))
  return ((await response.json()) as { passwordResets: { hash: string; username: string }[] }).passwordResets
}

const CHANGE = {
  oldPassword: 'demo-pass',
  newPassword: 'changed-pass-1',
  newPasswordRepeat: 'changed-pass-1',
}

describe('changing the password against the fixture API', () => {
  it('sends the old password and the pair, logs out, and the new password is the one that works (PROFILE-038)', async () => {
    const h = await fixtureHarness('customer')
    const { deps, logOut } = wired(h)
    expect(await changePassword(deps, CHANGE)).toBe('changed')
    expect(h.to('/profile/change-password').map((call) => JSON.parse(call.body))).toEqual([
      { old_password: 'demo-pass', new_password: { first: 'changed-pass-1', second: 'changed-pass-1' } },
    ])
    expect(logOut).toHaveBeenCalledTimes(1)
    expect(await logsIn(h, 'customer', 'changed-pass-1')).toBe(true)
    expect(await logsIn(h, 'customer', 'demo-pass')).toBe(false)
  })

  it('a wrong current password is refused: nothing changes and the user stays logged in', async () => {
    const h = await fixtureHarness('customer')
    const { deps, logOut } = wired(h)
    expect(await changePassword(deps, { ...CHANGE, oldPassword: 'not-my-pass' })).toBe('refused')
    expect(logOut).not.toHaveBeenCalled()
    expect(h.session.isAuthenticated()).toBe(true)
    expect(await logsIn(h, 'customer', 'demo-pass')).toBe(true)
  })

  it('a password the server will not take (too short for the fixture) is refused too', async () => {
    const h = await fixtureHarness('customer')
    const { deps, logOut } = wired(h)
    expect(await changePassword(deps, { ...CHANGE, newPassword: 'short', newPasswordRepeat: 'short' })).toBe(
      'refused',
    )
    expect(logOut).not.toHaveBeenCalled()
  })

  it('offline, it says so and nothing is logged out', async () => {
    const h = await fixtureHarness('customer')
    const { deps, logOut } = wired(h)
    await h.faults({ refuseConnections: true })
    expect(await changePassword(deps, CHANGE)).toBe('offline')
    expect(logOut).not.toHaveBeenCalled()
  })

  it('the account that must change its password is free of it after the change', async () => {
    const h = await fixtureHarness('mustchange')
    expect((await h.api.profile.get()).shouldChangePassword).toBe(true)
    const { deps } = wired(h)
    expect(await changePassword(deps, CHANGE)).toBe('changed')
    h.session.setTokens(await h.api.auth.login('mustchange', 'changed-pass-1'))
    expect((await h.api.profile.get()).shouldChangePassword).toBe(false)
  })
})

describe('asking for a password reset against the fixture API', () => {
  it('sends {email} and answers the same for an account and for a stranger (AUTH-034, AUTH-035)', async () => {
    const h = await fixtureHarness(null)
    const { deps } = wired(h)
    expect(await requestPasswordReset(deps, 'lea.brunner@example.ch')).toBe('sent')
    expect(await requestPasswordReset(deps, 'nobody@example.ch')).toBe('sent')
    expect(h.to('/password-reset').map((call) => JSON.parse(call.body))).toEqual([
      { email: 'lea.brunner@example.ch' },
      { email: 'nobody@example.ch' },
    ])
    // Only the account gets a link; the portal cannot tell the two apart.
    expect((await outbox(h)).map((reset) => reset.username)).toEqual(['customer'])
  })

  it('a server that answers 404 or 422 for an address gets the very same answer (AUTH-035)', async () => {
    for (const status of [404, 422]) {
      const h = stubHarness({ message: 'No user with this e-mail address' }, status)
      expect(await requestPasswordReset(wired(h).deps, 'nobody@example.ch'), String(status)).toBe('sent')
    }
  })

  it('offline it needs the network; a server fault can be tried again', async () => {
    const h = await fixtureHarness(null)
    await h.faults({ refuseConnections: true })
    expect(await requestPasswordReset(wired(h).deps, 'lea.brunner@example.ch')).toBe('offline')
    expect(await requestPasswordReset(wired(stubHarness({}, 500)).deps, 'lea.brunner@example.ch')).toBe(
      'failed',
    )
  })
})

describe('setting a new password with the mailed hash against the fixture API', () => {
  it('sends {password: {first, second}} to the hash, and the account logs in with it (AUTH-037)', async () => {
    const h = await fixtureHarness(null)
    const { deps } = wired(h)
    await requestPasswordReset(deps, 'lea.brunner@example.ch')
    const [reset] = await outbox(h)
    const hash = reset?.hash ?? ''
    expect(await setNewPassword(deps, hash, { password: 'reset-pass-1', repeat: 'reset-pass-1' })).toBe('set')
    expect(h.to(`/password-reset/${hash}`).map((call) => JSON.parse(call.body))).toEqual([
      { password: { first: 'reset-pass-1', second: 'reset-pass-1' } },
    ])
    expect(await logsIn(h, 'customer', 'reset-pass-1')).toBe(true)
  })

  it('a used, unknown or malformed hash fails, and no password changes (AUTH-038)', async () => {
    const h = await fixtureHarness(null)
    const { deps } = wired(h)
    await requestPasswordReset(deps, 'lea.brunner@example.ch')
    const hash = (await outbox(h))[0]?.hash ?? ''
    await setNewPassword(deps, hash, { password: 'reset-pass-1', repeat: 'reset-pass-1' })
    const other = { password: 'other-pass-1', repeat: 'other-pass-1' }
    h.sent.length = 0
    for (const bad of [hash, 'f'.repeat(40), '../profile', '%zz?x=1#y']) {
      expect(await setNewPassword(deps, bad, other), JSON.stringify(bad)).toBe('failed')
    }
    // Each went to its own hash, not to another call.
    expect(h.sent.map((call) => call.url.pathname)).toEqual([
      `/api/v2/password-reset/${hash}`,
      `/api/v2/password-reset/${'f'.repeat(40)}`,
      '/api/v2/password-reset/..%2Fprofile',
      '/api/v2/password-reset/%25zz%3Fx%3D1%23y',
    ])
    // One no link can hold is refused without asking the server.
    for (const bad of ['', '..', 'a b']) {
      expect(await setNewPassword(deps, bad, other), JSON.stringify(bad)).toBe('failed')
    }
    expect(h.sent).toHaveLength(4)
    expect(await logsIn(h, 'customer', 'other-pass-1')).toBe(false)
    expect(await logsIn(h, 'customer', 'reset-pass-1')).toBe(true)
  })

  it('offline it needs the network', async () => {
    const h = await fixtureHarness(null)
    await h.faults({ refuseConnections: true })
    expect(
      await setNewPassword(wired(h).deps, 'abc', { password: 'reset-pass-1', repeat: 'reset-pass-1' }),
    ).toBe('offline')
  })
})
