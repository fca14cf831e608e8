import { describe, expect, it } from 'vitest'
import { anOrderInput } from '#testing/order-form'
import { ACCOUNT, anAddressInput, replaySetup, replayUntilIdle } from '#worker/testing/outbox'
import { queueChange } from './queue'

/**
 * Every change kind through the one generic queue, against the fixture API: queued offline, then
 * sent when the device is back while the server commits the first write and loses its answer. Each
 * change lands on the server exactly once and the replica ends with the server's row.
 */

async function offlineThenFlaky() {
  const setup = await replaySetup()
  setup.f.link.offline = true
  const backOnline = async () => {
    setup.f.link.offline = false
    await setup.f.faults({ dropNextWrites: 1 })
    const sent = await replayUntilIdle(setup.options, setup.clock)
    expect(await setup.db.outbox.count()).toBe(0)
    return sent
  }
  return { ...setup, backOnline, context: { account: ACCOUNT, now: setup.clock.ms } }
}

/** How many distinct Idempotency-Keys reached a path: one change, one key, however many retries. */
const distinctKeys = (keys: (string | null)[]) => new Set(keys).size

describe('queue(kind, input) against the fixture API', () => {
  it('saveAddress: a create queued offline is stored once and the replica takes the server’s id', async () => {
    const { f, db, context, backOnline } = await offlineThenFlaky()
    const seq = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Einmal AG' }), context)
    expect(await db.addressRows.get([ACCOUNT, -seq])).toMatchObject({ pendingSeq: seq })

    expect(await backOnline()).toBe(1)
    const stored = f.serverAddresses().filter((row) => row.kontaktadresse.firma === 'Einmal AG')
    expect(stored).toHaveLength(1)
    const id = stored[0]?.kontaktadresse.id
    expect(await db.addressRows.get([ACCOUNT, id ?? 0])).toMatchObject({ pendingSeq: null })
    expect(await db.addressRows.get([ACCOUNT, -seq])).toBeUndefined()
    expect(distinctKeys(f.keysSentTo('/address'))).toBe(1)
  })

  it('createShipment: an order queued offline is priced, created once, and its pending row gets the real key', async () => {
    const { f, db, context, backOnline } = await offlineThenFlaky()
    const reference = 'Einmal-Auftrag 77'
    const seq = await queueChange(
      db,
      'createShipment',
      anOrderInput({ invoiceReference: reference }),
      context,
    )
    expect(await db.shipments.get([ACCOUNT, -seq])).toMatchObject({ pendingSeq: seq, list: 'active' })

    expect(await backOnline()).toBe(1)
    const created = [...f.fixture.store.shipments.of(ACCOUNT)].filter(
      (row) => row.rechnungsbeschreibung_offiziell === reference,
    )
    expect(created).toHaveLength(1)
    expect(await db.shipments.get([ACCOUNT, created[0]?.id ?? 0])).toMatchObject({ pendingSeq: null })
    expect(distinctKeys(f.keysSentTo('/shipments/create'))).toBe(1)
  })

  it('createShipment: an offer queued offline is created once and leaves no row in the active list', async () => {
    const { f, db, context, backOnline } = await offlineThenFlaky()
    const reference = 'Einmal-Offerte 78'
    await queueChange(
      db,
      'createShipment',
      anOrderInput({ invoiceReference: reference }, { isOffer: true }),
      context,
    )
    expect(await db.shipments.count()).toBe(0)

    expect(await backOnline()).toBe(1)
    const offers = [...f.fixture.store.offers.of(ACCOUNT)].filter(
      (row) =>
        (row.payload as { rechnungsbeschreibung_offiziell?: string }).rechnungsbeschreibung_offiziell ===
        reference,
    )
    expect(offers).toHaveLength(1)
    expect(await db.shipments.count()).toBe(0)
  })

  it('renameStandingOrder: the new name is stored once and shown from the server’s row', async () => {
    const { f, db, context, backOnline } = await offlineThenFlaky()
    const [order] = f.fixture.store.standingOrders.of(ACCOUNT)
    if (!order) throw new Error('the fixture has no standing order')
    await queueChange(db, 'renameStandingOrder', { key: order.id, customerName: 'Morgentour' }, context)

    expect(await backOnline()).toBe(1)
    expect(f.fixture.store.standingOrders.get(order.id)?.customer_name).toBe('Morgentour')
    expect(await db.standingOrders.get([ACCOUNT, order.id])).toMatchObject({
      pendingSeq: null,
      order: { customerName: 'Morgentour' },
    })
    expect(distinctKeys(f.keysSentTo(`/standing-order/${order.id}/change-customer-name`))).toBe(1)
  })

  it('editShipment: reference and colis change once on the server and in the replica', async () => {
    const { f, db, context, backOnline } = await offlineThenFlaky()
    f.link.offline = false
    const { items } = await f.api.shipments.listActive({ count: 50, offset: 0 })
    f.link.offline = true
    const editable = items.find((item) => item.state < 300 && !item.cancelled)
    if (!editable) throw new Error('the fixture has no editable shipment')
    const edit = { reference: 'Neu 5', numberOfColis: 2 }
    await queueChange(db, 'editShipment', { key: editable.key, edit }, context)

    expect(await backOnline()).toBe(1)
    const server = await f.api.shipments.get(editable.key)
    expect({ reference: server.reference, numberOfColis: server.numberOfColis }).toEqual(edit)
    expect(await db.shipments.get([ACCOUNT, editable.key])).toMatchObject({ pendingSeq: null, item: edit })
    expect(distinctKeys(f.keysSentTo(`/shipments/${editable.key}/edit`))).toBe(1)
  })

  it('requestPodEmail: the request reaches the server under one key, however often it was retried', async () => {
    const { f, db, context, backOnline } = await offlineThenFlaky()
    f.link.offline = false
    const { items } = await f.api.shipments.listActive({ count: 1, offset: 0 })
    f.link.offline = true
    const key = items[0]?.key
    if (key === undefined) throw new Error('the fixture has no shipment')
    await queueChange(db, 'requestPodEmail', { key, email: 'pod@example.ch' }, context)

    expect(await backOnline()).toBe(1)
    const keys = f.keysSentTo('/shipments/request-waybill-email')
    expect(keys.length).toBeGreaterThan(1)
    expect(distinctKeys(keys)).toBe(1)
    expect(f.fixture.store.idempotency.has(`${ACCOUNT}:${keys[0]}`)).toBe(true)
  })
})
