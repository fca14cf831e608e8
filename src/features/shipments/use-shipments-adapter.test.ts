import { describe, expect, it, vi } from 'vitest'
import { fixtureHarness, stubHarness } from '#api/testing/harness'
import { adapterDefaults } from '#testing/adapter-defaults'
import { freshDatabase } from '#testing/fresh-database'
import { createShipmentsApi } from './use-shipments-adapter'

type Options = Parameters<typeof createShipmentsApi>[0]

/** The adapter over `api`, with the test defaults unless `options` says otherwise. */
const adapterOver = (api: Options['api'], options: Partial<Options> = {}) =>
  createShipmentsApi({ ...adapterDefaults(), api, ...options })

/** A fresh replica, the fixture customer's API and the key of the first shipment on `list`. */
async function firstOn(list: 'listActive' | 'listArchive') {
  const replica = freshDatabase()
  const h = await fixtureHarness('customer')
  const [first] = (await h.api.shipments[list]({ count: 1, offset: 0 })).items
  return { replica, h, key: first?.key ?? 0 }
}

describe('the shipment screens against the fixture API and the replica', () => {
  it('keeps an opened detail, and a malformed detail leaves the kept copy as it was', async () => {
    const { replica, h, key } = await firstOn('listArchive')
    const online = adapterOver(h.api, { replica })
    await online.loadDetail(key, 'archive')
    const kept = await replica.shipments.get(['customer', key])
    expect(kept?.detail?.colis.length).toBeGreaterThan(0)
    expect(kept?.list).toBe('archive')

    const broken = stubHarness({ id: key, formatted_number: 42 })
    const malformed = adapterOver(broken.api, { replica })
    await expect(malformed.loadDetail(key, 'archive')).rejects.toMatchObject({ kind: 'payload' })
    expect(await replica.shipments.get(['customer', key])).toEqual(kept)
  })

  it('keeps a downloaded waybill and opens it again without the network', async () => {
    const { replica, h, key } = await firstOn('listActive')
    const api = adapterOver(h.api, { replica })
    const pdf = await api.waybill(key)
    h.sent.length = 0
    const again = await api.waybill(key)
    expect(h.sent).toHaveLength(0)
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array(await pdf.arrayBuffer()))
  })

  it('never keeps an answer that is not a PDF', async () => {
    const replica = freshDatabase()
    const broken = stubHarness({ token: 'x' })
    const api = adapterOver(broken.api, { replica })
    await expect(api.waybill(7)).rejects.toMatchObject({ kind: 'payload' })
    expect(await replica.waybills.count()).toBe(0)
  })

  it('exports with the language of the portal, and queues edits and proof-of-delivery requests', async () => {
    const h = await fixtureHarness('customer')
    const queue = vi.fn(async () => 12)
    const api = adapterOver(h.api, { locale: 'fr', queue })
    const rows = (await h.api.shipments.listArchive({ count: 2, offset: 0 })).items
    const file = await api.exportArchive({
      sorting: { field: 'visier_datum', direction: 'desc' },
      filter: {},
      orderList: rows.map((row) => row.key),
    })
    expect(file.size).toBeGreaterThan(0)
    expect(h.to('/shipments/archive/export')[0]?.url.searchParams.get('locale')).toBe('fr')
    expect(await api.queueEdit(5, { reference: 'R', numberOfColis: 2 })).toEqual({ seq: 12 })
    expect(queue).toHaveBeenCalledWith('editShipment', { key: 5, edit: { reference: 'R', numberOfColis: 2 } })
    await api.queuePodEmail(5, 'pod@example.ch')
    expect(queue).toHaveBeenCalledWith('requestPodEmail', { key: 5, email: 'pod@example.ch' })
  })
})
