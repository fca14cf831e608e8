import { describe, expect, it } from 'vitest'
import { toOrderAddress } from '#api/normalise/address'
import { fixtureHarness, ORIGIN } from '#api/testing/harness'
import type { RegistrationPayload } from '#api/wire/registration-payload'

describe('account calls against the fixture API', () => {
  it('loads the profile', async () => {
    const h = await fixtureHarness('customer')
    const profile = await h.api.profile.get()
    expect(profile).toMatchObject({ username: 'customer', gender: 'female', canSwitchUser: false })
    expect(profile.defaultSenderAddress?.standardSenderAddress).toBe(true)
    expect(profile.defaultInvoiceAddress?.isBillingAddress).toBe(true)
  })

  it('saves the profile and answers the saved one', async () => {
    const h = await fixtureHarness('customer')
    const profile = await h.api.profile.get()
    const saved = await h.api.profile.update({ ...profile, phone: '+41 44 999 99 99', newsletter: false })
    expect(saved).toMatchObject({ phone: '+41 44 999 99 99', newsletter: false })
    expect((await h.api.profile.get()).phone).toBe('+41 44 999 99 99')
  })

  it('a refused profile save carries the server field', async () => {
    const h = await fixtureHarness('customer')
    const profile = await h.api.profile.get()
    await expect(h.api.profile.update({ ...profile, username: 'someone-else' })).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      field: 'username',
    })
  })

  it('changes the password; a wrong old one names old_password', async () => {
    const h = await fixtureHarness('customer')
    await expect(
      h.api.profile.changePassword({
        oldPassword: 'nope',
        newPassword: 'new-pass-1',
        newPasswordRepeat: 'new-pass-1',
      }),
    ).rejects.toMatchObject({ status: 422, field: 'old_password' })
    await h.api.profile.changePassword({
      oldPassword: 'demo-pass',
      newPassword: 'new-pass-1',
      newPasswordRepeat: 'new-pass-1',
    })
    expect(h.to('/profile/change-password')[1]?.body).toBe(
      JSON.stringify({
        old_password: 'demo-pass',
        new_password: { first: 'new-pass-1', second: 'new-pass-1' },
      }),
    )
    await expect(h.api.auth.login('customer', 'new-pass-1')).resolves.toMatchObject({
      token: expect.any(String),
    })
  })

  it('asks for a password reset, then sets the new password with the mailed hash', async () => {
    const h = await fixtureHarness(null)
    await h.api.auth.requestPasswordReset('lea.brunner@example.ch')
    await h.api.auth.requestPasswordReset('nobody@example.ch')
    const outbox = (await (await h.fixture.fetch(new Request(`${ORIGIN}/__fixture/outbox`))).json()) as {
      passwordResets: { hash: string }[]
    }
    const hash = outbox.passwordResets[0]?.hash ?? ''
    await h.api.auth.resetPassword(hash, 'reset-pass-1', 'reset-pass-1')
    await expect(h.api.auth.login('customer', 'reset-pass-1')).resolves.toBeTruthy()
    await expect(h.api.auth.resetPassword(hash, 'again-pass-1', 'again-pass-1')).rejects.toMatchObject({
      status: 404,
    })
  })

  it('checks username and e-mail uniqueness', async () => {
    const h = await fixtureHarness(null)
    expect(await h.api.auth.isUsernameUnique('customer')).toBe(false)
    expect(await h.api.auth.isUsernameUnique('brand-new-user')).toBe(true)
    expect(await h.api.auth.isEmailUnique('lea.brunner@example.ch')).toBe(false)
    expect(await h.api.auth.isEmailUnique('new@example.ch')).toBe(true)
  })

  it('registers a new account that can log in', async () => {
    const h = await fixtureHarness(null)
    const billing = toOrderAddress(
      {
        id: null,
        type: 'male',
        name: 'Marco Rossi',
        contact: '',
        street: 'Via Nassa 1',
        zip: '6900',
        location: 'Lugano',
        phone: '+41 91 000 00 01',
        locationId: null,
        standardSenderAddress: false,
        standardReceiverAddress: false,
        standardBillingAddress: true,
        isBillingAddress: true,
      },
      'invoice',
    )
    const payload: RegistrationPayload = {
      username: 'marco.rossi',
      email: 'marco.rossi@example.ch',
      password: { first: 'register-1', second: 'register-1' },
      sprache: 'it',
      type: 'male',
      vorname: 'Marco',
      nachname: 'Rossi',
      addresse: 'Via Nassa 1',
      postleitzahl: '6900',
      ort: 'Lugano',
      phone: '+41 91 000 00 01',
      default_absender: null,
      default_empfaenger: null,
      default_rechnungsadresse: billing,
      invoice_dispatch_type: 'email',
      invoice_type: 'monthly',
      invoice_mail: 'marco.rossi@example.ch',
      invoice_language: 'it',
      newsletter: false,
    }
    await h.api.auth.register(payload)
    await expect(h.api.auth.login('marco.rossi', 'register-1')).resolves.toBeTruthy()
  })

  it('lists the switchable users of a dispatcher, none for a customer', async () => {
    const dispatcher = await fixtureHarness('dispatcher')
    expect(await dispatcher.api.switchUser.users()).toContainEqual({ username: 'filiale-bern' })
    expect((await dispatcher.api.profile.get()).canSwitchUser).toBe(true)
    const customer = await fixtureHarness('customer')
    expect(await customer.api.switchUser.users()).toEqual([])
  })
})
