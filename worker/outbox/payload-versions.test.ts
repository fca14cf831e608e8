import { describe, expect, it } from 'vitest'
import { FAILURE_REASONS } from '#domain/changes/failure-reasons'
import { anOrderPayload, anOutboxRow } from '#testing/factories'
import { anOrderInput } from '#testing/order-form'
import { ACCOUNT, anAddressInput, replaySetup } from '#worker/testing/outbox'
import { queueChange } from './queue'
import { replayOnce } from './replay'

const createdBodies = (f: Awaited<ReturnType<typeof replaySetup>>['f']) =>
  f.sent
    .filter((request) => request.url.pathname.endsWith('/shipments/create'))
    .map((request) => JSON.parse(request.body ?? '{}'))

describe('payload versions: every entry says which build’s shape it stores', () => {
  it('an entry is stored with its kind’s current version', async () => {
    const { db } = await replaySetup()
    const order = await queueChange(db, 'createShipment', anOrderInput(), { account: ACCOUNT, now: 0 })
    const address = await queueChange(db, 'saveAddress', anAddressInput(), { account: ACCOUNT, now: 0 })
    expect(await db.outbox.get(order)).toMatchObject({ payloadVersion: 2 })
    expect(await db.outbox.get(address)).toMatchObject({ payloadVersion: 1 })
  })

  it('an order of version 1 (the wire body) is upgraded as it is when priced: sent once, unchanged', async () => {
    const { f, db, options } = await replaySetup()
    const body = anOrderPayload({ note: 'Version 1', transportart_id: 1, website_offertbetrag: 42 })
    const seq = await db.outbox.add(
      anOutboxRow({ account: ACCOUNT, kind: 'createShipment', payload: { order: body, priced: true } }),
    )
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(await db.outbox.get(seq)).toBeUndefined()
    expect(createdBodies(f)).toEqual([body])
  })

  it.each([
    ['unpriced', { order: anOrderPayload(), priced: false }],
    [
      'naming an address created offline',
      {
        order: anOrderPayload({
          kontaktadressen: {
            ...anOrderPayload().kontaktadressen,
            send: [{ ...anOrderPayload().kontaktadressen.send[0], kontaktadresse_id: -3 }],
          } as never,
        }),
        priced: true,
      },
    ],
  ])(
    'an order of version 1 %s cannot be upgraded: it needs attention, is kept as stored and never sent',
    async (_, payload) => {
      const { f, db, options } = await replaySetup()
      const seq = await db.outbox.add(anOutboxRow({ account: ACCOUNT, kind: 'createShipment', payload }))
      expect(await replayOnce(options)).toEqual({ sent: 0, outcome: 'idle' })
      expect(await db.outbox.get(seq)).toMatchObject({
        status: 'needsAttention',
        lastError: FAILURE_REASONS.oldVersion,
        payload,
      })
      expect(createdBodies(f)).toEqual([])
    },
  )

  it('an entry of a newer build’s version is never guessed at: it needs attention and the line goes on', async () => {
    const { f, db, options } = await replaySetup()
    const newer = await db.outbox.add(
      anOutboxRow({
        account: ACCOUNT,
        kind: 'saveAddress',
        payload: { shape: 'of tomorrow' },
        payloadVersion: 7,
      }),
    )
    await queueChange(db, 'saveAddress', anAddressInput({ name: 'Heute AG' }), { account: ACCOUNT, now: 0 })
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(await db.outbox.get(newer)).toMatchObject({
      status: 'needsAttention',
      lastError: FAILURE_REASONS.unknownKind,
      payload: { shape: 'of tomorrow' },
    })
    expect(f.serverAddresses().filter((row) => row.kontaktadresse.firma === 'Heute AG')).toHaveLength(1)
  })

  it('a damaged record of a current kind does not break the line: it is parked as damaged, the rest goes on', async () => {
    const { f, db, options } = await replaySetup()
    const damaged = await db.outbox.add(anOutboxRow({ account: ACCOUNT, kind: 'saveAddress', payload: {} }))
    await queueChange(db, 'saveAddress', anAddressInput({ name: 'Trotzdem AG' }), {
      account: ACCOUNT,
      now: 0,
    })
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(await db.outbox.get(damaged)).toMatchObject({
      status: 'needsAttention',
      lastError: FAILURE_REASONS.damaged,
    })
    expect(f.serverAddresses().filter((row) => row.kontaktadresse.firma === 'Trotzdem AG')).toHaveLength(1)
  })
})
