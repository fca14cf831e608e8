import { describe, expect, it } from 'vitest'
import { ACCOUNT, anOrderPayload, replaySetup } from '#worker/testing/outbox'
import { queueChange } from './queue'
import { replayOnce } from './replay'

/** LAYOUT-045: an order queued offline for which the server finds no price is never sent. */

describe('a queued order without a price', () => {
  it('is not sent: it needs attention with the reason price:noresult, and the order form corrects it', async () => {
    const { f, db, options } = await replaySetup()
    // A place the tariff does not know: the fixture answers the price with [] ("no result").
    const nowhere = anOrderPayload().kontaktadressen.receive.map((stop) => ({
      ...stop,
      postleitzahl: '9999',
      ort: 'Atlantis',
      plz: null,
    }))
    const base = anOrderPayload()
    const order = await queueChange(
      db,
      'createShipment',
      { order: { ...base, kontaktadressen: { ...base.kontaktadressen, receive: nowhere } } },
      { account: ACCOUNT, now: 0 },
    )

    expect(await replayOnce(options)).toEqual({ sent: 0, outcome: 'idle' })
    expect(await db.outbox.get(order)).toMatchObject({
      status: 'needsAttention',
      lastError: 'price:noresult',
      errorField: 'price',
      correctionPath: `/order?correct=${order}`,
    })
    expect(f.keysSentTo('/shipments/create')).toHaveLength(0)
    expect(f.sent.some((request) => request.url.pathname.endsWith('/get-price'))).toBe(true)
  })
})
