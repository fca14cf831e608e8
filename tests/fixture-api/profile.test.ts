import { beforeAll, describe, expect, it } from 'vitest'
import { profileRow } from '#api/testing/wire-samples'
import { ADDRESS_ROW_KEYS, buildProfileUpdate, CONTACT_KEYS, keysOf } from './testing/factories'
import { type Client, loginAs, loginStatus, makeApi, startSession, type TestApi } from './testing/harness'

const INVOICE_FLAGS = [
  'change_default_invoice_address_allowed',
  'select_or_create_invoice_address_allowed',
  'change_invoice_type_allowed',
  'change_invoice_email_allowed',
] as const

describe('GET /api/v2/profile', () => {
  let api: TestApi
  const profiles: Record<string, any> = {}
  beforeAll(async () => {
    api = makeApi()
    for (const username of ['customer', 'restricted', 'dispatcher', 'mustchange']) {
      const reply = await (await loginAs(api, username)).get('/api/v2/profile')
      expect(reply.status).toBe(200)
      profiles[username] = reply.body
    }
  })

  it.each(['customer', 'restricted', 'dispatcher', 'mustchange'])(
    'answers exactly the fields of spec section 3 for %s',
    (username) => {
      const profile = profiles[username]
      // The fields of spec section 3: those of the row the normaliser tests read.
      expect(keysOf(profile)).toEqual(keysOf(profileRow))
      expect(keysOf(profile.organization)).toEqual(keysOf(profileRow.organization))
      expect(profile.username).toBe(username)
      expect(typeof profile.id).toBe('number')
      expect(['male', 'female', 'company']).toContain(profile.anrede)
      expect(['monthly', 'single']).toContain(profile.invoice_type)
      expect(['email', 'post']).toContain(profile.invoice_dispatch_type)
      expect(['de', 'fr', 'it', 'en']).toContain(profile.invoice_language)
      expect(Array.isArray(profile.roles)).toBe(true)
      expect(profile.roles).toContain('ROLE_USER')
      expect(typeof profile.newsletter).toBe('boolean')
      expect(typeof profile.should_change_password).toBe('boolean')
    },
  )

  it('answers the seeded values of customer', () => {
    const { default_absender, default_empfaenger, default_rechnungsadresse, organization, ...rest } =
      profiles.customer
    expect(rest).toEqual({
      id: 101,
      username: 'customer',
      email: 'lea.brunner@example.ch',
      anrede: 'female',
      firma: null,
      kontakt: null,
      vorname: 'Lea',
      nachname: 'Brunner',
      addresse: 'Bahnhofstrasse 12',
      postleitzahl: '8001',
      ort: 'Zürich',
      newsletter: true,
      phone: '+41 44 000 21 10',
      invoice_type: 'monthly',
      invoice_dispatch_type: 'email',
      invoice_email: 'rechnungen@example.ch',
      invoice_language: 'de',
      roles: ['ROLE_USER'],
      should_change_password: false,
    })
    expect(organization).toMatchObject({
      change_default_invoice_address_allowed: true,
      select_or_create_invoice_address_allowed: true,
      change_invoice_type_allowed: true,
      change_invoice_email_allowed: true,
      is_reference_required: true,
      use_default_coli: true,
      use_default_remark: true,
    })
    expect(Object.keys(organization.reference_msgs).sort()).toEqual(['de', 'en', 'fr', 'it'])
    expect(default_absender.default_absender).toBe(true)
    expect(default_empfaenger.default_empfaenger).toBe(true)
    expect(default_rechnungsadresse.default_rechnungsadresse).toBe(true)
    expect(default_rechnungsadresse.istRechnungsadresse).toBe(true)
  })

  it('answers the standard addresses in the server address form, the same rows as the address book', async () => {
    const customer = await loginAs(api, 'customer')
    for (const flag of ['default_absender', 'default_empfaenger', 'default_rechnungsadresse'] as const) {
      const address = profiles.customer[flag]
      expect(Object.keys(address).sort()).toEqual(ADDRESS_ROW_KEYS)
      expect(Object.keys(address.kontaktadresse).sort()).toEqual(CONTACT_KEYS)
      const book = await customer.get(`/api/v2/addresses?filter[${flag}]=1`)
      expect(book.status).toBe(200)
      expect(book.body.pagination.total).toBe(1)
      expect(book.body.data[0]).toEqual(address)
      const single = await customer.get(`/api/v2/address/${address.kontaktadresse.id}`)
      expect(single.body).toEqual(address)
    }
  })

  it('restricted has the four invoice flags off, a required reference in four languages and the defaults on', () => {
    const { organization, ...restricted } = profiles.restricted
    for (const flag of INVOICE_FLAGS) expect(organization[flag], flag).toBe(false)
    expect(organization.is_reference_required).toBe(true)
    expect(Object.keys(organization.reference_msgs).sort()).toEqual(['de', 'en', 'fr', 'it'])
    for (const message of Object.values(organization.reference_msgs)) {
      expect(typeof message).toBe('string')
      expect((message as string).length).toBeGreaterThan(0)
    }
    expect(organization.use_default_coli).toBe(true)
    expect(organization.default_coli_count).toBeGreaterThanOrEqual(1)
    expect(organization.use_default_remark).toBe(true)
    expect(organization.default_remark).not.toBe('')
    expect(restricted).toMatchObject({
      anrede: 'company',
      firma: 'Farmacia Bernasconi SA',
      kontakt: 'Marco Bernasconi',
      vorname: null,
      nachname: null,
      roles: ['ROLE_USER'],
      should_change_password: false,
    })
  })

  it('dispatcher has ROLE_ALLOWED_TO_SWITCH, the others have not', () => {
    expect(profiles.dispatcher.roles).toContain('ROLE_ALLOWED_TO_SWITCH')
    for (const username of ['customer', 'restricted', 'mustchange']) {
      expect(profiles[username].roles).not.toContain('ROLE_ALLOWED_TO_SWITCH')
    }
  })

  it('mustchange has should_change_password true, the others false', () => {
    expect(profiles.mustchange.should_change_password).toBe(true)
    for (const username of ['customer', 'restricted', 'dispatcher']) {
      expect(profiles[username].should_change_password).toBe(false)
    }
  })
})

describe('POST /api/v2/profile', () => {
  let api: TestApi
  let customer: Client
  beforeAll(async () => {
    ;({ api, user: customer } = await startSession('customer'))
  })

  it('saves the update fields; the re-read profile and a new login show them', async () => {
    const { api, user: customer } = await startSession('customer')
    const changes = {
      vorname: 'Lea Maria',
      nachname: 'Brunner-Meier',
      addresse: 'Seefeldstrasse 3',
      postleitzahl: '8008',
      ort: 'Zürich',
      newsletter: false,
      phone: '+41 44 111 22 33',
      invoice_language: 'fr',
      email: 'lea.meier@example.ch',
    }
    const saved = await customer.post('/api/v2/profile', buildProfileUpdate(changes))
    expect(saved.status).toBe(200)
    const expected = { ...changes, username: 'customer', id: 101 }
    expect(saved.body).toMatchObject(expected)
    const reread = await customer.get('/api/v2/profile')
    expect(reread.body).toMatchObject(expected)
    expect(reread.body).toEqual(saved.body)
    // Fields the update does not carry are left alone.
    expect(reread.body.invoice_email).toBe('rechnungen@example.ch')
    expect(reread.body.invoice_type).toBe('monthly')

    const again = await loginAs(api, 'lea.meier@example.ch')
    expect((await again.get('/api/v2/profile')).body).toMatchObject(expected)
    expect(await loginStatus(api, 'lea.brunner@example.ch', 'demo-pass')).toBe(401)
  })

  it('accepts a full copy of the profile and stores what changed', async () => {
    const { user: restricted } = await startSession('restricted')
    const profile = (await restricted.get('/api/v2/profile')).body
    const copy = { ...profile, phone: '+41 91 999 88 77', kontakt: 'Giulia Bernasconi', newsletter: true }
    const saved = await restricted.post('/api/v2/profile', copy)
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual(copy)
    expect((await restricted.get('/api/v2/profile')).body).toEqual(copy)
  })

  it('keeps anrede and newsletter when an update leaves them out', async () => {
    const { user: restricted } = await startSession('restricted')
    const profile = (await restricted.get('/api/v2/profile')).body
    const { anrede: _anrede, newsletter: _newsletter, ...partial } = { ...profile, phone: '+41 91 111 22 33' }
    const saved = await restricted.post('/api/v2/profile', partial)
    expect(saved.status).toBe(200)
    expect(saved.body.anrede).toBe('company')
    expect(saved.body.newsletter).toBe(profile.newsletter)
    expect(saved.body.phone).toBe('+41 91 111 22 33')
  })

  it('does not let the update change roles, organization or invoice settings', async () => {
    const { user: customer } = await startSession('customer')
    const profile = (await customer.get('/api/v2/profile')).body
    const saved = await customer.post('/api/v2/profile', {
      ...profile,
      roles: ['ROLE_USER', 'ROLE_ALLOWED_TO_SWITCH'],
      should_change_password: true,
      invoice_type: 'single',
      invoice_email: 'other@example.ch',
      organization: { ...profile.organization, is_reference_required: false },
    })
    expect(saved.status).toBe(200)
    expect((await customer.get('/api/v2/profile')).body).toEqual(profile)
  })

  it('switching to company requires firma and kontakt, and then stores them', async () => {
    const { user: customer } = await startSession('customer')
    const missing = await customer.post('/api/v2/profile', buildProfileUpdate({ anrede: 'company' }))
    expect(missing.status).toBe(422)
    expect(missing.body.field).toBe('firma')
    const noContact = await customer.post(
      '/api/v2/profile',
      buildProfileUpdate({ anrede: 'company', firma: 'Brunner GmbH' }),
    )
    expect(noContact.status).toBe(422)
    expect(noContact.body.field).toBe('kontakt')
    const saved = await customer.post(
      '/api/v2/profile',
      buildProfileUpdate({
        anrede: 'company',
        firma: 'Brunner GmbH',
        kontakt: 'Lea Brunner',
        vorname: null,
        nachname: null,
      }),
    )
    expect(saved.status).toBe(200)
    expect((await customer.get('/api/v2/profile')).body).toMatchObject({
      anrede: 'company',
      firma: 'Brunner GmbH',
      kontakt: 'Lea Brunner',
    })
  })

  it.each([
    ['email', { email: 'not-an-email' }],
    ['email', { email: '' }],
    ['email', { email: undefined }],
    ['vorname', { vorname: null }],
    ['nachname', { nachname: '' }],
    ['addresse', { addresse: '' }],
    ['postleitzahl', { postleitzahl: undefined }],
    ['ort', { ort: '   ' }],
    ['phone', { phone: undefined }],
    ['invoice_language', { invoice_language: undefined }],
    ['invoice_language', { invoice_language: 'es' }],
    ['anrede', { anrede: 'other' }],
    ['newsletter', { newsletter: 'yes' }],
    ['phone', { phone: 4144 }],
    ['username', { username: undefined }],
  ])('answers 422 naming %s for an invalid or missing value, and saves nothing', async (field, changes) => {
    const reply = await customer.post(
      '/api/v2/profile',
      buildProfileUpdate({ newsletter: false, addresse: 'Changed 1', ...changes }),
    )
    expect(reply.status).toBe(422)
    expect(reply.body.code).toBe(422)
    expect(reply.body.field).toBe(field)
    expect(reply.body.message).toContain(`"${field}"`)
    const profile = (await customer.get('/api/v2/profile')).body
    expect(profile.newsletter).toBe(true)
    expect(profile.addresse).toBe('Bahnhofstrasse 12')
  })

  it('refuses an e-mail used by another account (in any letter case) with 422 naming email', async () => {
    for (const email of ['thomas.keller@example.ch', 'Marco.Bernasconi@Example.CH']) {
      const reply = await customer.post('/api/v2/profile', buildProfileUpdate({ email, phone: '+41 00' }))
      expect(reply.status).toBe(422)
      expect(reply.body.field).toBe('email')
    }
    const profile = (await customer.get('/api/v2/profile')).body
    expect(profile.email).toBe('lea.brunner@example.ch')
    expect(profile.phone).toBe('+41 44 000 21 10')
  })

  it('refuses a username change with 422 naming username, and saves nothing', async () => {
    for (const username of ['customer2', 'dispatcher', 'Customer']) {
      const reply = await customer.post('/api/v2/profile', buildProfileUpdate({ username, phone: '+41 00' }))
      expect(reply.status).toBe(422)
      expect(reply.body.field).toBe('username')
    }
    expect((await customer.get('/api/v2/profile')).body.phone).toBe('+41 44 000 21 10')
    expect(await loginStatus(api, 'customer2', 'demo-pass')).toBe(401)
  })
})
