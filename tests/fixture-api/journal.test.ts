import { describe, expect, it } from 'vitest'
import { locationByCode } from './testing/factories'
import { client, makeApi, startSession } from './testing/harness'
import { addressBody, type Journal, keyed } from './testing/journal'

describe('the write journal (/__fixture/journal)', () => {
  it('lists every write in arrival order with its key and fate, and leaves reads out', async () => {
    const { api, user } = await startSession()
    const control = client(api)
    const zurich = await locationByCode(user, '8001')
    await control.post('/__fixture/journal/reset')

    await user.post('/api/v2/address', addressBody('Journal One AG', zurich), keyed('k-1'))
    await user.get('/api/v2/addresses?count=1')
    await control.post('/__fixture/faults', { dropNextWrites: 1 })
    await expect(
      user.post('/api/v2/address', addressBody('Journal Two AG', zurich), keyed('k-2')),
    ).rejects.toThrow(TypeError)
    // The client never saw the answer, so it sends again with the same key.
    const repeat = await user.post('/api/v2/address', addressBody('Journal Two AG', zurich), keyed('k-2'))
    expect(repeat.headers.get('idempotent-replayed')).toBe('true')
    await user.post('/api/v2/address', { kontaktadresse: {} }, keyed('k-3'))

    const { writes } = (await control.get<Journal>('/__fixture/journal')).body
    expect(
      writes.map(({ n, path, idempotencyKey, status, outcome, dropped }) => ({
        n,
        path,
        idempotencyKey,
        status,
        outcome,
        dropped,
      })),
    ).toEqual([
      {
        n: 1,
        path: '/api/v2/address',
        idempotencyKey: 'k-1',
        status: 201,
        outcome: 'answered',
        dropped: false,
      },
      {
        n: 2,
        path: '/api/v2/address',
        idempotencyKey: 'k-2',
        status: 201,
        outcome: 'answered',
        dropped: true,
      },
      {
        n: 3,
        path: '/api/v2/address',
        idempotencyKey: 'k-2',
        status: 201,
        outcome: 'replayed',
        dropped: false,
      },
      {
        n: 4,
        path: '/api/v2/address',
        idempotencyKey: 'k-3',
        status: 422,
        outcome: 'answered',
        dropped: false,
      },
    ])
    expect(writes.every((write) => write.method === 'POST')).toBe(true)
  })

  it('counts the faults it injected, and a reset starts both again', async () => {
    const { api, user } = await startSession()
    const control = client(api)
    const zurich = await locationByCode(user, '8001')
    await control.post('/__fixture/journal/reset')

    await control.post('/__fixture/faults', { errorRate: 1 })
    expect((await user.get('/api/v2/profile')).status).toBeGreaterThanOrEqual(500)
    const failed = await user.post('/api/v2/address', addressBody('Error AG', zurich), keyed('e-1'))
    expect(failed.status).toBeGreaterThanOrEqual(500)
    await control.post('/__fixture/faults/reset')
    await control.post('/__fixture/faults', { refuseNextWrites: 1 })
    expect((await user.post('/api/v2/address', addressBody('Refused AG', zurich))).status).toBe(422)
    await control.post('/__fixture/faults', { dropAfterCommitRate: 1 })
    await expect(user.post('/api/v2/address', addressBody('Dropped AG', zurich))).rejects.toThrow(TypeError)
    await control.post('/__fixture/faults', { dropAfterCommitRate: 0, refuseConnections: true })
    await expect(user.post('/api/v2/address', addressBody('Refused Connection AG', zurich))).rejects.toThrow(
      TypeError,
    )
    await control.post('/__fixture/faults/reset')

    const journal = (await control.get<Journal>('/__fixture/journal')).body
    // The profile read counts as an injected error, but only the writes are listed.
    expect(journal.injected).toEqual({
      errors: 2,
      drops: 1,
      refreshDrops: 0,
      conflicts: 0,
      refusals: 1,
      refusedConnections: 1,
    })
    expect(journal.writes.map((write) => write.outcome)).toEqual([
      'injectedError',
      'refused',
      'answered',
      'refusedConnection',
    ])
    expect(journal.writes[0]).toMatchObject({ idempotencyKey: 'e-1' })

    await control.post('/__fixture/journal/reset')
    expect((await control.get<Journal>('/__fixture/journal')).body).toEqual({
      writes: [],
      injected: {
        errors: 0,
        drops: 0,
        refreshDrops: 0,
        conflicts: 0,
        refusals: 0,
        refusedConnections: 0,
      },
    })
  })

  it('exists only with the test controls', async () => {
    const production = makeApi({ testControls: false })
    expect((await client(production).get('/__fixture/journal')).status).toBe(404)
    expect((await client(production).post('/__fixture/journal/reset')).status).toBe(404)
  })
})
