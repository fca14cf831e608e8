import { beforeAll, describe, expect, it } from 'vitest'
import type { FixtureApi } from '#fixture-api/app'
import {
  type ApiLocality,
  buildOrderAddress,
  buildRegistrationBody,
  locationByCode,
} from './testing/factories'
import { client, loginAs, loginStatus, makeApi, type TestApi } from './testing/harness'

async function uniqueness(api: FixtureApi, username: string, email: string) {
  const anonymous = client(api)
  const byName = await anonymous.post('/api/v2/validation/unique-username', { username })
  const byMail = await anonymous.post('/api/v2/validation/unique-email', { email })
  expect(byName.status).toBe(200)
  expect(byMail.status).toBe(200)
  return { username: byName.body.valid as boolean, email: byMail.body.valid as boolean }
}

describe('POST /api/v2/register', () => {
  let zurich: ApiLocality
  let bern: ApiLocality
  beforeAll(async () => {
    const api = makeApi()
    zurich = await locationByCode(client(api), '8001')
    bern = await locationByCode(client(api), '3008')
  })

  it('creates the account: it logs in by username and e-mail with the profile it registered', async () => {
    const api = makeApi()
    expect(await uniqueness(api, 'new.customer', 'new.customer@example.ch')).toEqual({
      username: true,
      email: true,
    })
    const reply = await client(api).post('/api/v2/register', buildRegistrationBody({}, zurich))
    expect(reply.status).toBe(201)
    expect(reply.body.username).toBe('new.customer')
    expect(typeof reply.body.id).toBe('number')

    const account = await loginAs(api, 'new.customer', 'register-pass-1')
    expect(await loginStatus(api, 'new.customer@example.ch', 'register-pass-1')).toBe(200)
    expect(await loginStatus(api, 'new.customer', 'demo-pass')).toBe(401)
    const profile = await account.get('/api/v2/profile')
    expect(profile.status).toBe(200)
    expect(profile.body).toMatchObject({
      id: reply.body.id,
      username: 'new.customer',
      email: 'new.customer@example.ch',
      anrede: 'female',
      vorname: 'Nina',
      nachname: 'Neukunde',
      addresse: 'Limmatquai 10',
      postleitzahl: '8001',
      ort: 'Zürich',
      phone: '+41 44 555 66 77',
      newsletter: true,
      invoice_type: 'single',
      invoice_dispatch_type: 'email',
      invoice_email: 'invoices@neukunde.ch',
      invoice_language: 'fr',
      roles: ['ROLE_USER'],
      should_change_password: false,
    })
    expect(profile.body.default_absender.kontaktadresse.firma).toBe('Absender AG')
    expect(profile.body.default_empfaenger.kontaktadresse.firma).toBe('Empfänger GmbH')
    expect(profile.body.default_rechnungsadresse.kontaktadresse.firma).toBe('Rechnung AG')
    expect(await uniqueness(api, 'new.customer', 'new.customer@example.ch')).toEqual({
      username: false,
      email: false,
    })
    // Letter case does not make a name or an address free again.
    expect(await uniqueness(api, 'NEW.Customer', 'New.Customer@Example.ch')).toEqual({
      username: false,
      email: false,
    })
  })

  it('stores the three addresses in the address book with the right standard flags', async () => {
    const api = makeApi()
    const reply = await client(api).post(
      '/api/v2/register',
      buildRegistrationBody(
        {
          default_empfaenger: buildOrderAddress(
            { firma: 'Empfänger GmbH', anrede: 'male', kontakt: '' },
            bern,
          ),
        },
        zurich,
      ),
    )
    expect(reply.status).toBe(201)
    const account = await loginAs(api, 'new.customer', 'register-pass-1')
    const book = await account.get('/api/v2/addresses?sorting[field]=firma&sorting[direction]=asc')
    expect(book.status).toBe(200)
    expect(book.body.pagination.total).toBe(3)
    const byFirma = Object.fromEntries(
      book.body.data.map((row: { kontaktadresse: { firma: string } }) => [row.kontaktadresse.firma, row]),
    )
    expect(Object.keys(byFirma).sort()).toEqual(['Absender AG', 'Empfänger GmbH', 'Rechnung AG'])
    expect(byFirma['Absender AG']).toMatchObject({
      default_absender: true,
      default_empfaenger: false,
      default_rechnungsadresse: false,
      istRechnungsadresse: false,
      readonly: false,
      kontaktadresse: {
        firma: 'Absender AG',
        addresse: 'Absenderweg 2',
        kontakt: 'Max Muster',
        phone: '+41 44 123 45 67',
        anrede: 'company',
        postleitzahl: '8001',
        ort: 'Zürich',
        plz: zurich.id,
      },
    })
    expect(byFirma['Empfänger GmbH']).toMatchObject({
      default_absender: false,
      default_empfaenger: true,
      default_rechnungsadresse: false,
      istRechnungsadresse: false,
      kontaktadresse: { anrede: 'male', postleitzahl: '3008', plz: bern.id },
    })
    expect(byFirma['Rechnung AG']).toMatchObject({
      default_absender: false,
      default_empfaenger: false,
      default_rechnungsadresse: true,
      istRechnungsadresse: true,
      kontaktadresse: { addresse: 'Rechnungsplatz 4', plz: zurich.id },
    })
    const ids = book.body.data.map((row: { kontaktadresse: { id: number } }) => row.kontaktadresse.id)
    expect(new Set(ids).size).toBe(3)
    // The standard addresses come back in the profile too.
    const profile = (await account.get('/api/v2/profile')).body
    expect(profile.default_absender).toEqual(byFirma['Absender AG'])
    expect(profile.default_empfaenger).toEqual(byFirma['Empfänger GmbH'])
    expect(profile.default_rechnungsadresse).toEqual(byFirma['Rechnung AG'])
  })

  it('accepts null sender and receiver and a free-text billing address without a location id', async () => {
    const api = makeApi()
    const reply = await client(api).post(
      '/api/v2/register',
      buildRegistrationBody(
        {
          default_absender: null,
          default_empfaenger: null,
          default_rechnungsadresse: buildOrderAddress(
            { firma: 'Postfach Rechnung', biller: true, plz: null, postleitzahl: '9999', ort: 'Irgendwo' },
            zurich,
          ),
        },
        zurich,
      ),
    )
    expect(reply.status).toBe(201)
    const account = await loginAs(api, 'new.customer', 'register-pass-1')
    const book = await account.get('/api/v2/addresses')
    expect(book.body.pagination.total).toBe(1)
    expect(book.body.data[0]).toMatchObject({
      default_rechnungsadresse: true,
      istRechnungsadresse: true,
      default_absender: false,
      default_empfaenger: false,
      kontaktadresse: { firma: 'Postfach Rechnung', postleitzahl: '9999', ort: 'Irgendwo', plz: null },
    })
    const profile = (await account.get('/api/v2/profile')).body
    expect(profile.default_absender).toBeNull()
    expect(profile.default_empfaenger).toBeNull()
  })

  it('gives a new account every invoice permission and no reference requirement', async () => {
    const api = makeApi()
    expect((await client(api).post('/api/v2/register', buildRegistrationBody({}, zurich))).status).toBe(201)
    const account = await loginAs(api, 'new.customer', 'register-pass-1')
    const { organization } = (await account.get('/api/v2/profile')).body
    expect(organization).toMatchObject({
      change_default_invoice_address_allowed: true,
      select_or_create_invoice_address_allowed: true,
      change_invoice_type_allowed: true,
      change_invoice_email_allowed: true,
      is_reference_required: false,
    })
    // A new account does not see the seeded customers' data.
    const switchable = await account.get('/api/v2/get-switchable-users')
    expect(switchable.body).toEqual([])
  })

  it.each([
    ['username', { username: 'customer' }],
    ['username', { username: 'Dispatcher' }],
    ['email', { email: 'lea.brunner@example.ch' }],
    ['email', { email: 'LEA.BRUNNER@example.ch' }],
    // Login takes a username or an e-mail: a username that is someone's e-mail would be ambiguous.
    ['username', { username: 'thomas.keller@example.ch' }],
  ])('refuses a taken %s with 422 and creates nothing', async (field, changes) => {
    const api = makeApi()
    const reply = await client(api).post('/api/v2/register', buildRegistrationBody(changes, zurich))
    expect(reply.status).toBe(422)
    expect(reply.body.field).toBe(field)
    expect(await loginStatus(api, 'new.customer', 'register-pass-1')).toBe(401)
    expect(await loginStatus(api, 'new.customer@example.ch', 'register-pass-1')).toBe(401)
    // The seeded accounts are untouched.
    expect(await loginStatus(api, 'customer', 'demo-pass')).toBe(200)
    expect(await loginStatus(api, 'dispatcher', 'demo-pass')).toBe(200)
  })

  it('refuses a second registration with the same username or e-mail', async () => {
    const api = makeApi()
    const anonymous = client(api)
    expect((await anonymous.post('/api/v2/register', buildRegistrationBody({}, zurich))).status).toBe(201)
    const sameName = await anonymous.post(
      '/api/v2/register',
      buildRegistrationBody({ email: 'other@example.ch' }, zurich),
    )
    expect(sameName.status).toBe(422)
    expect(sameName.body.field).toBe('username')
    const sameMail = await anonymous.post(
      '/api/v2/register',
      buildRegistrationBody({ username: 'other' }, zurich),
    )
    expect(sameMail.status).toBe(422)
    expect(sameMail.body.field).toBe('email')
    expect(await uniqueness(api, 'other', 'other@example.ch')).toEqual({ username: true, email: true })
    expect(await loginStatus(api, 'new.customer', 'register-pass-1')).toBe(200)
  })

  it.each([
    ['default_absender.plz', 'an unknown sender location', { default_absender: 'unknown' }],
    ['default_empfaenger.plz', 'an unknown receiver location', { default_empfaenger: 'unknown' }],
    ['default_rechnungsadresse.plz', 'an unknown billing location', { default_rechnungsadresse: 'unknown' }],
    ['default_absender.plz', 'a sender without a location', { default_absender: 'none' }],
    ['default_empfaenger.plz', 'a receiver without a location', { default_empfaenger: 'none' }],
  ])('answers 422 naming %s for %s and writes nothing at all', async (field, _label, broken) => {
    const api = makeApi()
    const body = buildRegistrationBody({}, zurich)
    for (const [key, kind] of Object.entries(broken)) {
      body[key] = {
        ...(body[key] as Record<string, unknown>),
        plz: kind === 'unknown' ? 987654321 : null,
      }
    }
    const reply = await client(api).post('/api/v2/register', body)
    expect(reply.status).toBe(422)
    expect(reply.body.code).toBe(422)
    expect(reply.body.field).toBe(field)
    expect(await loginStatus(api, 'new.customer', 'register-pass-1')).toBe(401)
    expect(await uniqueness(api, 'new.customer', 'new.customer@example.ch')).toEqual({
      username: true,
      email: true,
    })
    // Nothing half-written blocks the corrected registration either.
    const retry = await client(api).post('/api/v2/register', buildRegistrationBody({}, zurich))
    expect(retry.status).toBe(201)
    const account = await loginAs(api, 'new.customer', 'register-pass-1')
    expect((await account.get('/api/v2/addresses')).body.pagination.total).toBe(3)
  })

  it.each([
    ['password.second', { password: { first: 'register-pass-1', second: 'register-pass-2' } }],
    ['password.second', { password: { first: 'register-pass-1' } }],
    ['password.first', { password: { first: 'short', second: 'short' } }],
    ['password', { password: 'register-pass-1' }],
    ['username', { username: '' }],
    ['username', { username: 'has space' }],
    ['email', { email: 'not-an-email' }],
    ['vorname', { vorname: undefined }],
    ['nachname', { nachname: '' }],
    ['addresse', { addresse: '   ' }],
    ['postleitzahl', { postleitzahl: undefined }],
    ['ort', { ort: '' }],
    ['phone', { phone: undefined }],
    ['type', { type: 'company' }],
    ['sprache', { sprache: 'es' }],
    ['invoice_mail', { invoice_mail: 'nope' }],
    ['invoice_mail', { invoice_mail: undefined }],
    ['invoice_language', { invoice_language: undefined }],
    ['invoice_type', { invoice_type: 'weekly' }],
    ['invoice_dispatch_type', { invoice_dispatch_type: 'fax' }],
    ['newsletter', { newsletter: 'yes' }],
    ['default_rechnungsadresse', { default_rechnungsadresse: undefined }],
    ['default_rechnungsadresse', { default_rechnungsadresse: null }],
    ['default_absender', { default_absender: 'Musterstrasse 1' }],
    [
      'default_absender.firma',
      { default_absender: { anrede: 'company', addresse: 'x', postleitzahl: '8001', ort: 'Z' } },
    ],
    [
      'default_empfaenger.anrede',
      { default_empfaenger: { firma: 'x', addresse: 'x', postleitzahl: '8001', ort: 'Z' } },
    ],
  ])('answers 422 naming %s and creates nothing', async (field, changes) => {
    const api = makeApi()
    const reply = await client(api).post('/api/v2/register', buildRegistrationBody(changes, zurich))
    expect(reply.status).toBe(422)
    expect(reply.body.field).toBe(field)
    expect(reply.body.message).toContain(`"${field}"`)
    expect(await loginStatus(api, 'new.customer', 'register-pass-1')).toBe(401)
    expect((await uniqueness(api, 'new.customer', 'new.customer@example.ch')).username).toBe(true)
  })

  it('answers 422 naming the plz for a location id of the wrong type', async () => {
    const api = makeApi()
    const body = buildRegistrationBody({}, zurich)
    body.default_absender = { ...(body.default_absender as object), plz: String(zurich.id) }
    const reply = await client(api).post('/api/v2/register', body)
    expect(reply.status).toBe(422)
    expect(reply.body.field).toBe('default_absender.plz')
  })
})

describe('POST /api/v2/validation/unique-username and unique-email', () => {
  let api: TestApi
  beforeAll(() => {
    api = makeApi()
  })

  it('knows every seeded account, in any letter case', async () => {
    for (const [username, email] of [
      ['customer', 'lea.brunner@example.ch'],
      ['restricted', 'marco.bernasconi@example.ch'],
      ['DISPATCHER', 'Thomas.Keller@example.ch'],
      ['mustchange', 'luca.rossi@example.ch'],
    ] as const) {
      expect(await uniqueness(api, username, email)).toEqual({ username: false, email: false })
    }
  })
})
