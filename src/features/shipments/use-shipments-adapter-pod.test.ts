import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import { fixtureHarness } from '#api/testing/harness'
import { recordPodRequest } from '#db/pod-request-log'
import { podRequestKey } from '#domain/shipments/bulk-pod'
import { adapterDefaults } from '#testing/adapter-defaults'
import { freshDatabase } from '#testing/fresh-database'
import { shipmentRow } from './testing/fake-shipments-api'
import { createShipmentsApi } from './use-shipments-adapter'

type Options = Parameters<typeof createShipmentsApi>[0]

const adapterOver = (api: Options['api'], options: Partial<Options> = {}) =>
  createShipmentsApi({ ...adapterDefaults(), api, ...options })

const archived = (key: number, delivered: string) =>
  shipmentRow('archive', { key, externalNumber: `VK-${key}`, state: 1000, delivered }, 'customer')

describe('the shipments adapter for a bulk proof-of-delivery request', () => {
  it('selected rows come from the replica, in the order chosen; one it lacks is left out', async () => {
    const replica = freshDatabase()
    await replica.shipments.bulkPut([
      archived(1, '2026-11-20T10:00:00Z'),
      archived(2, '2026-11-21T10:00:00Z'),
    ])
    const api = adapterOver({ shipments: {} } as Options['api'], { replica })
    const candidates = await api.podCandidates({ kind: 'selected', keys: [2, 99, 1] })
    expect(candidates.shipments.map((row) => row.key)).toEqual([2, 1])
    expect(candidates).toMatchObject({ total: 2, keptOnly: false })
  })

  it('a range asks the server for up to 1000 of the filter with the dialog’s dates', async () => {
    const h = await fixtureHarness('customer')
    const api = adapterOver(h.api, { replica: freshDatabase() })
    const candidates = await api.podCandidates({
      kind: 'range',
      from: '2026-01-01',
      to: '2026-12-31',
      filter: { from: '2026-11-01', sender: 'a' },
    })
    const [request] = h.to('/shipments/archive')
    const params = request?.url.searchParams
    expect(params?.get('count')).toBe('1000')
    expect(params?.get('filter[from]')).toBe('2026-01-01')
    expect(params?.get('filter[to]')).toBe('2026-12-31')
    expect(params?.get('filter[sender]')).toBe('a')
    expect(candidates.keptOnly).toBe(false)
    expect(candidates.total).toBeGreaterThanOrEqual(candidates.shipments.length)
  })

  it('offline, a range is the archived rows kept here that match, marked as such', async () => {
    const replica = freshDatabase()
    await replica.shipments.bulkPut([
      archived(1, '2026-11-20T10:00:00Z'),
      archived(2, '2026-11-25T10:00:00Z'),
      archived(3, '2026-10-01T10:00:00Z'),
    ])
    const offline = new ApiError({ kind: 'offline', message: 'The server could not be reached' })
    const listArchive = vi.fn(async () => Promise.reject(offline))
    const api = adapterOver({ shipments: { listArchive } } as unknown as Options['api'], { replica })
    const candidates = await api.podCandidates({
      kind: 'range',
      from: '2026-11-01',
      to: '2026-11-30',
      filter: {},
    })
    expect(candidates.shipments.map((row) => row.key).sort()).toEqual([1, 2])
    expect(candidates.keptOnly).toBe(true)
  })

  it('a refusal of the server is no reason to fall back: it is thrown', async () => {
    const refused = new ApiError({ kind: 'http', status: 500, message: 'boom' })
    const listArchive = vi.fn(async () => Promise.reject(refused))
    const api = adapterOver({ shipments: { listArchive } } as unknown as Options['api'], {
      replica: freshDatabase(),
    })
    await expect(
      api.podCandidates({ kind: 'range', from: '2026-11-01', to: '2026-11-30', filter: {} }),
    ).rejects.toBe(refused)
  })

  it('queues one request per shipment as one batch named by the address', async () => {
    const queueBatch = vi.fn(async () => ({ batch: 'b', seqs: [1, 2] }))
    const defaults = adapterDefaults()
    const api = adapterOver({ shipments: {} } as Options['api'], { sync: { ...defaults.sync, queueBatch } })
    expect(await api.queuePodBatch([5, 6], 'desk@example.ch')).toEqual({ batch: 'b', seqs: [1, 2] })
    expect(queueBatch).toHaveBeenCalledWith(
      [
        { kind: 'requestPodEmail', input: { key: 5, email: 'desk@example.ch' } },
        { kind: 'requestPodEmail', input: { key: 6, email: 'desk@example.ch' } },
      ],
      { label: 'desk@example.ch' },
    )
  })

  it('today’s requests are read from the replica', async () => {
    const replica = freshDatabase()
    await recordPodRequest(replica, 'customer', new Date().toISOString(), 8, 'desk@example.ch')
    const api = adapterOver({ shipments: {} } as Options['api'], { replica })
    expect(await api.podRequestsOfToday()).toEqual(new Set([podRequestKey(8, 'desk@example.ch')]))
  })
})
