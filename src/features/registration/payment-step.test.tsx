// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { RegistrationFailure } from '#domain/registration/registration-failure'
import { aRegistrationForm } from '#testing/registration-form'
import type { FakeOptions } from './testing/fake-services'
import { expectStep, renderWizard } from './testing/render-wizard'
import {
  click,
  completeAddressesStep,
  completeUserStep,
  errorOf,
  expectPath,
  fill,
  input,
  radio,
  submit,
} from './testing/wizard-driver'

async function openPayment(options: FakeOptions = {}) {
  const wizard = await renderWizard('/register', options)
  await completeUserStep()
  await completeAddressesStep()
  return wizard
}

const radiosOf = (group: string) =>
  (within(screen.getByRole('radiogroup', { name: group })).getAllByRole('radio') as HTMLInputElement[]).map(
    (option) => [option.value, option.checked],
  )

describe('the payment step (/register/payment)', () => {
  it('is not shown before the earlier steps are validated (REG-003, REG-006)', async () => {
    const { path } = await renderWizard('/register/payment')
    await expectStep('Your details')
    await expectPath(path, '/register')
  })

  it('starts with the account’s e-mail as invoice e-mail and the interface language (REG-019)', async () => {
    await openPayment()
    expect(input('invoiceMail').value).toBe('anna@muster.ch')
    expect(radiosOf('Invoice language')).toEqual([
      ['de', false],
      ['fr', false],
      ['it', false],
      ['en', true],
    ])
  })

  it('offers monthly or single invoices, monthly first (REG-021), and dispatch by e-mail only (REG-020)', async () => {
    await openPayment()
    expect(radiosOf('Invoice type')).toEqual([
      ['monthly', true],
      ['single', false],
    ])
    expect(radiosOf('Invoice dispatch')).toEqual([['email', true]])
  })

  it('requires a valid invoice e-mail, and sends nothing without one (REG-042)', async () => {
    const { services, path } = await openPayment()
    await fill('invoiceMail', '')
    await submit('Register')
    expect(errorOf('invoiceMail')).toBe('This field is required')
    await fill('invoiceMail', 'rechnung@')
    expect(errorOf('invoiceMail')).toBe('Invalid e-mail address')
    await submit('Register')
    expect(services.register).not.toHaveBeenCalled()
    expect(path()).toBe('/register/payment')
  })

  it('sends the one form of all steps and goes to RegisterThankYou (REG-014, REG-015, REG-043)', async () => {
    const { services, path, store } = await openPayment()
    await click(radio('Italiano'))
    await click(radio('Single invoice'))
    await fill('invoiceMail', 'rechnung@muster.ch')
    await submit('Register')
    await expectPath(path, '/registered')
    expect(services.register).toHaveBeenCalledTimes(1)
    expect(services.register).toHaveBeenCalledWith(
      aRegistrationForm({ language: 'it', invoiceType: 'single' }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration complete' })).toBeTruthy()
    await waitFor(() => expect(store.draft).toBeNull())
  })

  it.each<[RegistrationFailure, string]>([
    [
      { kind: 'offline' },
      'Registering needs the network. Everything you entered is kept: please register again once you are online.',
    ],
    [
      { kind: 'failed' },
      'Your registration could not be completed. Everything you entered is kept: please try again.',
    ],
    [
      { kind: 'refused', step: 'payment', reason: 'invoice_mail is not a valid e-mail address' },
      'Your registration was not accepted: invoice_mail is not a valid e-mail address',
    ],
  ])('a failure (%o) says so, keeps everything and can be sent again (REG-016)', async (failure, message) => {
    let fail = true
    const { services, path } = await openPayment({ register: () => (fail ? failure : null) })
    await click(radio('Single invoice'))
    await submit('Register')
    expect(within(screen.getByRole('alert')).getByText(message, { exact: false })).toBeTruthy()
    expect(path()).toBe('/register/payment')
    expect(radio('Single invoice').checked).toBe(true)
    expect(input('invoiceMail').value).toBe('anna@muster.ch')
    fail = false
    await submit('Register')
    await expectPath(path, '/registered')
    expect(services.register).toHaveBeenCalledTimes(2)
  })

  it('a username refused by the server sends the user back to it, saying it is taken', async () => {
    let taken = false
    const { path } = await openPayment({
      unique: (field) => (field === 'username' && taken ? 'taken' : 'free'),
      register: () => {
        taken = true
        return { kind: 'usernameRefused', reason: 'This username is already in use' }
      },
    })
    await submit('Register')
    await expectPath(path, '/register')
    await waitFor(() => expect(errorOf('username')).toBe('This username is already in use'))
    expect(screen.getByRole('alert').textContent).toContain(
      'The username was not accepted. Please choose another one. (This username is already in use)',
    )
  })

  it('goes back to the addresses step (REG-011)', async () => {
    const { path } = await openPayment()
    await click(screen.getByRole('link', { name: 'Back' }))
    await expectStep('Addresses')
    expect(path()).toBe('/register/addresses')
    expect(input('invoiceAddress.name').value).toBe('Muster AG')
  })

  it('starts over on request: an empty form at the user step, no draft', async () => {
    const { path, store } = await openPayment()
    await click(screen.getByRole('button', { name: 'Start over' }))
    await click(screen.getByRole('button', { name: 'Clear the form' }))
    await expectPath(path, '/register')
    await expectStep('Your details')
    expect(input('firstname').value).toBe('')
    await waitFor(() => expect(store.draft).toBeNull())
  })
})

describe('RegisterThankYou (/registered)', () => {
  it('says registration is complete, with a button to Login (REG-004, REG-017)', async () => {
    const { path } = await openPayment()
    await submit('Register')
    await expectPath(path, '/registered')
    expect(
      screen.getByText('Thank you for registering. You can now log in with your username and password.'),
    ).toBeTruthy()
    await click(screen.getByRole('link', { name: 'To the login' }))
    await expectPath(path, '/login')
  })
})
