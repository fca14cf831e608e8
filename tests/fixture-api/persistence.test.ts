import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFixtureApi } from '../../fixture-api/app'
import { type Client, client, FIXED_NOW, loginAs, makeApi } from './harness'

/** Winterthur 8400 and Bern 3011 in the fixture's location catalogue. */
const WINTERTHUR_ID = 1009
const BERN_ID = 1002

const newAddress = {
  default_rechnungsadresse: false,
  default_absender: false,
  default_empfaenger: false,
  ist_rechnungsadresse: false,
  kontaktadresse: {
    firma: 'Persistenz AG',
    addresse: 'Speicherweg 3',
    kontakt: 'Paula Persistent',
    postleitzahl: '8400',
    ort: 'Winterthur',
    phone: '+41 52 000 33 44',
    anrede: 'company',
    plz: WINTERTHUR_ID,
  },
}

const orderAddress = (firma: string, plz: number, postleitzahl: string, ort: string) => ({
  anrede: 'company',
  firma,
  addresse: 'Bahnhofplatz 1',
  kontakt: 'Empfang',
  referenz: null,
  kontaktadresse_id: null,
  biller: false,
  phone: '+41 44 000 10 10',
  added: false,
  postleitzahl,
  ort,
  plz,
})

const order = {
  is_offer: false,
  transportart_id: 3,
  website_offertbetrag: 78,
  start_date: '2026-11-18',
  start_time: '10:00:00',
  rechnungsbeschreibung_offiziell: 'Persistenz-Test',
  auftrag_kuriere: [],
  kontaktadressen: {
    send: [orderAddress('Absender AG', WINTERTHUR_ID, '8400', 'Winterthur')],
    receive: [orderAddress('Empfänger AG', BERN_ID, '3011', 'Bern')],
    third: [],
  },
  colis: [{ description: 'Akten', weight: 2, count: 1, height: 10, width: 20, length: 30, iata: 1 }],
  frachtbrief: { fb_language: 'de' },
  note: '',
  send_pod: 'lea.brunner@example.ch',
  empfaenger_email: 'lea.brunner@example.ch',
  cancellation_emails: 'lea.brunner@example.ch',
  sender_email: 'lea.brunner@example.ch',
  billing_emails: 'rechnungen@example.ch',
  rechnungssteller: 3,
  invoice_type: 'monthly',
  partner: 'fixture-test',
}

const registration = {
  username: 'neukunde',
  email: 'neukunde@example.ch',
  password: { first: 'neues-passwort', second: 'neues-passwort' },
  sprache: 'de',
  type: 'female',
  vorname: 'Nora',
  nachname: 'Neu',
  addresse: 'Neugasse 1',
  postleitzahl: '3011',
  ort: 'Bern',
  phone: '+41 31 000 77 88',
  default_absender: orderAddress('Nora Neu', BERN_ID, '3011', 'Bern'),
  default_empfaenger: null,
  default_rechnungsadresse: { ...orderAddress('Nora Neu', BERN_ID, '3011', 'Bern'), biller: true, plz: null },
  invoice_dispatch_type: 'email',
  invoice_type: 'monthly',
  invoice_mail: 'neukunde@example.ch',
  invoice_language: 'de',
  newsletter: false,
}

async function profileUpdate(user: Client, changes: Record<string, unknown>) {
  const profile = (await user.get('/api/v2/profile')).body
  const body = {
    username: profile.username,
    email: profile.email,
    anrede: profile.anrede,
    firma: profile.firma,
    kontakt: profile.kontakt,
    vorname: profile.vorname,
    nachname: profile.nachname,
    addresse: profile.addresse,
    postleitzahl: profile.postleitzahl,
    ort: profile.ort,
    newsletter: profile.newsletter,
    phone: profile.phone,
    invoice_language: profile.invoice_language,
    ...changes,
  }
  return user.post('/api/v2/profile', body)
}

async function canLogin(api: ReturnType<typeof makeApi>, username: string, password: string) {
  const response = await api.fetch(
    new Request('http://fixture.test/api/v2/login_check', {
      method: 'POST',
      body: new URLSearchParams({ _username: username, _password: password }),
    }),
  )
  return response.status === 200
}

let dataDir: string

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'fixture-persistence-'))
})

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

describe('persistence with a data directory', () => {
  it('keeps every kind of write across a restart on the same data directory', async () => {
    const first = makeApi({ dataDir })
    expect(first.stateFile).toBe(join(dataDir, `fixture-state-seed${first.options.seed}-scale1.json`))
    const customer = await loginAs(first, 'customer')

    const created = await customer.post('/api/v2/address', newAddress)
    expect(created.status).toBe(201)
    const createdId = created.body.kontaktadresse.id

    const page = (await customer.get('/api/v2/addresses?count=100')).body.data
    const target = page.find(
      (row: any) =>
        row.kontaktadresse.id !== createdId &&
        !row.readonly &&
        !row.istRechnungsadresse &&
        row.kontaktadresse.plz !== null,
    )
    const updated = await customer.post(`/api/v2/address/${target.kontaktadresse.id}`, {
      default_rechnungsadresse: false,
      default_absender: target.default_absender,
      default_empfaenger: target.default_empfaenger,
      ist_rechnungsadresse: false,
      kontaktadresse: { ...target.kontaktadresse, phone: '+41 44 000 55 66' },
    })
    expect(updated.status).toBe(200)

    const shipment = await customer.post('/api/v2/shipments/create', order)
    expect(shipment.status).toBe(201)

    const standingOrder = (await customer.get('/api/v2/standing-order')).body.data[2]
    const renamed = await customer.post(`/api/v2/standing-order/${standingOrder.id}/change-customer-name`, {
      customerName: 'Dienstagstour',
    })
    expect(renamed.status).toBe(200)

    const profile = await profileUpdate(customer, { phone: '+41 44 000 99 00', newsletter: false })
    expect(profile.status).toBe(200)

    const password = await customer.post('/api/v2/profile/change-password', {
      old_password: 'demo-pass',
      new_password: { first: 'geheim-neu-1', second: 'geheim-neu-1' },
    })
    expect(password.status).toBe(200)

    const registered = await client(first).post('/api/v2/register', registration)
    expect(registered.status).toBe(201)

    expect(existsSync(first.stateFile as string)).toBe(true)
    const saved = JSON.parse(readFileSync(first.stateFile as string, 'utf8'))
    expect(saved.version).toBe(1)

    // A new API on the same folder: every write is back.
    const second = makeApi({ dataDir })
    expect(await canLogin(second, 'customer', 'demo-pass')).toBe(false)
    expect(await canLogin(second, 'customer', 'geheim-neu-1')).toBe(true)
    const again = await loginAs(second, 'customer', 'geheim-neu-1')

    expect((await again.get(`/api/v2/address/${createdId}`)).body).toEqual(created.body)
    expect((await again.get(`/api/v2/address/${target.kontaktadresse.id}`)).body).toEqual(updated.body)
    const detail = await again.get(`/api/v2/shipments/${shipment.body.id}`)
    expect(detail.status).toBe(200)
    expect(detail.body.rechnungsbeschreibung_offiziell).toBe('Persistenz-Test')
    const active = (await again.get('/api/v2/shipments/active?count=100')).body
    expect(active.pagination.total).toBe(31)
    const orders = (await again.get('/api/v2/standing-order')).body.data
    expect(orders.find((row: any) => row.id === standingOrder.id).customer_name).toBe('Dienstagstour')
    const profileAfter = (await again.get('/api/v2/profile')).body
    expect(profileAfter).toMatchObject({ phone: '+41 44 000 99 00', newsletter: false })
    expect((await again.get('/api/v2/addresses?count=1')).body.pagination.total).toBe(65)

    expect(await canLogin(second, 'neukunde', 'neues-passwort')).toBe(true)
    const newcomer = await loginAs(second, 'neukunde', 'neues-passwort')
    const book = (await newcomer.get('/api/v2/addresses')).body
    expect(book.pagination.total).toBe(2)
    expect(
      book.data.some((row: any) => row.default_rechnungsadresse && row.kontaktadresse.plz === null),
    ).toBe(true)
    expect(book.data.some((row: any) => row.default_absender && row.kontaktadresse.plz === BERN_ID)).toBe(
      true,
    )
    const unique = await client(second).post('/api/v2/validation/unique-username', { username: 'neukunde' })
    expect(unique.body).toEqual({ valid: false })

    // New ids carry on after the restored ones.
    const next = await again.post('/api/v2/address', {
      ...newAddress,
      kontaktadresse: { ...newAddress.kontaktadresse, firma: 'Danach AG' },
    })
    expect(next.status).toBe(201)
    expect(next.body.kontaktadresse.id).toBeGreaterThan(createdId)
    const nextShipment = await again.post('/api/v2/shipments/create', order)
    expect(nextShipment.body.id).toBeGreaterThan(shipment.body.id)

    // And a third start sees the writes of the second.
    const third = makeApi({ dataDir })
    const thirdUser = await loginAs(third, 'customer', 'geheim-neu-1')
    expect(
      (await thirdUser.get(`/api/v2/address/${next.body.kontaktadresse.id}`)).body.kontaktadresse.firma,
    ).toBe('Danach AG')
    expect((await thirdUser.get(`/api/v2/address/${createdId}`)).status).toBe(200)
  })

  it('writes nothing for reads', async () => {
    const api = makeApi({ dataDir })
    const customer = await loginAs(api, 'customer')
    await customer.get('/api/v2/addresses')
    await customer.get('/api/v2/profile')
    await customer.get('/api/v2/standing-order')
    expect(readdirSync(dataDir)).toEqual([])
  })

  it('does not keep a failed write', async () => {
    const api = makeApi({ dataDir })
    const customer = await loginAs(api, 'customer')
    const refused = await customer.post('/api/v2/address', {
      ...newAddress,
      kontaktadresse: { ...newAddress.kontaktadresse, plz: null },
    })
    expect(refused.status).toBe(422)
    const restarted = await loginAs(makeApi({ dataDir }), 'customer')
    expect((await restarted.get('/api/v2/addresses?count=1')).body.pagination.total).toBe(64)
  })

  it('keeps one state file per seed and scale: another data set never sees the writes', async () => {
    const api = makeApi({ dataDir })
    const created = await (await loginAs(api, 'customer')).post('/api/v2/address', newAddress)
    expect(created.status).toBe(201)
    const otherSeed = makeApi({ dataDir, seed: 4711 })
    expect(otherSeed.stateFile).not.toBe(api.stateFile)
    const other = await loginAs(otherSeed, 'customer')
    expect((await other.get('/api/v2/addresses?count=1')).body.pagination.total).toBe(64)
    const sameSeed = await loginAs(makeApi({ dataDir }), 'customer')
    expect((await sameSeed.get('/api/v2/addresses?count=1')).body.pagination.total).toBe(65)
  })

  it('restores the seed with reset: true', async () => {
    const api = makeApi({ dataDir })
    const customer = await loginAs(api, 'customer')
    const seedProfile = (await customer.get('/api/v2/profile')).body
    const seedOrders = (await customer.get('/api/v2/standing-order')).body
    const created = await customer.post('/api/v2/address', newAddress)
    await profileUpdate(customer, { phone: '+41 44 000 12 12' })
    await customer.post(`/api/v2/standing-order/${seedOrders.data[0].id}/change-customer-name`, {
      customerName: 'Weg damit',
    })
    await customer.post('/api/v2/profile/change-password', {
      old_password: 'demo-pass',
      new_password: { first: 'geheim-neu-2', second: 'geheim-neu-2' },
    })
    expect(existsSync(api.stateFile as string)).toBe(true)

    const fresh = makeApi({ dataDir, reset: true })
    expect(existsSync(fresh.stateFile as string)).toBe(false)
    expect(await canLogin(fresh, 'customer', 'geheim-neu-2')).toBe(false)
    const user = await loginAs(fresh, 'customer', 'demo-pass')
    expect((await user.get(`/api/v2/address/${created.body.kontaktadresse.id}`)).status).toBe(404)
    expect((await user.get('/api/v2/addresses?count=1')).body.pagination.total).toBe(64)
    expect((await user.get('/api/v2/profile')).body).toEqual(seedProfile)
    expect((await user.get('/api/v2/standing-order')).body).toEqual(seedOrders)

    // The reset is lasting: the next start without reset is the seed as well.
    const later = await loginAs(makeApi({ dataDir }), 'customer', 'demo-pass')
    expect((await later.get('/api/v2/addresses?count=1')).body.pagination.total).toBe(64)
  })
})

describe('a damaged state file', () => {
  const stateFileOf = () => {
    const api = makeApi({ dataDir })
    return api.stateFile as string
  }

  for (const [label, content] of [
    ['not JSON', '{"version": 1, "users": ['],
    ['JSON of the wrong shape', JSON.stringify({ version: 2, rows: [] })],
    ['a JSON array', '[1, 2, 3]'],
    ['JSON with wrong field types', JSON.stringify({ version: 1, users: 'all', addresses: [] })],
  ] as const) {
    it(`stops the start with an error that mentions --reset, and keeps the file (${label})`, () => {
      const file = stateFileOf()
      writeFileSync(file, content)
      expect(() => createFixtureApi({ dataDir, now: () => FIXED_NOW })).toThrow(/--reset/)
      expect(() => makeApi({ dataDir })).toThrow(Error)
      expect(readFileSync(file, 'utf8')).toBe(content)
    })
  }

  it('is discarded by reset: true', async () => {
    const file = stateFileOf()
    writeFileSync(file, 'garbage')
    const api = makeApi({ dataDir, reset: true })
    expect(existsSync(file)).toBe(false)
    const customer = await loginAs(api, 'customer')
    expect((await customer.get('/api/v2/addresses?count=1')).body.pagination.total).toBe(64)
  })
})

describe('without a data directory', () => {
  it('keeps writes in memory only and writes no file', async () => {
    const seed = 86_421
    const fileName = `fixture-state-seed${seed}-scale1.json`
    const places = [process.cwd(), join(process.cwd(), '.fixture-data'), tmpdir(), dataDir]
    const api = makeApi({ seed })
    expect(api.stateFile).toBeUndefined()
    const customer = await loginAs(api, 'customer')
    expect((await customer.post('/api/v2/address', newAddress)).status).toBe(201)
    await profileUpdate(customer, { phone: '+41 44 000 31 31' })
    expect((await customer.post('/api/v2/shipments/create', order)).status).toBe(201)
    for (const place of places) expect(existsSync(join(place, fileName)), place).toBe(false)
    expect(readdirSync(dataDir)).toEqual([])

    const restarted = await loginAs(makeApi({ seed }), 'customer')
    expect((await restarted.get('/api/v2/addresses?count=1')).body.pagination.total).toBe(64)
  })
})
