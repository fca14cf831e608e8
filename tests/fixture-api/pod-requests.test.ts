import { describe, expect, it } from 'vitest'
import { client, startSession } from './testing/harness'

/** Issue 23: the fixture's outbox lists each proof-of-delivery request once, however often it came. */

interface PodRequest {
  owner: string
  key: number
  email: string
}

async function setup() {
  const { api, user } = await startSession('customer')
  const archive = await user.get('/api/v2/shipments/archive?count=2&offset=0')
  const [first, second] = archive.body.data as { id: number }[]
  if (!first || !second) throw new Error('the fixture has no archived shipments')
  const podRequests = async (email: string) => {
    const outbox = await client(api).get<{ podRequests: PodRequest[] }>('/__fixture/outbox')
    return outbox.body.podRequests.filter((request) => request.email === email)
  }
  return { api, user, first: first.id, second: second.id, podRequests }
}

describe('POST /shipments/request-waybill-email and /__fixture/outbox', () => {
  it('a request repeated under its Idempotency-Key (its answer lost) is listed once', async () => {
    const { api, user, first, podRequests } = await setup()
    const body = { order: first, email: 'once@example.ch' }
    expect((await client(api).post('/__fixture/faults', { dropNextWrites: 1 })).status).toBe(200)
    // The server commits, then the connection drops before the answer: the client sees a network error.
    await expect(
      user.post('/api/v2/shipments/request-waybill-email', body, { 'Idempotency-Key': 'pod-1' }),
    ).rejects.toThrow(/dropped the connection/)
    for (let attempt = 0; attempt < 2; attempt++) {
      const again = await user.post('/api/v2/shipments/request-waybill-email', body, {
        'Idempotency-Key': 'pod-1',
      })
      expect(again.status).toBe(200)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
    }
    expect(await podRequests('once@example.ch')).toEqual([
      { owner: 'customer', key: first, email: 'once@example.ch' },
    ])
  })

  it('each shipment’s own key is its own request', async () => {
    const { user, first, second, podRequests } = await setup()
    for (const [order, key] of [
      [first, 'pod-a'],
      [second, 'pod-b'],
    ] as const) {
      const sent = await user.post(
        '/api/v2/shipments/request-waybill-email',
        { order, email: 'two@example.ch' },
        { 'Idempotency-Key': key },
      )
      expect(sent.status).toBe(200)
    }
    expect((await podRequests('two@example.ch')).map((request) => request.key)).toEqual([first, second])
  })
})
