import { beforeAll, describe, expect, it } from 'vitest'
import { type ApiLocality, buildAddressBody, countRows, locationByCode } from './testing/factories'
import { type Client, client, loginAs, makeApi, startSession, type TestApi } from './testing/harness'

const SWITCH = (username: string) => ({ 'X-Switch-User': username })

/** The body of POST /api/v2/address (spec section 7), in Zürich. */
const newAddress = (zurich: ApiLocality, firma: string) =>
  buildAddressBody({ kontaktadresse: { firma } }, zurich)

const addressCount = (user: Client) => countRows(user, '/api/v2/addresses')

/** On a fresh API, dispatcher creates an address while switched to `username`. */
async function writeSwitchedTo(username: string, firma: string) {
  const { api, user: dispatcher } = await startSession('dispatcher')
  const target = await loginAs(api, username)
  const zurich = await locationByCode(client(api), '8001')
  const before = { target: await addressCount(target), dispatcher: await addressCount(dispatcher) }
  const reply = await dispatcher.post('/api/v2/address', newAddress(zurich, firma), SWITCH(username))
  return { dispatcher, target, before, reply }
}

describe('GET /api/v2/get-switchable-users', () => {
  let api: TestApi
  beforeAll(() => {
    api = makeApi()
  })

  it('answers at least three {username} entries for dispatcher', async () => {
    const dispatcher = await loginAs(api, 'dispatcher')
    const reply = await dispatcher.get('/api/v2/get-switchable-users')
    expect(reply.status).toBe(200)
    expect(Array.isArray(reply.body)).toBe(true)
    expect(reply.body.length).toBeGreaterThanOrEqual(3)
    for (const entry of reply.body) {
      expect(Object.keys(entry)).toEqual(['username'])
      expect(typeof entry.username).toBe('string')
    }
    const names = reply.body.map((entry: { username: string }) => entry.username)
    expect(names).toContain('customer')
    expect(names).toContain('restricted')
    expect(names).not.toContain('mustchange')
    expect(names).not.toContain('dispatcher')
    expect(new Set(names).size).toBe(names.length)
  })

  it('every listed account exists and can be switched to', async () => {
    const dispatcher = await loginAs(api, 'dispatcher')
    const names = (await dispatcher.get('/api/v2/get-switchable-users')).body.map(
      (entry: { username: string }) => entry.username,
    )
    for (const name of names) {
      const profile = await dispatcher.get('/api/v2/profile', SWITCH(name))
      expect(profile.status, name).toBe(200)
      expect(profile.body.username).toBe(name)
    }
  })

  it.each(['customer', 'restricted', 'mustchange'])('answers [] for %s', async (username) => {
    const user = await loginAs(api, username)
    const reply = await user.get('/api/v2/get-switchable-users')
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual([])
  })

  it('still answers the dispatcher’s own list while switched', async () => {
    const dispatcher = await loginAs(api, 'dispatcher')
    const own = await dispatcher.get('/api/v2/get-switchable-users')
    const switched = await dispatcher.get('/api/v2/get-switchable-users', SWITCH('customer'))
    expect(switched.status).toBe(200)
    expect(switched.body).toEqual(own.body)
  })
})

describe('X-Switch-User', () => {
  let api: TestApi
  let dispatcher: Client
  let customer: Client
  beforeAll(async () => {
    ;({ api, user: dispatcher } = await startSession('dispatcher'))
    customer = await loginAs(api, 'customer')
  })

  it('makes the dispatcher’s GET /profile answer the profile of customer', async () => {
    const own = await customer.get('/api/v2/profile')
    const switched = await dispatcher.get('/api/v2/profile', SWITCH('customer'))
    expect(switched.status).toBe(200)
    expect(switched.body).toEqual(own.body)
    expect(switched.body.username).toBe('customer')
    expect(switched.body.roles).not.toContain('ROLE_ALLOWED_TO_SWITCH')
    // Without the header the dispatcher is itself again.
    const plain = await dispatcher.get('/api/v2/profile')
    expect(plain.body.username).toBe('dispatcher')
  })

  it('makes GET /addresses and GET /address/{id} answer the data of customer', async () => {
    const query = '/api/v2/addresses?count=50&offset=0'
    const own = await customer.get(query)
    const switched = await dispatcher.get(query, SWITCH('customer'))
    expect(switched.status).toBe(200)
    expect(switched.body).toEqual(own.body)
    expect(switched.body.pagination.total).toBeGreaterThan(0)

    const dispatcherOwn = await dispatcher.get(query)
    const ids = (reply: typeof own) =>
      reply.body.data.map((row: { kontaktadresse: { id: number } }) => row.kontaktadresse.id)
    const customerIds = new Set(ids(own))
    expect(ids(dispatcherOwn).filter((id: number) => customerIds.has(id))).toEqual([])

    const id = own.body.data[0].kontaktadresse.id
    const single = await dispatcher.get(`/api/v2/address/${id}`, SWITCH('customer'))
    expect(single.status).toBe(200)
    expect(single.body).toEqual(own.body.data[0])
    // Unswitched, the dispatcher does not see customer's row.
    expect((await dispatcher.get(`/api/v2/address/${id}`)).status).toBe(404)
  })

  it('switching to restricted answers restricted’s data, not customer’s', async () => {
    const switched = await dispatcher.get('/api/v2/profile', SWITCH('restricted'))
    expect(switched.status).toBe(200)
    expect(switched.body.username).toBe('restricted')
    expect(switched.body.organization.change_invoice_type_allowed).toBe(false)
  })

  it('writes while switched land in the switched-to account only', async () => {
    const {
      dispatcher,
      target: customer,
      before,
      reply: created,
    } = await writeSwitchedTo('customer', 'Switched Write AG')
    expect(created.status).toBe(201)
    expect(await addressCount(customer)).toBe(before.target + 1)
    expect(await addressCount(dispatcher)).toBe(before.dispatcher)
    const found = await customer.get(`/api/v2/address/${created.body.kontaktadresse.id}`)
    expect(found.status).toBe(200)
    expect(found.body.kontaktadresse.firma).toBe('Switched Write AG')
  })

  it.each([
    ['customer', 'restricted'],
    ['customer', 'customer'],
    ['restricted', 'customer'],
    ['mustchange', 'customer'],
  ])('answers 403 when %s (without ROLE_ALLOWED_TO_SWITCH) sends X-Switch-User: %s', async (who, target) => {
    const user = await loginAs(api, who)
    for (const path of ['/api/v2/profile', '/api/v2/addresses']) {
      const reply = await user.get(path, SWITCH(target))
      expect(reply.status, path).toBe(403)
      expect(reply.body.code).toBe(403)
    }
    const write = await user.post('/api/v2/address', {}, SWITCH(target))
    expect(write.status).toBe(403)
  })

  it.each([
    ['mustchange', 'an account not in the switchable list'],
    ['dispatcher', 'the dispatcher itself'],
    ['nobody', 'an unknown username'],
    ['Customer', 'a username in another letter case'],
  ])('answers 403 when dispatcher switches to %s (%s)', async (target) => {
    for (const path of ['/api/v2/profile', '/api/v2/addresses']) {
      const reply = await dispatcher.get(path, SWITCH(target))
      expect(reply.status, path).toBe(403)
      expect(reply.body.code).toBe(403)
    }
  })

  it('a refused switch writes nothing', async () => {
    const { target: mustchange, before, reply } = await writeSwitchedTo('mustchange', 'Refused AG')
    expect(reply.status).toBe(403)
    expect(await addressCount(mustchange)).toBe(before.target)
  })

  it('without a token the header does not help: 401', async () => {
    const reply = await client(api).get('/api/v2/profile', SWITCH('customer'))
    expect(reply.status).toBe(401)
  })

  it('an expired dispatcher token answers 401, not the switched data', async () => {
    const { api, user: dispatcher } = await startSession('dispatcher')
    api.clock.advance({ hours: 2 })
    const reply = await dispatcher.get('/api/v2/profile', SWITCH('customer'))
    expect(reply.status).toBe(401)
    expect(reply.body.message).toBe('Expired JWT Token')
  })
})
