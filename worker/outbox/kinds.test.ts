import { describe, expect, it } from 'vitest'
import type { ShipmentRow } from '#db/rows'
import { FAILURE_REASONS } from '#domain/changes/failure-reasons'
import type { ShipmentListItem } from '#domain/entities/shipment'
import { anOrderPayload, anOutboxRow } from '#testing/factories'
import { anOrderInput } from '#testing/order-form'
import { ACCOUNT, anAddressInput, replaySetup } from '#worker/testing/outbox'
import { queueChange } from './queue'
import { discard, replayOnce, updatePayload } from './replay'

const setup = replaySetup

const stored = (item: ShipmentListItem): ShipmentRow['item'] => ({
  ...item,
  delivered: item.delivered?.toString() ?? null,
})

describe('renameStandingOrder', () => {
  it('shows the new name at once, takes the server’s row on success, and a discard restores the old name', async () => {
    const { f, db, options } = await setup()
    const [order] = (await f.api.standingOrders.list({ count: 1, offset: 0 })).items
    if (!order) throw new Error('no standing order')
    await db.standingOrders.put({ account: ACCOUNT, key: order.key, order, pendingSeq: null })

    const first = await queueChange(
      db,
      'renameStandingOrder',
      { key: order.key, customerName: 'Tour A' },
      { account: ACCOUNT, now: 0 },
    )
    expect(await db.standingOrders.get([ACCOUNT, order.key])).toMatchObject({
      pendingSeq: first,
      order: { customerName: 'Tour A' },
    })
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(f.fixture.store.standingOrders.get(order.key)?.customer_name).toBe('Tour A')
    expect(await db.standingOrders.get([ACCOUNT, order.key])).toMatchObject({
      pendingSeq: null,
      order: { customerName: 'Tour A' },
    })

    const second = await queueChange(
      db,
      'renameStandingOrder',
      { key: order.key, customerName: 'Tour B' },
      { account: ACCOUNT, now: 0 },
    )
    await discard(db, second)
    expect(await db.standingOrders.get([ACCOUNT, order.key])).toMatchObject({
      pendingSeq: null,
      order: { customerName: 'Tour A' },
    })
  })
})

describe('editShipment and requestPodEmail', () => {
  it('edits reference and colis optimistically, then takes the server’s detail', async () => {
    const { f, db, options } = await setup()
    const { items } = await f.api.shipments.listActive({ count: 30, offset: 0 })
    const item = items.find((row) => row.state < 300 && !row.cancelled)
    if (!item) throw new Error('no editable shipment')
    await db.shipments.put({
      account: ACCOUNT,
      key: item.key,
      list: 'active',
      item: stored(item),
      detail: null,
      pendingSeq: null,
    })

    const edit = { reference: 'PO-4711', numberOfColis: 3 }
    const seq = await queueChange(
      db,
      'editShipment',
      { key: item.key, edit: edit },
      { account: ACCOUNT, now: 0 },
    )
    expect(await db.shipments.get([ACCOUNT, item.key])).toMatchObject({ pendingSeq: seq, item: edit })
    await queueChange(
      db,
      'requestPodEmail',
      { key: item.key, email: 'pod@example.ch' },
      { account: ACCOUNT, now: 0 },
    )

    expect(await replayOnce(options)).toEqual({ sent: 2, outcome: 'idle' })
    const row = await db.shipments.get([ACCOUNT, item.key])
    expect(row).toMatchObject({
      pendingSeq: null,
      list: 'active',
      item: edit,
      detail: { ...edit, colis: expect.any(Array) },
    })
    expect(row?.detail?.colis).toHaveLength(3)
    expect(f.keysSentTo('/request-waybill-email')).toHaveLength(1)
  })
})

describe('createShipment', () => {
  it('prices an order queued offline when it is sent, and moves its pending row to the real key', async () => {
    const { f, db, options } = await setup()
    const seq = await queueChange(db, 'createShipment', anOrderInput(), { account: ACCOUNT, now: 0 })
    // The kind shows the order in the active list at once, pending, under its temporary key.
    expect(await db.shipments.get([ACCOUNT, -seq])).toMatchObject({
      list: 'active',
      pendingSeq: seq,
      item: {
        key: -seq,
        externalNumber: '',
        // With its Zurich offset, as the server writes it: the list's date filters read it right.
        start: '2026-11-18T10:30:00+01:00',
        numberOfColis: 1,
        from: [{ zip: '3011' }],
        to: [{ zip: '8001' }],
      },
    })
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    const price = f.sent.find((request) => request.url.pathname.endsWith('/get-price'))
    expect(price?.url.searchParams.get('from_zip')).toBe('3011')
    const body = JSON.parse(
      f.sent.find((request) => request.url.pathname.endsWith('/shipments/create'))?.body ?? '{}',
    )
    expect(body.website_offertbetrag).toBeGreaterThan(0)

    expect(await db.shipments.get([ACCOUNT, -seq])).toBeUndefined()
    const [created] = await db.shipments.toArray()
    expect(created?.key).toBeGreaterThan(0)
    expect(created).toMatchObject({ pendingSeq: null, item: { key: created?.key, state: 100 } })
    expect(created?.item.externalNumber).not.toBe('')
    expect(await db.shipments.count()).toBe(1)
  })

  it('an order that cannot be priced is not sent: it needs attention, its dependents wait, the rest goes on', async () => {
    const { f, db, options } = await setup()
    const order = await queueChange(db, 'createShipment', anOrderInput({ time: '0700' }), {
      account: ACCOUNT,
      now: 0,
    })
    const withOrder = await queueChange(db, 'saveAddress', anAddressInput({ name: 'With Order AG' }), {
      account: ACCOUNT,
      dependsOn: order,
      now: 0,
    })
    const other = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Other AG' }), {
      account: ACCOUNT,
      now: 0,
    })

    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(await db.outbox.get(order)).toMatchObject({
      status: 'needsAttention',
      errorField: 'time',
      attempts: 0,
    })
    expect(await db.outbox.get(withOrder)).toMatchObject({ status: 'queued' })
    expect(await db.outbox.get(other)).toBeUndefined()
    expect(f.keysSentTo('/shipments/create')).toHaveLength(0)

    // Corrected, the order goes first, then the address that waited for it.
    await updatePayload(db, order, { ...anOrderInput({ time: '1100' }) })
    expect(await replayOnce(options)).toEqual({ sent: 2, outcome: 'idle' })
    const posts = f.sent.filter((request) => request.method === 'POST').map((request) => request.url.pathname)
    expect(posts.slice(-2)).toEqual(['/api/v2/shipments/create', '/api/v2/address'])
  })

  it('a pickup gone by when sent: the reason is the translatable code, "Correct" opens the order form, and the correction revises the same entry, sent once', async () => {
    const { f, db, options } = await setup()
    const context = { account: ACCOUNT, now: 0 }
    const order = await queueChange(db, 'createShipment', anOrderInput({ time: '0700' }), context)
    await replayOnce(options)
    expect(await db.outbox.get(order)).toMatchObject({
      status: 'needsAttention',
      lastError: 'price:time',
      correctionPath: `/order?correct=${order}`,
    })

    const corrected = await queueChange(
      db,
      'createShipment',
      anOrderInput({ time: '1100', notes: 'korrigiert' }, { corrects: order }),
      context,
    )
    expect(corrected).toBe(order)
    expect(await db.outbox.count()).toBe(1)
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    const created = [...f.fixture.store.shipments.of(ACCOUNT)].filter((row) => row.note === 'korrigiert')
    expect(created).toHaveLength(1)
    expect(f.keysSentTo('/shipments/create')).toHaveLength(1)
  })

  it.each([
    ['with the price asked on submit', { transportTypeId: 1, priceInclVat: 88.4 }, 1, 88.4],
    ['without a price (the look-up failed)', null, 3, 0],
  ])(
    'an offer queued %s is sent as an offer with that price, never priced again',
    async (_, price, type, amount) => {
      const { f, db, options } = await setup()
      await queueChange(db, 'createShipment', anOrderInput({}, { isOffer: true, price }), {
        account: ACCOUNT,
        now: 0,
      })
      expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
      expect(f.sent.some((request) => request.url.pathname.endsWith('/get-price'))).toBe(false)
      const body = JSON.parse(
        f.sent.find((request) => request.url.pathname.endsWith('/shipments/create'))?.body ?? '{}',
      )
      expect(body).toMatchObject({ is_offer: true, transportart_id: type, website_offertbetrag: amount })
    },
  )

  it('the body is built from the form’s values when sent: places, pickup, colis and e-mails as the spec’s payload', async () => {
    const { f, db, options } = await setup()
    await queueChange(db, 'createShipment', anOrderInput({ notes: 'Bitte klingeln' }), {
      account: ACCOUNT,
      now: 0,
    })
    await replayOnce(options)
    const body = JSON.parse(
      f.sent.find((request) => request.url.pathname.endsWith('/shipments/create'))?.body ?? '{}',
    )
    expect(body).toMatchObject({
      is_offer: false,
      start_date: '2026-11-18',
      start_time: '10:30:00',
      note: 'Bitte klingeln',
      rechnungsbeschreibung_offiziell: 'Kostenstelle 12',
      send_pod: 'anna@muster.ch',
      kontaktadressen: {
        send: [{ firma: 'Absender AG', postleitzahl: '3011', ort: 'Bern', plz: 1002 }],
        receive: [{ firma: 'Empfänger GmbH', postleitzahl: '8001', ort: 'Zürich', plz: 1001 }],
        third: [],
      },
      colis: [{ description: 'Dokumente', weight: 2.5, length: 40, width: 30, height: 10, count: 1 }],
    })
    expect(body.transportart_id).not.toBe(3)
  })

  it('an order stored by an earlier build as the wire body is sent as stored once priced; unpriced it needs attention, kept and readable', async () => {
    const { f, db, options } = await setup()
    const priced = await db.outbox.add(
      anOutboxRow({
        account: ACCOUNT,
        kind: 'createShipment',
        payload: {
          order: anOrderPayload({ note: 'alt, bepreist', transportart_id: 1, website_offertbetrag: 42 }),
          priced: true,
        },
      }),
    )
    const unpriced = await db.outbox.add(
      anOutboxRow({
        account: ACCOUNT,
        kind: 'createShipment',
        payload: { order: anOrderPayload({ note: 'alt' }), priced: false },
      }),
    )
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(await db.outbox.get(priced)).toBeUndefined()
    const bodies = f.sent.filter((request) => request.url.pathname.endsWith('/shipments/create'))
    expect(bodies.map((request) => JSON.parse(request.body ?? '{}').note)).toEqual(['alt, bepreist'])
    expect(await db.outbox.get(unpriced)).toMatchObject({
      status: 'needsAttention',
      lastError: FAILURE_REASONS.oldVersion,
      payload: { order: { note: 'alt' } },
    })
  })

  it('an offer’s "Correct" opens the offer form: /offer?correct=seq', async () => {
    const { db } = await setup()
    const offer = await queueChange(db, 'createShipment', anOrderInput({}, { isOffer: true }), {
      account: ACCOUNT,
      now: 0,
    })
    expect((await db.outbox.get(offer))?.correctionPath).toBe(`/offer?correct=${offer}`)
  })

  it('a correction of an entry of another account, or one already sent, queues a new order instead', async () => {
    const { db } = await setup()
    const context = { account: ACCOUNT, now: 0 }
    const first = await queueChange(db, 'createShipment', anOrderInput(), context)
    const priced = { ...anOrderInput({}, { price: { transportTypeId: 1, priceInclVat: 50 } }) }
    await db.outbox.update(first, { attempts: 1, payload: priced })
    const second = await queueChange(db, 'createShipment', anOrderInput({}, { corrects: first }), context)
    expect(second).not.toBe(first)
    const third = await queueChange(db, 'createShipment', anOrderInput({}, { corrects: 999 }), context)
    expect(third).not.toBe(second)
    expect(await db.outbox.count()).toBe(3)
  })

  it('while the order backs off, the address saved with it is not sent', async () => {
    const { f, db, options } = await setup()
    f.link.intercept = async (request, forward) => {
      if (request.url.endsWith('/shipments/create')) throw new TypeError('Failed to fetch')
      return forward()
    }
    const order = await queueChange(db, 'createShipment', anOrderInput(), { account: ACCOUNT, now: 0 })
    await queueChange(db, 'saveAddress', anAddressInput(), { account: ACCOUNT, dependsOn: order, now: 0 })
    expect(await replayOnce(options)).toMatchObject({ sent: 0, outcome: 'waiting' })
    expect(await db.outbox.get(order)).toMatchObject({
      status: 'queued',
      attempts: 1,
      payload: { price: { transportTypeId: expect.any(Number), priceInclVat: expect.any(Number) } },
    })
    expect(f.keysSentTo('/address')).toHaveLength(0)
  })
})
