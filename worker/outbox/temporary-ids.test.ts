import { describe, expect, it } from 'vitest'
import { FAILURE_REASONS } from '#domain/changes/failure-reasons'
import { anOrderInput } from '#testing/order-form'
import {
  ACCOUNT,
  anAddressInput,
  type OnlineFixture,
  replaySetup,
  replayUntilIdle,
} from '#worker/testing/outbox'
import { queueChange } from './queue'
import { discard, replayOnce, updatePayload } from './replay'

const context = { account: ACCOUNT, now: 0 }

/** An order whose sender is the saved address `id` (a temporary −seq one when created offline). */
const orderFrom = (id: number, notes = '') => {
  const base = anOrderInput()
  return anOrderInput({
    notes,
    sender: { ...base.form.sender, id, saved: { id, label: 'Neu', hasLocation: true } },
  })
}

const createdOrders = (f: OnlineFixture) =>
  f.sent
    .filter((request) => request.method === 'POST' && request.url.pathname.endsWith('/shipments/create'))
    .map((request) => JSON.parse(request.body ?? '{}'))

/** Refuses every address save whose company is `firma`, as the server refuses a bad field. */
function refuseSavesOf(f: OnlineFixture, firma: string) {
  f.link.intercept = async (request, forward) => {
    const isSave = request.method === 'POST' && new URL(request.url).pathname.endsWith('/address')
    if (isSave && (await request.clone().text()).includes(firma)) {
      return new Response(JSON.stringify({ code: 422, message: 'Street is missing', field: 'addresse' }), {
        status: 422,
        headers: { 'content-type': 'application/json' },
      })
    }
    return forward()
  }
}

describe('an order that picked an address created offline', () => {
  it('is sent after the address, with the server’s id for it, never the temporary one', async () => {
    const { f, db, clock, options } = await replaySetup()
    const address = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Neu Offline AG' }), context)
    const order = await queueChange(db, 'createShipment', orderFrom(-address), context)
    expect(await db.outbox.get(order)).toMatchObject({ status: 'queued' })

    expect(await replayUntilIdle(options, clock)).toBe(2)
    const [server] = f.serverAddresses().filter((row) => row.kontaktadresse.firma === 'Neu Offline AG')
    const id = server?.kontaktadresse.id
    expect(id).toBeGreaterThan(0)
    const [sent] = createdOrders(f)
    expect(sent?.kontaktadressen.send[0].kontaktadresse_id).toBe(id)
  })

  it('waits while the address is refused, and follows it with the real id once the address is corrected', async () => {
    const { f, db, clock, options } = await replaySetup()
    const address = await queueChange(
      db,
      'saveAddress',
      anAddressInput({ name: 'Refused Street AG' }),
      context,
    )
    const order = await queueChange(db, 'createShipment', orderFrom(-address, 'follows'), context)
    const other = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Independent AG' }), context)
    refuseSavesOf(f, 'Refused Street AG')

    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(await db.outbox.get(address)).toMatchObject({
      status: 'needsAttention',
      lastError: 'Street is missing',
    })
    // Parked behind the refused address, not sent with −seq; the independent save went on. The
    // order says what it waits for, so the panel can show the address's reason with it.
    expect(await db.outbox.get(order)).toMatchObject({ status: 'queued', waitsFor: address })
    expect(await db.outbox.get(other)).toBeUndefined()
    expect(createdOrders(f)).toHaveLength(0)

    f.link.intercept = null
    const entry = await db.outbox.get(address)
    await updatePayload(db, address, entry?.payload)
    await replayUntilIdle(options, clock)
    expect(await db.outbox.count()).toBe(0)
    const [server] = f.serverAddresses().filter((row) => row.kontaktadresse.firma === 'Refused Street AG')
    expect(createdOrders(f).map((body) => body.kontaktadressen.send[0].kontaktadresse_id)).toEqual([
      server?.kontaktadresse.id,
    ])
  })

  it('whose address was discarded needs attention with the reason, and is never sent with the temporary id', async () => {
    const { f, db, options } = await replaySetup()
    const address = await queueChange(
      db,
      'saveAddress',
      anAddressInput({ name: 'Dropped Later AG' }),
      context,
    )
    const order = await queueChange(db, 'createShipment', orderFrom(-address), context)
    refuseSavesOf(f, 'Dropped Later AG')
    await replayOnce(options)
    await discard(db, address)
    // The order is the user's work: it stays, for them to correct with another address.
    expect(await db.outbox.get(order)).toBeDefined()

    expect(await replayOnce(options)).toEqual({ sent: 0, outcome: 'idle' })
    expect(await db.outbox.get(order)).toMatchObject({
      status: 'needsAttention',
      lastError: FAILURE_REASONS.missingDependency,
      correctionPath: `/order?correct=${order}`,
    })
    expect(createdOrders(f)).toHaveLength(0)
  })
})

describe('a change of an order still waiting to be sent', () => {
  it('an edit follows the order with the server’s key; the row keeps the edit on show until it is sent', async () => {
    const { f, db, clock, options } = await replaySetup()
    const order = await queueChange(db, 'createShipment', anOrderInput(), context)
    const edit = await queueChange(
      db,
      'editShipment',
      { key: -order, edit: { reference: 'Neue Referenz', numberOfColis: 1 } },
      context,
    )
    expect(await db.outbox.get(edit)).toMatchObject({ correctionPath: `/active?open=${-order}` })
    expect(await db.shipments.get([ACCOUNT, -order])).toMatchObject({
      pendingSeq: edit,
      item: { reference: 'Neue Referenz' },
    })

    // The order alone: the edit now names the server's key, and the moved row still shows it pending.
    f.link.intercept = async (request, forward) =>
      new URL(request.url).pathname.includes('/edit')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : forward()
    await replayOnce(options)
    const [created] = await db.shipments.toArray()
    const key = created?.key ?? 0
    expect(key).toBeGreaterThan(0)
    expect(created).toMatchObject({ pendingSeq: edit, item: { reference: 'Neue Referenz' } })
    expect(await db.outbox.get(edit)).toMatchObject({
      payload: { key },
      correctionPath: `/active?open=${key}`,
    })

    f.link.intercept = null
    expect(await replayUntilIdle(options, clock)).toBe(1)
    const edits = f.sent.filter((request) => request.url.pathname.endsWith('/edit'))
    // The attempt lost to the network and the one that went through: both under the server's key.
    expect(new Set(edits.map((request) => request.url.pathname))).toEqual(
      new Set([`/api/v2/shipments/${key}/edit`]),
    )
    expect(
      f.fixture.store.shipments.of(ACCOUNT).find((row) => row.id === key)?.rechnungsbeschreibung_offiziell,
    ).toBe('Neue Referenz')
    expect(await db.shipments.get([ACCOUNT, key])).toMatchObject({ pendingSeq: null })
  })

  it('a proof-of-delivery request names the server’s key once the order is created', async () => {
    const { f, db, options } = await replaySetup()
    const order = await queueChange(db, 'createShipment', anOrderInput(), context)
    const pod = await queueChange(db, 'requestPodEmail', { key: -order, email: 'pod@example.ch' }, context)
    await replayOnce(options)
    const [created] = await db.shipments.toArray()
    const requests = f.sent.filter((request) => request.url.pathname.endsWith('/request-waybill-email'))
    expect(requests.map((request) => JSON.parse(request.body ?? '{}').order)).toEqual([created?.key])
    expect(await db.outbox.get(pod)).toBeUndefined()
  })

  it('discarding the order takes its waiting edit along: nothing is sent for it', async () => {
    const { f, db, options } = await replaySetup()
    const order = await queueChange(db, 'createShipment', anOrderInput({ time: '0700' }), context)
    const edit = await queueChange(
      db,
      'editShipment',
      { key: -order, edit: { reference: 'Zu spät', numberOfColis: 1 } },
      context,
    )
    await replayOnce(options)
    expect(await db.outbox.get(order)).toMatchObject({ status: 'needsAttention' })
    expect(await discard(db, order)).toEqual([order, edit])
    expect(await replayOnce(options)).toEqual({ sent: 0, outcome: 'idle' })
    expect(f.sent.filter((request) => request.method === 'POST')).toHaveLength(0)
    expect(await db.shipments.count()).toBe(0)
  })
})
