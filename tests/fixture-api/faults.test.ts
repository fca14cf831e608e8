import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultFaults, optionsFromEnv } from '#fixture-api/options'
import { type ApiLocality, buildAddressBody, countRows, locationByCode } from './testing/factories'
import { client, makeApi, startSession } from './testing/harness'

/** Every fault a server starts with: none, whatever the environment leaves unset. */
const NO_FAULTS = {
  latencyMs: 0,
  jitterMs: 0,
  errorRate: 0,
  dropAfterCommitRate: 0,
  conflictRate: 0,
  refuseConnections: false,
}

const addressBody = (firma: string, zurich: ApiLocality) =>
  buildAddressBody({ kontaktadresse: { firma } }, zurich)

afterEach(() => {
  vi.useRealTimers()
})

describe('fault injection', () => {
  it('is off by default: every call answers normally', async () => {
    const { api, user } = await startSession()
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => user.get('/api/v2/shipments/summary')),
    )
    expect(statuses.map((reply) => reply.status)).toEqual(Array(20).fill(200))
    expect((await client(api).get('/__fixture/faults')).body).toMatchObject({
      ...NO_FAULTS,
      dropNextWrites: 0,
      dropNextRefreshes: 0,
    })
  })

  it('delays answers by the configured latency', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const api = makeApi({ faults: { ...defaultFaults(), latencyMs: 400 } })
    let settled = false
    const pending = client(api)
      .get('/api/v2/zips?search=3011')
      .then((reply) => {
        settled = true
        return reply
      })
    await vi.advanceTimersByTimeAsync(399)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await pending).status).toBe(200)
  })

  it('answers 500 or 503 at the configured error rate, set through the control route', async () => {
    const { api, user } = await startSession()
    const control = client(api)
    expect((await control.post('/__fixture/faults', { errorRate: 1 })).status).toBe(200)
    const replies = await Promise.all(Array.from({ length: 30 }, () => user.get('/api/v2/profile')))
    const statuses = new Set(replies.map((reply) => reply.status))
    expect([...statuses].sort()).toEqual([500, 503])
    expect(replies[0]?.body).toMatchObject({ message: expect.stringContaining('Injected fault') })

    await control.post('/__fixture/faults/reset')
    expect((await user.get('/api/v2/profile')).status).toBe(200)
  })

  it('drops the connection after a committed write, and the write stays', async () => {
    const { api, user } = await startSession()
    const zurich = await locationByCode(client(api), '8001')
    const before = await countRows(user, '/api/v2/addresses')
    await client(api).post('/__fixture/faults', { dropAfterCommitRate: 1 })

    await expect(user.post('/api/v2/address', addressBody('Dropped Write AG', zurich))).rejects.toThrow(
      TypeError,
    )
    // Reads are never dropped: only a committed write loses its answer.
    const after = await user.get('/api/v2/addresses?filter[firma]=Dropped Write')
    expect(after.status).toBe(200)
    expect(after.body.pagination.total).toBe(1)
    expect(await countRows(user, '/api/v2/addresses')).toBe(before + 1)
  })

  it('does not drop a write that was refused', async () => {
    const { api, user } = await startSession()
    await client(api).post('/__fixture/faults', { dropAfterCommitRate: 1 })
    const refused = await user.post('/api/v2/address', { kontaktadresse: {} })
    expect(refused.status).toBe(422)
  })

  it('drops exactly the next N writes when asked', async () => {
    const { api, user } = await startSession()
    const zurich = await locationByCode(client(api), '8001')
    await client(api).post('/__fixture/faults', { dropNextWrites: 1 })
    await expect(user.post('/api/v2/address', addressBody('First Drop AG', zurich))).rejects.toThrow(
      TypeError,
    )
    const second = await user.post('/api/v2/address', addressBody('Second Write AG', zurich))
    expect(second.status).toBe(201)
    expect((await client(api).get('/__fixture/faults')).body.dropNextWrites).toBe(0)
  })

  it('refuses exactly the next N data writes with a 422 naming a field, storing nothing; logins pass', async () => {
    const { api, user } = await startSession()
    const zurich = await locationByCode(client(api), '8001')
    const before = (await user.get('/api/v2/addresses?count=1')).body.pagination.total
    await client(api).post('/__fixture/faults', { refuseNextWrites: 1 })
    const login = await client(api).post('/api/v2/login_check', {
      _username: 'customer',
      _password: 'demo-pass',
    })
    expect(login.status).toBe(200)

    const refused = await user.post('/api/v2/address', addressBody('Refused AG', zurich))
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ code: 422, field: 'kontaktadresse.firma' })
    expect((await user.get('/api/v2/addresses?count=1')).body.pagination.total).toBe(before)

    const accepted = await user.post('/api/v2/address', addressBody('Accepted AG', zurich))
    expect(accepted.status).toBe(201)
    expect((await client(api).get('/__fixture/faults')).body.refuseNextWrites).toBe(0)
  })

  it('refuses connections while asked to, but keeps the control route reachable', async () => {
    const { api, user } = await startSession()
    const control = client(api)
    await control.post('/__fixture/faults', { refuseConnections: true })
    await expect(user.get('/api/v2/profile')).rejects.toThrow(TypeError)
    await expect(client(api).get('/de/api/team')).rejects.toThrow(TypeError)
    expect((await control.post('/__fixture/faults', { refuseConnections: false })).status).toBe(200)
    expect((await user.get('/api/v2/profile')).status).toBe(200)
  })

  it('validates the control body and exists only with the test flag', async () => {
    const api = makeApi()
    const bad = await client(api).post('/__fixture/faults', { errorRate: 2 })
    expect(bad.status).toBe(422)
    expect(bad.body.field).toBe('errorRate')
    const unknown = await client(api).post('/__fixture/faults', { explode: true })
    expect(unknown.status).toBe(422)

    const production = makeApi({ testControls: false })
    expect((await client(production).get('/__fixture/faults')).status).toBe(404)
    expect((await client(production).post('/__fixture/faults', { errorRate: 1 })).status).toBe(404)
  })
})

describe('fault settings from the environment', () => {
  it('reads every FIXTURE_* variable', () => {
    const options = optionsFromEnv({
      FIXTURE_LATENCY_MS: '120',
      FIXTURE_JITTER_MS: '30',
      FIXTURE_ERROR_RATE: '0.2',
      FIXTURE_DROP_AFTER_COMMIT: '0.1',
      FIXTURE_CONFLICT_RATE: '0.05',
      FIXTURE_REFUSE_CONNECTIONS: '1',
      FIXTURE_SEED: '7',
      FIXTURE_SCALE: '3',
      FIXTURE_TOKEN_TTL: '60',
      FIXTURE_TEST_CONTROLS: 'true',
      FIXTURE_DATA_DIR: 'state',
      FIXTURE_NOW: '2026-11-18T08:00:00Z',
    })
    expect(options.faults).toEqual({
      latencyMs: 120,
      jitterMs: 30,
      errorRate: 0.2,
      dropAfterCommitRate: 0.1,
      conflictRate: 0.05,
      refuseConnections: true,
    })
    expect(options).toMatchObject({
      seed: 7,
      scale: 3,
      tokenTtlSeconds: 60,
      testControls: true,
      dataDir: 'state',
    })
    expect(options.now?.().toString()).toBe('2026-11-18T08:00:00Z')
  })

  it('leaves everything off when nothing is set, and refuses a non-number', () => {
    expect(optionsFromEnv({}).faults).toEqual(NO_FAULTS)
    expect(() => optionsFromEnv({ FIXTURE_LATENCY_MS: 'soon' })).toThrow(
      /FIXTURE_LATENCY_MS must be a number/,
    )
  })
})
