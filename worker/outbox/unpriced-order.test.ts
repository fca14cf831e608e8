import { describe, expect, it } from 'vitest'
import { anOrderInput } from '#testing/order-form'
import { ACCOUNT, replaySetup } from '#worker/testing/outbox'
import { queueChange } from './queue'
import { replayOnce } from './replay'

/** LAYOUT-045: an order queued offline for which the server finds no price is never sent. */

describe('a queued order without a price', () => {
  it('is not sent: it needs attention with the reason price:noresult, and the order form corrects it', async () => {
    const { f, db, options } = await replaySetup()
    // A place the tariff does not know: the fixture answers the price with [] ("no result").
    const base = anOrderInput()
    const nowhere = { ...base.form.receiver, zip: '9999', location: 'Atlantis', locationId: null }
    const order = await queueChange(db, 'createShipment', anOrderInput({ receiver: nowhere }), {
      account: ACCOUNT,
      now: 0,
    })

    expect(await replayOnce(options)).toEqual({ sent: 0, outcome: 'idle' })
    expect(await db.outbox.get(order)).toMatchObject({
      status: 'needsAttention',
      lastError: 'price:noresult',
      errorField: null,
      correctionPath: `/order?correct=${order}`,
    })
    expect(f.keysSentTo('/shipments/create')).toHaveLength(0)
    expect(f.sent.some((request) => request.url.pathname.endsWith('/get-price'))).toBe(true)
  })
})
