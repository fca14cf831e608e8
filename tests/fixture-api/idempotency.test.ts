import { describe, expect, it } from 'vitest'
import {
  type ApiLocality,
  buildAddressBody,
  buildOrderAddress,
  buildRegistrationBody,
  countRows,
  locationByCode,
  passwordPair,
} from './testing/factories'
import { type Client, client, loginAs, makeApi, startSession } from './testing/harness'

const KEY = (key: string) => ({ 'Idempotency-Key': key })

/** The body of POST /api/v2/address (spec section 7), in Zürich. */
const newAddress = (zurich: ApiLocality, firma = 'Idempotent AG') =>
  buildAddressBody({ kontaktadresse: { firma } }, zurich)

const total = (user: Client, headers?: Record<string, string>) =>
  countRows(user, '/api/v2/addresses', headers)

const rowsNamed = (user: Client, firma: string) =>
  countRows(user, `/api/v2/addresses?filter[firma]=${encodeURIComponent(firma)}`)

describe('Idempotency-Key on POST', () => {
  it('a repeated key answers the identical first response, marked replayed, and creates nothing new', async () => {
    const { api, user: customer } = await startSession('customer')
    const zurich = await locationByCode(client(api), '8001')
    const before = await total(customer)

    const first = await customer.post('/api/v2/address', newAddress(zurich), KEY('key-1'))
    expect(first.status).toBe(201)
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    expect(first.body.kontaktadresse.firma).toBe('Idempotent AG')
    expect(await total(customer)).toBe(before + 1)

    for (let attempt = 0; attempt < 2; attempt++) {
      const again = await customer.post('/api/v2/address', newAddress(zurich), KEY('key-1'))
      expect(again.status).toBe(201)
      expect(again.body).toEqual(first.body)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      expect(again.headers.get('content-type')).toContain('application/json')
    }
    expect(await total(customer)).toBe(before + 1)
    expect(await rowsNamed(customer, 'Idempotent AG')).toBe(1)
  })

  it('without a key every POST creates a row', async () => {
    const { api, user: customer } = await startSession('customer')
    const zurich = await locationByCode(client(api), '8001')
    const before = await total(customer)
    const first = await customer.post('/api/v2/address', newAddress(zurich))
    const second = await customer.post('/api/v2/address', newAddress(zurich))
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.headers.get('idempotent-replayed')).toBeNull()
    expect(second.body.kontaktadresse.id).not.toBe(first.body.kontaktadresse.id)
    expect(await total(customer)).toBe(before + 2)
  })

  it('different keys create different rows', async () => {
    const { api, user: customer } = await startSession('customer')
    const zurich = await locationByCode(client(api), '8001')
    const before = await total(customer)
    const first = await customer.post('/api/v2/address', newAddress(zurich), KEY('key-a'))
    const second = await customer.post('/api/v2/address', newAddress(zurich), KEY('key-b'))
    expect(second.headers.get('idempotent-replayed')).toBeNull()
    expect(second.body.kontaktadresse.id).not.toBe(first.body.kontaktadresse.id)
    expect(await total(customer)).toBe(before + 2)
  })

  it('the same key with a different body answers 422 naming Idempotency-Key and writes nothing', async () => {
    const { api, user: customer } = await startSession('customer')
    const zurich = await locationByCode(client(api), '8001')
    const first = await customer.post('/api/v2/address', newAddress(zurich), KEY('key-2'))
    expect(first.status).toBe(201)
    const after = await total(customer)

    const other = await customer.post('/api/v2/address', newAddress(zurich, 'Other AG'), KEY('key-2'))
    expect(other.status).toBe(422)
    expect(other.body.code).toBe(422)
    expect(other.body.field).toBe('Idempotency-Key')
    expect(other.headers.get('idempotent-replayed')).toBeNull()
    expect(await total(customer)).toBe(after)
    expect(await rowsNamed(customer, 'Other AG')).toBe(0)

    // The same key on another path is another request too.
    const otherPath = await customer.post(
      `/api/v2/address/${first.body.kontaktadresse.id}`,
      newAddress(zurich),
      KEY('key-2'),
    )
    expect(otherPath.status).toBe(422)
    expect(otherPath.body.field).toBe('Idempotency-Key')

    // The first answer is still the one replayed.
    const replay = await customer.post('/api/v2/address', newAddress(zurich), KEY('key-2'))
    expect(replay.status).toBe(201)
    expect(replay.body).toEqual(first.body)
  })

  it('keys are per account: the same key from another user creates that user’s own row', async () => {
    const { api, user: customer } = await startSession('customer')
    const dispatcher = await loginAs(api, 'dispatcher')
    const zurich = await locationByCode(client(api), '8001')
    const customerBefore = await total(customer)
    const dispatcherBefore = await total(dispatcher)

    const mine = await customer.post('/api/v2/address', newAddress(zurich), KEY('shared-key'))
    const theirs = await dispatcher.post('/api/v2/address', newAddress(zurich), KEY('shared-key'))
    expect(mine.status).toBe(201)
    expect(theirs.status).toBe(201)
    expect(theirs.headers.get('idempotent-replayed')).toBeNull()
    expect(theirs.body.kontaktadresse.id).not.toBe(mine.body.kontaktadresse.id)
    expect(await total(customer)).toBe(customerBefore + 1)
    expect(await total(dispatcher)).toBe(dispatcherBefore + 1)
    expect((await dispatcher.get(`/api/v2/address/${theirs.body.kontaktadresse.id}`)).status).toBe(200)
    expect((await customer.get(`/api/v2/address/${theirs.body.kontaktadresse.id}`)).status).toBe(404)

    // Each account replays its own answer.
    const mineAgain = await customer.post('/api/v2/address', newAddress(zurich), KEY('shared-key'))
    expect(mineAgain.body).toEqual(mine.body)
    const theirsAgain = await dispatcher.post('/api/v2/address', newAddress(zurich), KEY('shared-key'))
    expect(theirsAgain.body).toEqual(theirs.body)
  })

  it('a key survives a new login of the same account', async () => {
    const { api, user: first } = await startSession('customer')
    const zurich = await locationByCode(client(api), '8001')
    const created = await first.post('/api/v2/address', newAddress(zurich), KEY('key-3'))
    const before = await total(first)
    const second = await loginAs(api, 'customer')
    const replay = await second.post('/api/v2/address', newAddress(zurich), KEY('key-3'))
    expect(replay.status).toBe(201)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.body).toEqual(created.body)
    expect(await total(second)).toBe(before)
  })

  it('keys are per switched-to account: the same key for two switch targets writes to each', async () => {
    const { api, user: dispatcher } = await startSession('dispatcher')
    const zurich = await locationByCode(client(api), '8001')
    const asCustomer = { 'X-Switch-User': 'customer' }
    const asFiliale = { 'X-Switch-User': 'filiale-bern' }
    const customerBefore = await total(dispatcher, asCustomer)
    const filialeBefore = await total(dispatcher, asFiliale)
    const ownBefore = await total(dispatcher)

    const forCustomer = await dispatcher.post('/api/v2/address', newAddress(zurich), {
      ...asCustomer,
      ...KEY('switch-key'),
    })
    const forFiliale = await dispatcher.post('/api/v2/address', newAddress(zurich), {
      ...asFiliale,
      ...KEY('switch-key'),
    })
    const forSelf = await dispatcher.post('/api/v2/address', newAddress(zurich), KEY('switch-key'))
    for (const reply of [forCustomer, forFiliale, forSelf]) {
      expect(reply.status).toBe(201)
      expect(reply.headers.get('idempotent-replayed')).toBeNull()
    }
    expect(await total(dispatcher, asCustomer)).toBe(customerBefore + 1)
    expect(await total(dispatcher, asFiliale)).toBe(filialeBefore + 1)
    expect(await total(dispatcher)).toBe(ownBefore + 1)
    const filialeRow = await dispatcher.get(`/api/v2/address/${forFiliale.body.kontaktadresse.id}`, asFiliale)
    expect(filialeRow.status).toBe(200)

    const replay = await dispatcher.post('/api/v2/address', newAddress(zurich), {
      ...asCustomer,
      ...KEY('switch-key'),
    })
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.body).toEqual(forCustomer.body)
    expect(await total(dispatcher, asCustomer)).toBe(customerBefore + 1)
  })

  it('a 422 answer is replayed too, and a corrected body needs a new key', async () => {
    const { api, user: customer } = await startSession('customer')
    const zurich = await locationByCode(client(api), '8001')
    const before = await total(customer)
    const invalid = newAddress(zurich)
    invalid.kontaktadresse.firma = ''

    const first = await customer.post('/api/v2/address', invalid, KEY('key-4'))
    expect(first.status).toBe(422)
    expect(first.body.field).toBe('kontaktadresse.firma')
    const again = await customer.post('/api/v2/address', invalid, KEY('key-4'))
    expect(again.status).toBe(422)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('idempotent-replayed')).toBe('true')

    const corrected = await customer.post('/api/v2/address', newAddress(zurich), KEY('key-4'))
    expect(corrected.status).toBe(422)
    expect(corrected.body.field).toBe('Idempotency-Key')
    expect(await total(customer)).toBe(before)

    const fresh = await customer.post('/api/v2/address', newAddress(zurich), KEY('key-5'))
    expect(fresh.status).toBe(201)
    expect(await total(customer)).toBe(before + 1)
  })

  it('drop-after-commit: the fetch rejects, the write happened, the retry replays without a second row', async () => {
    const { api, user: customer } = await startSession('customer')
    const zurich = await locationByCode(client(api), '8001')
    const before = await total(customer)

    const control = await client(api).post('/__fixture/faults', { dropNextWrites: 1 })
    expect(control.status).toBe(200)
    expect(control.body.dropNextWrites).toBe(1)

    await expect(
      customer.post('/api/v2/address', newAddress(zurich, 'Dropped AG'), KEY('drop-key')),
    ).rejects.toBeInstanceOf(TypeError)
    expect(await total(customer)).toBe(before + 1)
    expect(await rowsNamed(customer, 'Dropped AG')).toBe(1)
    expect((await client(api).get('/__fixture/faults')).body.dropNextWrites).toBe(0)

    const retry = await customer.post('/api/v2/address', newAddress(zurich, 'Dropped AG'), KEY('drop-key'))
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(retry.body.kontaktadresse.firma).toBe('Dropped AG')
    const stored = await customer.get('/api/v2/addresses?filter[firma]=Dropped%20AG')
    expect(stored.body.data).toEqual([retry.body])
    expect(await total(customer)).toBe(before + 1)
  })

  it('drop-after-commit without a key: the blind retry writes a second row (why the key exists)', async () => {
    const { api, user: customer } = await startSession('customer')
    const zurich = await locationByCode(client(api), '8001')
    await client(api).post('/__fixture/faults', { dropNextWrites: 1 })
    await expect(customer.post('/api/v2/address', newAddress(zurich, 'Twice AG'))).rejects.toBeInstanceOf(
      TypeError,
    )
    const retry = await customer.post('/api/v2/address', newAddress(zurich, 'Twice AG'))
    expect(retry.status).toBe(201)
    expect(await rowsNamed(customer, 'Twice AG')).toBe(2)
  })

  it('drop-after-commit on a registration: the retry with the key answers the first 201, not a duplicate 422', async () => {
    const api = makeApi()
    const anonymous = client(api)
    const zurich = await locationByCode(client(api), '8001')
    const body = buildRegistrationBody(
      {
        username: 'retry.user',
        email: 'retry.user@example.ch',
        password: passwordPair('retry-pass-1'),
        default_absender: null,
        default_empfaenger: null,
        default_rechnungsadresse: buildOrderAddress({ firma: 'Retry Rechnung AG', biller: true }, zurich),
      },
      zurich,
    )
    await anonymous.post('/__fixture/faults', { dropNextWrites: 1 })
    await expect(anonymous.post('/api/v2/register', body, KEY('register-key'))).rejects.toBeInstanceOf(
      TypeError,
    )
    const retry = await anonymous.post('/api/v2/register', body, KEY('register-key'))
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(retry.body.username).toBe('retry.user')
    const user = await loginAs(api, 'retry.user', 'retry-pass-1')
    expect(await total(user)).toBe(1)
    // Without the key, the same body is a duplicate.
    const duplicate = await anonymous.post('/api/v2/register', body)
    expect(duplicate.status).toBe(422)
    expect(duplicate.body.field).toBe('username')
  })

  it('a 5xx answer is not kept: the retry with the same key is carried out', async () => {
    const { api, user: customer } = await startSession('customer')
    const zurich = await locationByCode(client(api), '8001')
    const before = await total(customer)
    await client(api).post('/__fixture/faults', { errorRate: 1 })
    const failed = await customer.post(
      '/api/v2/address',
      newAddress(zurich, 'After Fault AG'),
      KEY('fault-key'),
    )
    expect([500, 503]).toContain(failed.status)
    await client(api).post('/__fixture/faults/reset', {})
    expect(await total(customer)).toBe(before)

    const retry = await customer.post(
      '/api/v2/address',
      newAddress(zurich, 'After Fault AG'),
      KEY('fault-key'),
    )
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBeNull()
    expect(await total(customer)).toBe(before + 1)
  })

  it('answers 400 naming Idempotency-Key for a key over 200 characters, and writes nothing', async () => {
    const { api, user: customer } = await startSession('customer')
    const zurich = await locationByCode(client(api), '8001')
    const before = await total(customer)
    const reply = await customer.post('/api/v2/address', newAddress(zurich), KEY('k'.repeat(201)))
    expect(reply.status).toBe(400)
    expect(reply.body.field).toBe('Idempotency-Key')
    expect(await total(customer)).toBe(before)
    const longest = await customer.post('/api/v2/address', newAddress(zurich), KEY('k'.repeat(200)))
    expect(longest.status).toBe(201)
  })

  it('bad input with a key: malformed JSON 400, empty body 400, wrong types 422 naming the field', async () => {
    const { api, user: customer } = await startSession('customer')
    const zurich = await locationByCode(client(api), '8001')
    const before = await total(customer)
    const malformed = await customer.postRaw(
      '/api/v2/address',
      '{"kontaktadresse": ',
      'application/json',
      KEY('bad-1'),
    )
    expect(malformed.status).toBe(400)
    const empty = await customer.postRaw('/api/v2/address', '', 'application/json', KEY('bad-2'))
    expect(empty.status).toBe(400)
    const wrongType = newAddress(zurich) as Record<string, any>
    wrongType.kontaktadresse = { ...wrongType.kontaktadresse, plz: 'Zürich' }
    const typed = await customer.post('/api/v2/address', wrongType, KEY('bad-3'))
    expect(typed.status).toBe(422)
    expect(typed.body.field).toBe('kontaktadresse.plz')
    const flag = await customer.post(
      '/api/v2/address',
      { ...newAddress(zurich), default_absender: 'yes' },
      KEY('bad-4'),
    )
    expect(flag.status).toBe(422)
    expect(flag.body.field).toBe('default_absender')
    expect(await total(customer)).toBe(before)
  })

  it('a GET with a key is served normally and never replayed', async () => {
    const { user: customer } = await startSession('customer')
    const first = await customer.get('/api/v2/profile', KEY('get-key'))
    const second = await customer.get('/api/v2/profile', KEY('get-key'))
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.headers.get('idempotent-replayed')).toBeNull()
  })
})
