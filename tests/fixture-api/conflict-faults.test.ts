import { describe, expect, it } from 'vitest'
import { countRows, locationByCode } from './testing/factories'
import { client, makeApi, startSession } from './testing/harness'
import { addressBody, type Journal, keyed } from './testing/journal'

describe('conflictRate: 409 "still being processed" (the idempotency-key draft)', () => {
  it('answers a keyed write 409 without running it; the next request under the key is processed, the one after replayed', async () => {
    const { api, user } = await startSession()
    const control = client(api)
    const zurich = await locationByCode(user, '8001')
    const before = await countRows(user, '/api/v2/addresses')
    expect((await control.post('/__fixture/faults', { conflictRate: 1 })).body).toMatchObject({
      conflictRate: 1,
    })

    const body = addressBody('Conflict Once AG', zurich)
    const conflict = await user.post('/api/v2/address', body, keyed('c-1'))
    expect(conflict.status).toBe(409)
    expect(conflict.body).toEqual({
      code: 409,
      message: 'A request with this Idempotency-Key is still being processed',
    })
    expect(await countRows(user, '/api/v2/addresses')).toBe(before)

    // The request it overlapped has finished: the same key goes through, even at rate 1.
    const created = await user.post('/api/v2/address', body, keyed('c-1'))
    expect(created.status).toBe(201)
    const repeat = await user.post('/api/v2/address', body, keyed('c-1'))
    expect(repeat.status).toBe(201)
    expect(repeat.headers.get('idempotent-replayed')).toBe('true')
    expect(await countRows(user, '/api/v2/addresses')).toBe(before + 1)
  })

  it('leaves writes without a key, reads, logins and refreshes alone', async () => {
    const { api, user } = await startSession()
    const control = client(api)
    const zurich = await locationByCode(user, '8001')
    await control.post('/__fixture/faults', { conflictRate: 1 })

    expect((await user.post('/api/v2/address', addressBody('Unkeyed AG', zurich))).status).toBe(201)
    expect((await user.get('/api/v2/profile', keyed('c-read'))).status).toBe(200)
    const login = await client(api).post(
      '/api/v2/login_check',
      { _username: 'customer', _password: 'demo-pass' },
      keyed('c-login'),
    )
    expect(login.status).toBe(200)
  })

  it('never answers 409 under a key whose first request got a 500 or 503', async () => {
    const { api, user } = await startSession()
    const control = client(api)
    const zurich = await locationByCode(user, '8001')
    const body = addressBody('Failed First AG', zurich)
    await control.post('/__fixture/faults', { errorRate: 1 })
    expect([500, 503]).toContain((await user.post('/api/v2/address', body, keyed('c-5xx'))).status)

    await control.post('/__fixture/faults', { errorRate: 0, conflictRate: 1 })
    expect((await user.post('/api/v2/address', body, keyed('c-5xx'))).status).toBe(201)
  })

  it('goes in the journal as a conflict, counted with the injected faults', async () => {
    const { api, user } = await startSession()
    const control = client(api)
    const zurich = await locationByCode(user, '8001')
    await control.post('/__fixture/journal/reset')
    await control.post('/__fixture/faults', { conflictRate: 1 })
    const body = addressBody('Journal Conflict AG', zurich)
    await user.post('/api/v2/address', body, keyed('c-j'))
    await user.post('/api/v2/address', body, keyed('c-j'))

    const journal = (await control.get<Journal>('/__fixture/journal')).body
    expect(
      journal.writes.map(({ idempotencyKey, status, outcome, dropped }) => [
        idempotencyKey,
        status,
        outcome,
        dropped,
      ]),
    ).toEqual([
      ['c-j', 409, 'conflict', false],
      ['c-j', 201, 'answered', false],
    ])
    expect(journal.injected).toMatchObject({ conflicts: 1, errors: 0, drops: 0 })
  })

  it('at a rate, answers about that share of new keys 409, and never one key twice', async () => {
    const { api, user } = await startSession()
    const control = client(api)
    const zurich = await locationByCode(user, '8001')
    await control.post('/__fixture/faults', { conflictRate: 0.1 })
    const conflictsPerKey: number[] = []
    for (let i = 0; i < 200; i++) {
      let conflicts = 0
      for (;;) {
        const reply = await user.post('/api/v2/address', addressBody(`Rate ${i} AG`, zurich), keyed(`r-${i}`))
        if (reply.status !== 409) break
        conflicts++
      }
      conflictsPerKey.push(conflicts)
    }
    expect(Math.max(...conflictsPerKey)).toBe(1)
    const total = conflictsPerKey.reduce((sum, count) => sum + count, 0)
    // Seeded draws: the share is near 10 % on every run.
    expect(total).toBeGreaterThan(8)
    expect(total).toBeLessThan(40)
  })

  it('is validated as a share, shown by GET and switched off by the reset', async () => {
    const api = makeApi()
    const control = client(api)
    const bad = await control.post('/__fixture/faults', { conflictRate: 1.5 })
    expect(bad.status).toBe(422)
    expect(bad.body.field).toBe('conflictRate')
    await control.post('/__fixture/faults', { conflictRate: 0.25 })
    expect((await control.get('/__fixture/faults')).body.conflictRate).toBe(0.25)
    expect((await control.post('/__fixture/faults/reset')).body.conflictRate).toBe(0)
  })
})
