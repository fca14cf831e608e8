// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CHECK_NEEDS_NETWORK } from '#domain/changes/issue-codes'
import { type RegistrationForm, toRegistrationDraft } from '#domain/registration/registration-form'
import { activateCatalog } from '#testing/catalog'
import { aRegistrationForm } from '#testing/registration-form'
import { RegistrationWizard } from './registration-wizard'
import { type FakeOptions, fakeServices } from './testing/fake-services'
import { renderWizard } from './testing/render-wizard'
import { createUniqueChecks } from './unique-checks'
import { useWizardIfOpen, type Wizard } from './wizard-context'

afterEach(() => {
  cleanup()
})

const tick = (ms = 5) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

/** The wizard without its step screens: the test reads and drives what the steps would. */
async function openWizard(options: FakeOptions = {}) {
  const fake = fakeServices(options)
  const seen: { wizard: Wizard | null } = { wizard: null }
  function Probe() {
    seen.wizard = useWizardIfOpen()
    return null
  }
  await activateCatalog('en')
  const view = render(
    <I18nProvider i18n={i18n}>
      <RegistrationWizard services={fake.services}>
        <Probe />
      </RegistrationWizard>
    </I18nProvider>,
  )
  await waitFor(() => expect(seen.wizard).not.toBeNull())
  const wizard = () => seen.wizard as Wizard
  /** Types the values in, as the steps' fields would. */
  const type = (form: RegistrationForm) =>
    act(() => {
      for (const [key, value] of Object.entries(form))
        wizard().form.setFieldValue(key as 'zip', value as never)
    })
  /** Both unique checks answered for what the form holds, as the user step's Next waits for. */
  const check = () =>
    act(async () => {
      const { values } = wizard().form.state
      const signal = new AbortController().signal
      await wizard().checks.validate('username', values.username, signal)
      await wizard().checks.validate('email', values.email, signal)
    })
  return { ...fake, memory: fake.store, wizard, type, check, unmount: view.unmount }
}

describe('the wizard', () => {
  it('opens empty without a draft, and from the draft with empty password fields (REG-008)', async () => {
    const empty = await openWizard()
    expect(empty.wizard().restored).toBe(false)
    expect(empty.wizard().form.state.values.username).toBe('')
    cleanup()

    const restored = await openWizard({ draft: toRegistrationDraft(aRegistrationForm()) })
    expect(restored.wizard().restored).toBe(true)
    expect(restored.wizard().form.state.values).toEqual({
      ...aRegistrationForm(),
      password: '',
      passwordRepeat: '',
    })
  })

  it('writes the form to the draft after a pause, never the password', async () => {
    const { services, memory, type } = await openWizard()
    await type(aRegistrationForm())
    await tick(300)
    expect(services.saveDraft).toHaveBeenCalledTimes(1)
    expect(memory.saves.at(-1)).toEqual(toRegistrationDraft(aRegistrationForm()))
    expect(JSON.stringify(memory.saves)).not.toContain('geheim-123')
  })

  it('sends no registration while a step is not validated', async () => {
    const { wizard, services, type, check } = await openWizard()
    await type(aRegistrationForm({ invoiceMail: '' }))
    await check()
    expect(await wizard().register()).toBe('invalid')
    await type(aRegistrationForm({ password: '' }))
    expect(await wizard().register()).toBe('invalid')
    expect(services.register).not.toHaveBeenCalled()
  })

  it('sends the form once every step is validated, then clears the draft for good (REG-014, REG-015)', async () => {
    const { wizard, services, memory, type, check, unmount } = await openWizard()
    await type(aRegistrationForm())
    await check()
    expect(await act(() => wizard().register())).toBe('sent')
    expect(services.register).toHaveBeenCalledWith(aRegistrationForm())
    expect(memory.draft).toBeNull()
    unmount()
    await tick(300)
    expect(memory.draft).toBeNull()
  })

  it('keeps the form and the draft after a failure, and sends again (REG-016)', async () => {
    let failing = true
    const { wizard, services, memory, type, check } = await openWizard({
      register: () => (failing ? { kind: 'offline' } : null),
    })
    await type(aRegistrationForm())
    await check()
    expect(await act(() => wizard().register())).toEqual({ kind: 'offline' })
    expect(wizard()).toMatchObject({ failure: { kind: 'offline' }, sending: false })
    expect(wizard().form.state.values).toEqual(aRegistrationForm())
    expect(memory.draft).toEqual(toRegistrationDraft(aRegistrationForm()))
    failing = false
    expect(await act(() => wizard().register())).toBe('sent')
    expect(services.register).toHaveBeenCalledTimes(2)
  })

  it('forgets a username the server refused, so the user step is no longer validated and asks again', async () => {
    const { wizard, type, check } = await openWizard({
      register: () => ({ kind: 'usernameRefused', reason: 'taken' }),
    })
    await type(aRegistrationForm())
    await check()
    await act(() => wizard().markSubmitted('user'))
    expect(wizard().validated.user).toBe(true)
    await act(() => wizard().register())
    expect(wizard().verdicts.username).toBeNull()
    expect(wizard().validated.user).toBe(false)
  })

  it('asks again on load for a username and e-mail the draft holds', async () => {
    const { asked } = await renderWizard('/register', { draft: toRegistrationDraft(aRegistrationForm()) })
    await waitFor(() => expect(asked.map(({ field }) => field).sort()).toEqual(['email', 'username']))
  })

  it('starts over: an empty form and no draft', async () => {
    const { wizard, memory } = await openWizard({ draft: toRegistrationDraft(aRegistrationForm()) })
    await act(() => wizard().markSubmitted('user'))
    await act(() => wizard().startOver())
    await waitFor(() => expect(wizard().form.state.values.username).toBe(''))
    expect(memory.draft).toBeNull()
    expect(wizard()).toMatchObject({ restored: false, validated: { user: false } })
  })
})

describe('the unique checks', () => {
  const signal = () => new AbortController().signal
  /** The checks over the fake server, with the questions it was asked. */
  const checksOver = (options: FakeOptions = {}) => {
    const { services, asked } = fakeServices(options)
    return { checks: createUniqueChecks(services.checkUnique), asked }
  }

  it('asks about username and e-mail when they change, and only for values that pass their own rule', async () => {
    const { checks, asked } = checksOver()
    expect(await checks.validate('username', '  ', signal())).toBeUndefined()
    expect(await checks.validate('email', 'anna@', signal())).toBeUndefined()
    expect(asked).toEqual([])
    await checks.validate('username', 'anna.muster', signal())
    await checks.validate('email', 'anna@muster.ch', signal())
    expect(asked.map(({ field, value }) => [field, value])).toEqual([
      ['username', 'anna.muster'],
      ['email', 'anna@muster.ch'],
    ])
    expect(checks.get().username).toEqual({ value: 'anna.muster', status: 'free' })
  })

  it('never leaves a stale verdict when answers arrive out of order', async () => {
    const { checks, asked } = checksOver({ unique: 'hold' })
    // TanStack aborts the older question when the value changes again.
    const older = new AbortController()
    const first = checks.validate('username', 'customer', older.signal)
    older.abort()
    const second = checks.validate('username', 'customer-neu', signal())
    const [firstAsked, secondAsked] = asked
    // The newer question's answer first, then the older one's (the server was slower for it).
    secondAsked?.answer('free')
    await second
    firstAsked?.answer('taken')
    await first
    expect(firstAsked?.signal.aborted).toBe(true)
    expect(checks.get().username).toEqual({ value: 'customer-neu', status: 'free' })
  })

  it('drops a question for a value edited to one that cannot be asked, and asks again when it comes back', async () => {
    const { checks, asked } = checksOver({ unique: 'hold' })
    const dropped = new AbortController()
    const first = checks.validate('username', 'anna', dropped.signal)
    dropped.abort()
    await first
    expect(asked[0]?.signal.aborted).toBe(true)
    expect(checks.get().username).toBeNull()
    void checks.validate('username', 'anna', signal())
    expect(asked.map(({ value }) => value)).toEqual(['anna', 'anna'])
  })

  it('asks again where the last try needed the network, but not about a value already answered', async () => {
    let online = false
    const { checks, asked } = checksOver({ unique: () => (online ? 'free' : 'offline') })
    expect(await checks.validate('email', 'anna@muster.ch', signal())).toBe(CHECK_NEEDS_NETWORK)
    online = true
    expect(await checks.validate('email', 'anna@muster.ch', signal())).toBeUndefined()
    expect(await checks.validate('email', 'anna@muster.ch', signal())).toBeUndefined()
    expect(asked).toHaveLength(2)
  })
})
