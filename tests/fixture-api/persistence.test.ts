import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFixtureApi } from '#fixture-api/app'
import { optionsFromEnv } from '#fixture-api/options'
import {
  BERN,
  buildAddressBody,
  buildAddressUpdate,
  buildOrderAddress,
  buildOrderPayload,
  buildPasswordChange,
  buildProfileUpdate,
  buildRegistrationBody,
  countRows,
  passwordPair,
  WINTERTHUR,
} from './testing/factories'
import {
  type Client,
  client,
  FIXED_NOW,
  loginAs,
  loginStatus,
  makeApi,
  startSession,
  type TestApi,
} from './testing/harness'

/** Bern 3011 in the fixture's location catalogue. */
const BERN_ID = 1002

const newAddress = buildAddressBody({ kontaktadresse: { firma: 'Persistenz AG' } })

const order = buildOrderPayload(
  { rechnungsbeschreibung_offiziell: 'Persistenz-Test' },
  { from: WINTERTHUR, to: BERN },
)

const registration = buildRegistrationBody(
  {
    username: 'neukunde',
    email: 'neukunde@example.ch',
    password: passwordPair('neues-passwort'),
    default_empfaenger: null,
    default_rechnungsadresse: buildOrderAddress({ biller: true, plz: null }, BERN),
  },
  BERN,
)

async function profileUpdate(user: Client, changes: Record<string, unknown>) {
  const profile = (await user.get('/api/v2/profile')).body
  return user.post('/api/v2/profile', buildProfileUpdate(changes, profile))
}

const canLogin = async (api: TestApi, username: string, password: string) =>
  (await loginStatus(api, username, password)) === 200

const addressCount = (user: Client) => countRows(user, '/api/v2/addresses')

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
    const updated = await customer.post(
      `/api/v2/address/${target.kontaktadresse.id}`,
      buildAddressUpdate(target, { kontaktadresse: { phone: '+41 44 000 55 66' } }),
    )
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

    const password = await customer.post(
      '/api/v2/profile/change-password',
      buildPasswordChange({ new_password: passwordPair('geheim-neu-1') }),
    )
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
    expect(await addressCount(again)).toBe(65)

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
    const next = await again.post(
      '/api/v2/address',
      buildAddressBody({ kontaktadresse: { firma: 'Danach AG' } }),
    )
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
    const { user: customer } = await startSession('customer', { dataDir })
    await customer.get('/api/v2/addresses')
    await customer.get('/api/v2/profile')
    await customer.get('/api/v2/standing-order')
    expect(readdirSync(dataDir)).toEqual([])
  })

  it('does not keep a failed write', async () => {
    const { user: customer } = await startSession('customer', { dataDir })
    const refused = await customer.post(
      '/api/v2/address',
      buildAddressBody({ kontaktadresse: { firma: 'Persistenz AG', plz: null } }),
    )
    expect(refused.status).toBe(422)
    const restarted = await loginAs(makeApi({ dataDir }), 'customer')
    expect(await addressCount(restarted)).toBe(64)
  })

  it('keeps one state file per seed and scale: another data set never sees the writes', async () => {
    const api = makeApi({ dataDir })
    const created = await (await loginAs(api, 'customer')).post('/api/v2/address', newAddress)
    expect(created.status).toBe(201)
    const otherSeed = makeApi({ dataDir, seed: 4711 })
    expect(otherSeed.stateFile).not.toBe(api.stateFile)
    const other = await loginAs(otherSeed, 'customer')
    expect(await addressCount(other)).toBe(64)
    const sameSeed = await loginAs(makeApi({ dataDir }), 'customer')
    expect(await addressCount(sameSeed)).toBe(65)
  })

  it('restores the seed with reset: true', async () => {
    const { api, user: customer } = await startSession('customer', { dataDir })
    const seedProfile = (await customer.get('/api/v2/profile')).body
    const seedOrders = (await customer.get('/api/v2/standing-order')).body
    const created = await customer.post('/api/v2/address', newAddress)
    await profileUpdate(customer, { phone: '+41 44 000 12 12' })
    await customer.post(`/api/v2/standing-order/${seedOrders.data[0].id}/change-customer-name`, {
      customerName: 'Weg damit',
    })
    await customer.post(
      '/api/v2/profile/change-password',
      buildPasswordChange({ new_password: passwordPair('geheim-neu-2') }),
    )
    expect(existsSync(api.stateFile as string)).toBe(true)

    const fresh = makeApi({ dataDir, reset: true })
    expect(existsSync(fresh.stateFile as string)).toBe(false)
    expect(await canLogin(fresh, 'customer', 'geheim-neu-2')).toBe(false)
    const user = await loginAs(fresh, 'customer', 'demo-pass')
    expect((await user.get(`/api/v2/address/${created.body.kontaktadresse.id}`)).status).toBe(404)
    expect(await addressCount(user)).toBe(64)
    expect((await user.get('/api/v2/profile')).body).toEqual(seedProfile)
    expect((await user.get('/api/v2/standing-order')).body).toEqual(seedOrders)

    // The reset is lasting: the next start without reset is the seed as well.
    const later = await loginAs(makeApi({ dataDir }), 'customer', 'demo-pass')
    expect(await addressCount(later)).toBe(64)
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
    expect(await addressCount(customer)).toBe(64)
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
    expect(await addressCount(restarted)).toBe(64)
  })
})

describe('FIXTURE_NO_PERSIST', () => {
  it('keeps writes in memory only, even with a data folder named, as the server entries pass it on', async () => {
    const fromEnv = optionsFromEnv({ FIXTURE_NO_PERSIST: '1', FIXTURE_DATA_DIR: dataDir })
    expect('dataDir' in fromEnv && fromEnv.dataDir === undefined).toBe(true)
    expect(optionsFromEnv({ FIXTURE_DATA_DIR: dataDir }).dataDir).toBe(dataDir)
    expect(optionsFromEnv({ FIXTURE_NO_PERSIST: '0', FIXTURE_DATA_DIR: dataDir }).dataDir).toBe(dataDir)

    // The dev server's mount names .fixture-data first and spreads the environment's options over it.
    const api = makeApi({ dataDir, ...fromEnv })
    expect(api.stateFile).toBeUndefined()
    const customer = await loginAs(api)
    const created = await customer.post(
      '/api/v2/address',
      buildAddressBody({ kontaktadresse: { firma: 'Nur im Speicher AG' } }),
    )
    expect(created.status).toBe(201)
    expect((await customer.get(`/api/v2/address/${created.body.kontaktadresse.id}`)).status).toBe(200)
    expect(readdirSync(dataDir)).toEqual([])
  })
})
