import { describe, expect, it } from 'vitest'
import { queueChange } from '#worker/outbox/queue'
import { discard, replayOnce } from '#worker/outbox/replay'
import { ACCOUNT, replaySetup } from '#worker/testing/outbox'

async function setup() {
  const { f, db, options } = await replaySetup()
  const [order] = (await f.api.standingOrders.list({ count: 1, offset: 0 })).items
  if (!order) throw new Error('no standing order')
  await db.standingOrders.put({ account: ACCOUNT, key: order.key, order, pendingSeq: null })
  const rename = (customerName: string) =>
    queueChange(db, 'renameStandingOrder', { key: order.key, customerName }, { account: ACCOUNT, now: 0 })
  const shown = async () => (await db.standingOrders.get([ACCOUNT, order.key]))?.order.customerName
  return { f, db, options, order, rename, shown }
}

describe('renameStandingOrder refused and corrected', () => {
  it('a name longer than the server takes needs attention with its reason, and “Correct” opens the order', async () => {
    const { f, db, options, order, rename, shown } = await setup()
    const seq = await rename('x'.repeat(121))
    expect(await shown()).toBe('x'.repeat(121))
    await replayOnce(options)
    const refused = await db.outbox.get(seq)
    expect(refused).toMatchObject({ status: 'needsAttention', attempts: 0 })
    expect(refused?.lastError).toContain('customerName is too long (max 120)')
    expect(refused?.correctionPath).toBe(`/recurring-orders?open=${order.key}`)
    expect(f.fixture.store.standingOrders.get(order.key)?.customer_name).toBe(order.customerName)
  })

  it('renaming again corrects the refused rename instead of queueing one that could never be sent', async () => {
    const { f, db, options, order, rename, shown } = await setup()
    const seq = await rename('x'.repeat(121))
    await replayOnce(options)
    f.sent.length = 0

    expect(await rename('Morgentour')).toBe(seq)
    expect(await db.outbox.count()).toBe(1)
    expect(await shown()).toBe('Morgentour')
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(f.fixture.store.standingOrders.get(order.key)?.customer_name).toBe('Morgentour')
    expect(f.keysSentTo(`/standing-order/${order.key}/change-customer-name`)).toHaveLength(1)
    expect(await db.standingOrders.get([ACCOUNT, order.key])).toMatchObject({ pendingSeq: null })
  })

  it('a discarded correction still restores the name from before the first attempt', async () => {
    const { db, options, order, rename, shown } = await setup()
    const seq = await rename('x'.repeat(121))
    await replayOnce(options)
    await rename('y'.repeat(130))
    await discard(db, seq)
    expect(await shown()).toBe(order.customerName)
    expect(await db.standingOrders.get([ACCOUNT, order.key])).toMatchObject({ pendingSeq: null })
  })

  it('a rename waiting to be sent (not refused) is followed by a new one, not overwritten', async () => {
    const { db, rename } = await setup()
    const first = await rename('Erste')
    const second = await rename('Zweite')
    expect(second).not.toBe(first)
    expect(await db.outbox.count()).toBe(2)
  })
})
