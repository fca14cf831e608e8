import { describe, expect, it, vi } from 'vitest'
import { anOrderInput } from '#testing/order-form'
import type { OutboxEntry } from '#worker/outbox/kind'
import { ACCOUNT, anAddressInput, type OnlineFixture, replaySetup } from '#worker/testing/outbox'
import { discardBatch, retryNow, updatePayload } from './entry-actions'
import type { SaveAddressPayload } from './kinds/save-address'
import { FULL_READ_PASSES } from './outbox-line'
import { queueBatch, queueChange } from './queue'
import { replayOnce } from './replay'

// A replay walks the outbox as it last read it (outbox-line.ts) instead of reading it whole on every
// pass. What another tab does meanwhile must still come out as if every pass had read it.

const context = { account: ACCOUNT, now: 0 }
const saves = (...names: string[]) =>
  names.map((name) => ({ kind: 'saveAddress' as const, input: anAddressInput({ name }) }))
const named = (f: OnlineFixture, firma: string) =>
  f.serverAddresses().filter((row) => row.kontaktadresse.firma === firma)
const isAddressPost = (request: Request) =>
  request.method === 'POST' && /\/address(\/\d+)?$/.test(new URL(request.url).pathname)

/** Runs `meanwhile` once, before the first address save reaches the fixture (another tab's act). */
function beforeFirstSave(f: OnlineFixture, meanwhile: () => Promise<unknown>) {
  let done = false
  f.link.intercept = async (request, forward) => {
    if (!done && isAddressPost(request)) {
      done = true
      await meanwhile()
    }
    return forward()
  }
}

describe('a replay over the outbox as it last read it', () => {
  it('sends an entry another tab edited after the replay read it, in its edited form, once', async () => {
    const { f, db, options } = await replaySetup()
    const { seqs } = await queueBatch(db, saves('Erste AG', 'Zweite AG', 'Dritte AG'), {
      ...context,
      label: 'adressen.csv',
    })
    const third = seqs[2] ?? 0
    beforeFirstSave(f, async () => {
      const entry = (await db.outbox.get(third)) as OutboxEntry & { payload: SaveAddressPayload }
      const payload = entry.payload
      await updatePayload(db, third, {
        ...payload,
        address: { ...payload.address, name: 'Dritte Korrigiert AG' },
      })
    })

    expect(await replayOnce(options)).toEqual({ sent: 3, outcome: 'idle' })
    expect(named(f, 'Dritte Korrigiert AG')).toHaveLength(1)
    expect(named(f, 'Dritte AG')).toHaveLength(0)
    expect(new Set(f.keysSentTo('/address')).size).toBe(3)
    expect(await db.outbox.count()).toBe(0)
  })

  it('sends none of the entries another tab discarded meanwhile, and stops', async () => {
    const { f, db, options } = await replaySetup()
    const { batch, seqs } = await queueBatch(db, saves('Bleibt AG', 'Weg 1 AG', 'Weg 2 AG', 'Weg 3 AG'), {
      ...context,
      label: 'adressen.csv',
    })
    // The first is in flight when the batch is discarded: it is sent once, the others go.
    beforeFirstSave(f, () => discardBatch(db, ACCOUNT, batch))

    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(named(f, 'Bleibt AG')).toHaveLength(1)
    for (const name of ['Weg 1 AG', 'Weg 2 AG', 'Weg 3 AG']) expect(named(f, name)).toHaveLength(0)
    expect(f.keysSentTo('/address')).toHaveLength(1)
    for (const seq of seqs.slice(1)) expect(await db.addressRows.get([ACCOUNT, -seq])).toBeUndefined()
  })

  it('sends in the same replay a refused change another tab sent again meanwhile', async () => {
    const { f, db, options } = await replaySetup()
    const refused = await queueChange(
      db,
      'saveAddress',
      anAddressInput({ name: 'Zweiter Anlauf AG' }),
      context,
    )
    f.link.intercept = async (request, forward) =>
      isAddressPost(request) && (await request.clone().text()).includes('Zweiter Anlauf AG')
        ? new Response(JSON.stringify({ code: 422, message: 'Street is missing' }), {
            status: 422,
            headers: { 'content-type': 'application/json' },
          })
        : forward()
    expect(await replayOnce(options)).toEqual({ sent: 0, outcome: 'idle' })
    expect(await db.outbox.get(refused)).toMatchObject({ status: 'needsAttention' })

    await queueBatch(db, saves('Neu 1 AG', 'Neu 2 AG'), { ...context, label: 'adressen.csv' })
    beforeFirstSave(f, () => retryNow(db, refused))

    expect(await replayOnce(options)).toEqual({ sent: 3, outcome: 'idle' })
    expect(named(f, 'Zweiter Anlauf AG')).toHaveLength(1)
    expect(await db.outbox.count()).toBe(0)
  })

  it('sends in the same replay an order queued meanwhile naming an address being created, with its real id', async () => {
    const { f, db, options } = await replaySetup()
    const address = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Unterwegs AG' }), context)
    const base = anOrderInput()
    const sender = {
      ...base.form.sender,
      id: -address,
      saved: { id: -address, label: 'Neu', hasLocation: true },
    }
    beforeFirstSave(f, () => queueChange(db, 'createShipment', anOrderInput({ sender }), context))

    expect(await replayOnce(options)).toEqual({ sent: 2, outcome: 'idle' })
    const id = named(f, 'Unterwegs AG')[0]?.kontaktadresse.id
    expect(id).toBeGreaterThan(0)
    const orders = f.sent.filter((request) => request.url.pathname.endsWith('/shipments/create'))
    expect(
      orders.map((request) => JSON.parse(request.body).kontaktadressen.send[0].kontaktadresse_id),
    ).toEqual([id])
  })

  it('sends an update queued meanwhile of an address being created under the server’s id', async () => {
    const { f, db, options } = await replaySetup()
    const address = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Vorher AG' }), context)
    beforeFirstSave(f, () =>
      queueChange(db, 'saveAddress', { ...anAddressInput({ name: 'Nachher AG' }), id: -address }, context),
    )

    expect(await replayOnce(options)).toEqual({ sent: 2, outcome: 'idle' })
    const [server] = named(f, 'Nachher AG')
    expect(named(f, 'Vorher AG')).toHaveLength(0)
    expect(await db.addressRows.get([ACCOUNT, server?.kontaktadresse.id ?? 0])).toMatchObject({
      pendingSeq: null,
      address: { name: 'Nachher AG' },
    })
    expect(await db.outbox.count()).toBe(0)
  })

  it('sends an import of 300 addresses reading the whole outbox a few times, not once per address', async () => {
    const { f, db, options } = await replaySetup()
    const names = Array.from({ length: 300 }, (_, index) => `Import ${index} AG`)
    await queueBatch(db, saves(...names), { ...context, label: 'adressen.csv' })
    const where = vi.spyOn(db.outbox, 'where')

    expect(await replayOnce(options)).toEqual({ sent: 300, outcome: 'idle' })
    const wholeReads = where.mock.calls.filter(([index]) => (index as unknown) === 'account').length
    // One read to start, one every FULL_READ_PASSES sends, and one before stopping.
    expect(wholeReads).toBeLessThanOrEqual(Math.ceil(300 / FULL_READ_PASSES) + 2)
    expect(new Set(f.keysSentTo('/address')).size).toBe(300)
    expect(f.serverAddresses().filter((row) => row.kontaktadresse.firma.startsWith('Import '))).toHaveLength(
      300,
    )
    expect(await db.outbox.count()).toBe(0)
  })
})
