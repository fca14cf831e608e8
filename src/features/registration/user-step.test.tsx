// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toRegistrationDraft } from '#domain/registration/registration-form'
import { aRegistrationForm } from '#testing/registration-form'
import { expectStep, renderWizard } from './testing/render-wizard'
import {
  checkbox,
  click,
  completeUserStep,
  errorOf,
  expectPath,
  fill,
  fillUserStep,
  input,
  leave,
  pause,
  radio,
  submit,
  USER_TEXT,
} from './testing/wizard-driver'

describe('the user step (/register/)', () => {
  it('is step 1 of the stepper user → addresses → payment, with every field (REG-001, REG-005)', async () => {
    await renderWizard('/register')
    await expectStep('Your details')
    const steps = within(screen.getByRole('navigation', { name: 'Registration steps' })).getAllByRole(
      'listitem',
    )
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Your details',
      '2Addresses(not available yet)',
      '3Billing(not available yet)',
    ])
    expect(steps[0]?.getAttribute('aria-current')).toBe('step')
    for (const name of USER_TEXT) expect(input(name)).toBeTruthy()
    expect(input('password').type).toBe('password')
    expect(input('email').type).toBe('email')
    expect(checkbox('I accept the terms and conditions').checked).toBe(false)
    expect(checkbox('Send me the newsletter').checked).toBe(false)
    expect(
      screen.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' }),
    ).toHaveProperty('href', 'https://courier.example/en/terms')
  })

  it('starts as Mr, and offers Mr and Ms only (REG-018)', async () => {
    await renderWizard('/register')
    const salutation = screen.getByRole('radiogroup', { name: 'Salutation' })
    const options = within(salutation).getAllByRole('radio') as HTMLInputElement[]
    expect(options.map((option) => [option.value, option.checked])).toEqual([
      ['male', true],
      ['female', false],
    ])
  })

  it('requires every field and the terms, and sends nothing for an empty step (REG-022 to REG-024, REG-027, REG-030, REG-032)', async () => {
    const { services, path } = await renderWizard('/register')
    await submit()
    for (const name of USER_TEXT) expect(errorOf(name), name).toBe('This field is required')
    // The ten text fields and the terms.
    expect(screen.getAllByText('This field is required')).toHaveLength(USER_TEXT.length + 1)
    expect(checkbox('I accept the terms and conditions').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(input('firstname'))
    expect(path()).toBe('/register')
    expect(services.checkUnique).not.toHaveBeenCalled()
  })

  it('wants a valid e-mail, and asks nobody about an invalid one (REG-024)', async () => {
    const { services } = await renderWizard('/register')
    await fill('email', 'anna@')
    await pause()
    await submit()
    expect(errorOf('email')).toBe('Invalid e-mail address')
    expect(services.checkUnique).not.toHaveBeenCalledWith('email', expect.anything(), expect.anything())
  })

  it("says 'Passwords must match' when the repeat differs (REG-031)", async () => {
    await renderWizard('/register')
    await fillUserStep({ passwordRepeat: 'geheim-124' })
    await submit()
    expect(errorOf('passwordRepeat')).toBe('Passwords must match')
    await expectStep('Your details')
  })

  it('does not require the newsletter (REG-033), and keeps the terms required until ticked (REG-032)', async () => {
    const { path } = await renderWizard('/register')
    await fillUserStep({ tosAccepted: false })
    await submit()
    expect(path()).toBe('/register')
    await click(checkbox('I accept the terms and conditions'))
    expect(checkbox('Send me the newsletter').checked).toBe(false)
    await submit()
    await expectStep('Addresses')
  })

  it('checks the username when it changes: taken says so at once, without a submit (REG-028, REG-029)', async () => {
    const { services } = await renderWizard('/register', {
      unique: (field, value) => (field === 'username' && value === 'customer' ? 'taken' : 'free'),
    })
    await fill('username', 'customer')
    await pause()
    expect(services.checkUnique).toHaveBeenCalledWith('username', 'customer', expect.any(AbortSignal))
    expect(errorOf('username')).toBe('This username is already in use')
    await fill('username', 'anna.neu')
    await pause()
    expect(errorOf('username')).toBe('This username is free.')
  })

  it('checks the e-mail when it changes: taken says so (REG-025, REG-026)', async () => {
    const { services } = await renderWizard('/register', {
      unique: (field, value) => (field === 'email' && value === 'lea.brunner@example.ch' ? 'taken' : 'free'),
    })
    await fill('email', 'lea.brunner@example.ch')
    await leave('email')
    await pause(20)
    expect(services.checkUnique).toHaveBeenCalledWith(
      'email',
      'lea.brunner@example.ch',
      expect.any(AbortSignal),
    )
    expect(errorOf('email')).toBe('This e-mail address is already in use')
  })

  it('holds the step on a taken username, with the focus on it', async () => {
    const { path } = await renderWizard('/register', {
      unique: (field, value) => (field === 'username' && value === 'customer' ? 'taken' : 'free'),
    })
    await fillUserStep({ username: 'customer' })
    await submit()
    expect(path()).toBe('/register')
    expect(document.activeElement).toBe(input('username'))
  })

  it('offline, the check says it needs the network, and the step waits for an answer', async () => {
    const { path } = await renderWizard('/register', { unique: 'offline' })
    await fillUserStep()
    expect(errorOf('username')).toBe('Checking this needs the network. Please connect and try again.')
    expect(errorOf('email')).toBe('Checking this needs the network. Please connect and try again.')
    await submit()
    expect(path()).toBe('/register')
  })

  it('never shows a stale verdict when answers arrive out of order', async () => {
    const { asked } = await renderWizard('/register', { unique: 'hold' })
    await fill('username', 'customer')
    await pause()
    await fill('username', 'customer-neu')
    await pause()
    const [older, newer] = asked
    newer?.answer('free')
    await pause(20)
    older?.answer('taken')
    await pause(20)
    expect(errorOf('username')).toBe('This username is free.')
    expect(screen.queryByText('This username is already in use')).toBeNull()
  })

  it('moves to addresses once valid, marking the step validated (REG-007, REG-012)', async () => {
    const { path } = await renderWizard('/register')
    await completeUserStep()
    await expectPath(path, '/register/addresses')
    const first = within(screen.getByRole('navigation', { name: 'Registration steps' })).getAllByRole(
      'listitem',
    )[0]
    expect(first?.getAttribute('data-validated')).toBe('true')
    expect(first?.textContent).toContain('(completed)')
    expect(within(first as HTMLElement).getByRole('link')).toBeTruthy()
  })

  it('goes back to Login (REG-009)', async () => {
    const { path } = await renderWizard('/register')
    await click(screen.getByRole('link', { name: 'Back' }))
    await expectPath(path, '/login')
  })

  it('opens a stored draft with what was typed, but asks for the password again (REG-008)', async () => {
    await renderWizard('/register', { draft: toRegistrationDraft(aRegistrationForm({ newsletter: true })) })
    expect(
      screen.getByText(
        'What you entered before is still here. For your security the password is never kept: please enter it again.',
      ),
    ).toBeTruthy()
    expect(input('firstname').value).toBe('Anna')
    expect(input('username').value).toBe('anna.muster')
    expect(input('password').value).toBe('')
    expect(radio('Ms').checked).toBe(true)
    expect(checkbox('Send me the newsletter').checked).toBe(true)
  })

  it('writes what is typed to the draft, never the password', async () => {
    const { store } = await renderWizard('/register')
    await fillUserStep()
    await waitFor(() => expect(store.draft?.username).toBe('anna.muster'))
    expect(JSON.stringify(store.saves)).not.toContain('geheim-123')
  })
})
