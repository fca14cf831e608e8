// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { fixtureHarness, harnessOver, stubHarness } from '#api/testing/harness'
import { toRegistrationPayload } from '#api/wire/registration-payload'
import { PUBLIC_DRAFT_ACCOUNT } from '#db/queries/drafts'
import { toRegistrationDraft } from '#domain/registration/registration-form'
import { freshDatabase } from '#testing/fresh-database'
import { aRegistrationAddress, aRegistrationForm } from '#testing/registration-form'
import { createRegistrationActions } from './use-registration'

const signal = () => new AbortController().signal

/** A visitor (no session) on the pinned-clock fixture, with the registration's actions over it. */
async function visitor() {
  const h = await fixtureHarness(null)
  return { ...h, actions: createRegistrationActions(h.api.auth, freshDatabase()) }
}

/** Bern 3011 as the fixture's zip search answers it: the sender's place. */
async function bern(h: Awaited<ReturnType<typeof visitor>>) {
  const [place] = await h.api.locations.search('3011', { locale: 'de' })
  if (!place) throw new Error('the fixture knows no 3011')
  h.sent.length = 0
  return place.id
}

const newcomerAt = (senderPlace: number) =>
  aRegistrationForm({
    username: 'neu.kunde',
    email: 'neu.kunde@example.ch',
    newsletter: true,
    language: 'fr',
    addDefaultSenderAddress: true,
    defaultSenderAddress: aRegistrationAddress({
      name: 'Lager AG',
      street: 'Lagerweg 2',
      zip: '3011',
      location: 'Bern',
      locationId: senderPlace,
    }),
    invoiceAddress: aRegistrationAddress({
      name: 'Neu AG',
      zip: '9999',
      location: 'Irgendwo',
      locationId: null,
    }),
  })
const newcomer = newcomerAt(1)

describe('registering against the fixture (spec section 7)', () => {
  it('sends exactly the register payload, with an Idempotency-Key, and the account can log in with its addresses', async () => {
    const h = await visitor()
    const place = await bern(h)
    const newcomer = newcomerAt(place)
    expect(await h.actions.register(newcomer, 'de')).toBeNull()

    const [sent] = h.to('/register')
    expect(sent?.method).toBe('POST')
    expect(JSON.parse(sent?.body ?? '')).toStrictEqual(toRegistrationPayload(newcomer, 'de'))
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)

    h.session.setTokens(await h.api.auth.login('neu.kunde', 'geheim-123'))
    const profile = await h.api.profile.get()
    expect(profile).toMatchObject({
      username: 'neu.kunde',
      email: 'neu.kunde@example.ch',
      gender: 'female',
      firstname: 'Anna',
      newsletter: true,
      invoiceLanguage: 'fr',
      invoiceEmail: 'rechnung@muster.ch',
    })
    const book = await h.api.addresses.list({ page: 0, perPage: 20 } as never)
    const byName = Object.fromEntries(book.items.map((address) => [address.name, address]))
    expect(byName['Neu AG']).toMatchObject({
      zip: '9999',
      location: 'Irgendwo',
      standardBillingAddress: true,
    })
    expect(byName['Lager AG']).toMatchObject({ locationId: place, zip: '3011', standardSenderAddress: true })
  })

  it('sends an unchanged registration again with the same key, so a lost answer is not a "taken" one', async () => {
    const h = await visitor()
    const newcomer = newcomerAt(await bern(h))
    await h.faults({ dropNextWrites: 1 })
    expect(await h.actions.register(newcomer, 'de')).toEqual({ kind: 'offline' })
    expect(await h.actions.register(newcomer, 'de')).toBeNull()
    const keys = h.to('/register').map((request) => request.headers.get('idempotency-key'))
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
  })

  it('gives a changed registration a new key', async () => {
    const h = await visitor()
    const newcomer = newcomerAt(await bern(h))
    await h.actions.register(aRegistrationForm({ username: 'customer' }), 'de')
    await h.actions.register(newcomer, 'de')
    const [first, second] = h.to('/register').map((request) => request.headers.get('idempotency-key'))
    expect(first).not.toBe(second)
  })

  it('names a taken username or e-mail refused by the server', async () => {
    const h = await visitor()
    expect(await h.actions.register(aRegistrationForm({ username: 'customer' }), 'de')).toEqual({
      kind: 'usernameRefused',
      reason: 'Invalid value for field "username": This username is already in use',
    })
    expect(await h.actions.register(aRegistrationForm({ email: 'lea.brunner@example.ch' }), 'de')).toEqual({
      kind: 'emailRefused',
      reason: 'Invalid value for field "email": This e-mail address is already in use',
    })
  })

  it('says a refused value and its step, a server fault, and a missing network apart (REG-016)', async () => {
    const h = await visitor()
    const refused = await h.actions.register(
      aRegistrationForm({ password: 'kurz', passwordRepeat: 'kurz' }),
      'de',
    )
    expect(refused).toMatchObject({ kind: 'refused', step: 'user' })
    expect(
      await createRegistrationActions(stubHarness({ message: 'down' }, 503).api.auth).register(
        newcomer,
        'de',
      ),
    ).toEqual({ kind: 'failed' })
    const offline = harnessOver(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await createRegistrationActions(offline.api.auth).register(newcomer, 'de')).toEqual({
      kind: 'offline',
    })
  })
})

describe('the unique checks against the fixture (REG-025, REG-028)', () => {
  it("answers taken for the demo account's username and e-mail, free for new ones", async () => {
    const { actions, to } = await visitor()
    expect(await actions.checkUnique('username', 'customer', signal())).toBe('taken')
    expect(await actions.checkUnique('email', 'lea.brunner@example.ch', signal())).toBe('taken')
    expect(await actions.checkUnique('username', 'neu.kunde', signal())).toBe('free')
    expect(await actions.checkUnique('email', ' neu.kunde@example.ch ', signal())).toBe('free')
    expect(JSON.parse(to('/validation/unique-username')[0]?.body ?? '')).toEqual({ username: 'customer' })
    expect(JSON.parse(to('/validation/unique-email')[1]?.body ?? '')).toEqual({
      email: 'neu.kunde@example.ch',
    })
  })

  it('answers offline without the network, failed on a server fault, and rejects when cancelled', async () => {
    const offline = harnessOver(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await createRegistrationActions(offline.api.auth).checkUnique('username', 'anna', signal())).toBe(
      'offline',
    )
    const broken = stubHarness({ message: 'down' }, 500)
    expect(await createRegistrationActions(broken.api.auth).checkUnique('email', 'a@b.ch', signal())).toBe(
      'failed',
    )
    const cancellable = harnessOver(async (request) => {
      if (request.signal.aborted) throw new DOMException('The operation was aborted', 'AbortError')
      return Response.json({ valid: true })
    })
    const controller = new AbortController()
    controller.abort()
    await expect(
      createRegistrationActions(cancellable.api.auth).checkUnique('username', 'anna', controller.signal),
    ).rejects.toMatchObject({ kind: 'aborted' })
  })
})

describe('the registration draft', () => {
  it('is kept under the public key and read back, cleared on request', async () => {
    const db = freshDatabase()
    const actions = createRegistrationActions(stubHarness({}).api.auth, db)
    const draft = toRegistrationDraft(newcomer)
    await actions.saveDraft(draft)
    expect(await db.drafts.get([PUBLIC_DRAFT_ACCOUNT, 'registration'])).toMatchObject({ value: draft })
    expect(await actions.loadDraft()).toEqual(draft)
    await actions.clearDraft()
    expect(await actions.loadDraft()).toBeNull()
  })
})
