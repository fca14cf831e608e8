import { describe, expect, it } from 'vitest'
import { toRegistrationDraft } from '#domain/registration/registration-form'
import { aRegistrationForm } from '#testing/registration-form'
import { fakeServices } from './testing/fake-services'
import { createWizardStore } from './wizard-store'

const NOW = { saveDelayMs: 0, checkDelayMs: 0 }
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms))

async function openWizard(options: Parameters<typeof fakeServices>[0] = {}) {
  const fake = fakeServices(options)
  const store = createWizardStore(fake.services, NOW)
  await store.load()
  return { services: fake.services, asked: fake.asked, memory: fake.store, store }
}

describe('the wizard store', () => {
  it('opens empty without a draft, and from the draft with empty password fields (REG-008)', async () => {
    const empty = await openWizard()
    expect(empty.store.get()).toMatchObject({ status: 'ready', restored: false })
    expect(empty.store.get().form.username).toBe('')

    const draft = toRegistrationDraft(aRegistrationForm())
    const restored = await openWizard({ draft })
    expect(restored.store.get().restored).toBe(true)
    expect(restored.store.get().form).toEqual({ ...aRegistrationForm(), password: '', passwordRepeat: '' })
  })

  it('writes the form to the draft after a pause, never the password', async () => {
    const { store, services, memory } = await openWizard()
    store.update(aRegistrationForm())
    await tick()
    expect(services.saveDraft).toHaveBeenCalledTimes(1)
    expect(memory.saves.at(-1)).toEqual(toRegistrationDraft(aRegistrationForm()))
    expect(JSON.stringify(memory.saves)).not.toContain('geheim-123')
  })

  it('asks about username and e-mail when they change, and only for values that pass their own rule', async () => {
    const { store, asked } = await openWizard()
    store.update(aRegistrationForm({ username: '  ', email: 'anna@' }))
    await tick()
    expect(asked).toEqual([])
    store.update(aRegistrationForm())
    await tick()
    expect(asked.map(({ field, value }) => [field, value])).toEqual([
      ['username', 'anna.muster'],
      ['email', 'anna@muster.ch'],
    ])
    expect(store.verdictOf('username')).toEqual({ value: 'anna.muster', status: 'free' })
  })

  it('asks again on load for a username and e-mail the draft holds', async () => {
    const { asked } = await openWizard({ draft: toRegistrationDraft(aRegistrationForm()) })
    expect(asked.map(({ field }) => field)).toEqual(['username', 'email'])
  })

  it('never leaves a stale verdict when answers arrive out of order', async () => {
    const { store, asked } = await openWizard({ unique: 'hold' })
    store.update(aRegistrationForm({ username: 'customer', email: '' }))
    await tick()
    store.update(aRegistrationForm({ username: 'customer-neu', email: '' }))
    await tick()
    const [first, second] = asked
    // The newer question's answer first, then the older one's (the server was slower for it).
    second?.answer('free')
    await tick()
    first?.answer('taken')
    await tick()
    expect(first?.signal.aborted).toBe(true)
    expect(store.verdictOf('username')).toEqual({ value: 'customer-neu', status: 'free' })
  })

  it('drops a question for a value edited to one that cannot be asked, and asks again when it comes back', async () => {
    const { store, asked } = await openWizard({ unique: 'hold' })
    store.update(aRegistrationForm({ username: 'anna', email: '' }))
    await tick()
    store.update(aRegistrationForm({ username: '', email: '' }))
    await tick()
    expect(asked[0]?.signal.aborted).toBe(true)
    store.update(aRegistrationForm({ username: 'anna', email: '' }))
    await tick()
    expect(asked.map(({ value }) => value)).toEqual(['anna', 'anna'])
  })

  it('settles both checks before the user step passes, asking again where the last one needed the network', async () => {
    let online = false
    const { store, asked } = await openWizard({ unique: () => (online ? 'free' : 'offline') })
    store.update(aRegistrationForm())
    await tick()
    expect(store.verdictOf('email')?.status).toBe('offline')
    online = true
    const verdicts = await store.settleChecks()
    expect(verdicts.username).toEqual({ value: 'anna.muster', status: 'free' })
    expect(verdicts.email).toEqual({ value: 'anna@muster.ch', status: 'free' })
    expect(asked).toHaveLength(4)
    // Answered: not asked again.
    await store.settleChecks()
    expect(asked).toHaveLength(4)
  })

  it('sends no registration while a step is not validated', async () => {
    const { store, services } = await openWizard()
    store.update(aRegistrationForm())
    await store.settleChecks()
    store.markSubmitted('user')
    store.markSubmitted('addresses')
    store.update(aRegistrationForm({ invoiceMail: '' }))
    expect(await store.submit()).toBe('invalid')
    store.update(aRegistrationForm({ password: '' }))
    expect(await store.submit()).toBe('invalid')
    expect(services.register).not.toHaveBeenCalled()
  })

  it('sends the form once every step is validated, then clears the draft for good (REG-014, REG-015)', async () => {
    const { store, services, memory } = await openWizard()
    store.update(aRegistrationForm())
    await store.settleChecks()
    expect(await store.submit()).toBe('sent')
    expect(services.register).toHaveBeenCalledWith(aRegistrationForm())
    expect(memory.draft).toBeNull()
    store.dispose()
    await tick()
    expect(memory.draft).toBeNull()
  })

  it('keeps the form and the draft after a failure, and sends again (REG-016)', async () => {
    let failing = true
    const { store, services, memory } = await openWizard({
      register: () => (failing ? { kind: 'offline' } : null),
    })
    store.update(aRegistrationForm())
    await store.settleChecks()
    expect(await store.submit()).toEqual({ kind: 'offline' })
    expect(store.get()).toMatchObject({ failure: { kind: 'offline' }, sending: false })
    expect(store.get().form).toEqual(aRegistrationForm())
    expect(memory.draft).toEqual(toRegistrationDraft(aRegistrationForm()))
    failing = false
    expect(await store.submit()).toBe('sent')
    expect(services.register).toHaveBeenCalledTimes(2)
  })

  it('asks again about a username the server refused, so the user step says why', async () => {
    let taken = false
    const { store, asked } = await openWizard({
      unique: (field) => (field === 'username' && taken ? 'taken' : 'free'),
      register: () => ({ kind: 'usernameRefused', reason: 'taken' }),
    })
    store.update(aRegistrationForm())
    await store.settleChecks()
    taken = true
    await store.submit()
    await tick()
    expect(asked.filter(({ field }) => field === 'username')).toHaveLength(2)
    expect(store.verdictOf('username')?.status).toBe('taken')
    expect(store.validated().user).toBe(false)
  })

  it('starts over: an empty form and no draft', async () => {
    const { store, memory } = await openWizard({ draft: toRegistrationDraft(aRegistrationForm()) })
    store.markSubmitted('user')
    const generation = store.get().generation
    await store.reset()
    expect(memory.draft).toBeNull()
    expect(store.get()).toMatchObject({
      restored: false,
      submitted: { user: false },
      generation: generation + 1,
    })
    expect(store.get().form.username).toBe('')
  })

  it('does not take the values of a form opened before a reset, which may still be unmounting', async () => {
    const { store, memory } = await openWizard()
    const before = store.get().generation
    await store.reset()
    store.update(aRegistrationForm(), before)
    await tick()
    expect(store.get().form.username).toBe('')
    expect(memory.draft).toBeNull()
  })
})
