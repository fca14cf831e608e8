import { describe, expect, it } from 'vitest'
import { anOrderInput } from '#testing/order-form'
import { ACCOUNT, anAddressInput, replaySetup, replayUntilIdle } from '#worker/testing/outbox'
import { InvalidChangeError, queueChange } from './queue'

const context = { account: ACCOUNT, now: 0 }

describe('an order and the addresses it saves: one call, one transaction', () => {
  it('stores the order and its addresses together, the addresses waiting for the order', async () => {
    const { db } = await replaySetup()
    const followers = [
      { kind: 'saveAddress' as const, input: anAddressInput({ name: 'Mit Auftrag AG' }) },
      { kind: 'saveAddress' as const, input: anAddressInput({ name: 'Auch Mit AG' }) },
    ]
    const order = await queueChange(db, 'createShipment', anOrderInput(), { ...context, followers })
    const entries = await db.outbox.orderBy('seq').toArray()
    expect(entries.map((entry) => [entry.kind, entry.dependsOn])).toEqual([
      ['createShipment', null],
      ['saveAddress', order],
      ['saveAddress', order],
    ])
  })

  it('a refused address input stores nothing at all: neither the order nor the other address', async () => {
    const { db } = await replaySetup()
    const followers = [
      { kind: 'saveAddress' as const, input: anAddressInput({ name: 'Gut AG' }) },
      { kind: 'saveAddress' as const, input: anAddressInput({ name: '   ' }) },
    ]
    await expect(
      queueChange(db, 'createShipment', anOrderInput(), { ...context, followers }),
    ).rejects.toThrow(InvalidChangeError)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.shipments.count()).toBe(0)
    expect(await db.addressRows.count()).toBe(0)
  })

  it('a write that fails half-way leaves nothing behind: the transaction takes the order back too', async () => {
    const { db } = await replaySetup()
    const add = db.addressRows.put.bind(db.addressRows)
    let puts = 0
    // The second address's optimistic row cannot be written (a full device, a broken store).
    db.addressRows.put = ((...args: Parameters<typeof add>) => {
      puts++
      return puts === 2 ? Promise.reject(new Error('QuotaExceededError')) : add(...args)
    }) as typeof db.addressRows.put
    const followers = [
      { kind: 'saveAddress' as const, input: anAddressInput({ name: 'Eins AG' }) },
      { kind: 'saveAddress' as const, input: anAddressInput({ name: 'Zwei AG' }) },
    ]
    await expect(
      queueChange(db, 'createShipment', anOrderInput(), { ...context, followers }),
    ).rejects.toThrow()
    expect(await db.outbox.count()).toBe(0)
    expect(await db.shipments.count()).toBe(0)
  })

  it('sent: the order first, then its addresses, each once', async () => {
    const { f, db, clock, options } = await replaySetup()
    const followers = [{ kind: 'saveAddress' as const, input: anAddressInput({ name: 'Danach AG' }) }]
    await queueChange(db, 'createShipment', anOrderInput(), { ...context, followers })
    expect(await replayUntilIdle(options, clock)).toBe(2)
    const posts = f.sent.filter((request) => request.method === 'POST').map((request) => request.url.pathname)
    expect(posts).toEqual(['/api/v2/shipments/create', '/api/v2/address'])
  })
})
