import { describe, expect, it } from 'vitest'
import { getPodRequestsOfDay } from '#db/queries/pod-requests'
import type { OutboxRow } from '#db/rows'
import { podRequestKey, zurichDayOf } from '#domain/shipments/bulk-pod'
import { ACCOUNT, anAddressInput, replaySetup, replayUntilIdle } from '#worker/testing/outbox'
import { discard, discardBatch } from './entry-actions'
import { InvalidChangeError, queueBatch, queueChange } from './queue'

const EMAIL = 'desk@example.ch'
const pods = (keys: readonly number[], email = EMAIL) =>
  keys.map((key) => ({ kind: 'requestPodEmail' as const, input: { key, email } }))

async function archivedKeys(f: Awaited<ReturnType<typeof replaySetup>>['f'], count: number) {
  const { items } = await f.api.shipments.listArchive({ count, offset: 0 })
  expect(items.length).toBe(count)
  return items.map((item) => item.key)
}

describe('queueBatch: many requests, one transaction, one batch', () => {
  it('stores one entry per change, each with its own Idempotency-Key, all marked with the batch', async () => {
    const { db, clock } = await replaySetup()
    const queued = await queueBatch(db, pods([11, 12, 13]), { account: ACCOUNT, now: clock.ms, label: EMAIL })
    const entries = (await db.outbox.orderBy('seq').toArray()) as (OutboxRow & { seq: number })[]
    expect(entries.map((entry) => entry.seq)).toEqual(queued.seqs)
    expect(entries.map((entry) => entry.payload)).toEqual([11, 12, 13].map((key) => ({ key, email: EMAIL })))
    expect(new Set(entries.map((entry) => entry.idempotencyKey)).size).toBe(3)
    expect(entries.map((entry) => entry.batch)).toEqual(
      Array(3).fill({ id: queued.batch, label: EMAIL, size: 3 }),
    )
    // Independent of each other: one refused request must not hold up the rest.
    expect(entries.map((entry) => entry.dependsOn)).toEqual([null, null, null])
  })

  it('a single refused input stores nothing of the batch', async () => {
    const { db, clock } = await replaySetup()
    const changes = [...pods([11, 12]), { kind: 'requestPodEmail' as const, input: { key: 13, email: 'no' } }]
    await expect(queueBatch(db, changes, { account: ACCOUNT, now: clock.ms, label: EMAIL })).rejects.toThrow(
      InvalidChangeError,
    )
    expect(await db.outbox.count()).toBe(0)
  })

  it('a write failing half-way takes the whole batch back: it runs in one transaction', async () => {
    const { db, clock } = await replaySetup()
    const add = db.outbox.add.bind(db.outbox)
    let adds = 0
    db.outbox.add = ((...args: Parameters<typeof add>) => {
      adds++
      return adds === 3 ? Promise.reject(new Error('QuotaExceededError')) : add(...args)
    }) as typeof db.outbox.add
    await expect(
      queueBatch(db, pods([1, 2, 3, 4]), { account: ACCOUNT, now: clock.ms, label: EMAIL }),
    ).rejects.toThrow()
    expect(await db.outbox.count()).toBe(0)
  })

  it('an empty batch is refused', async () => {
    const { db, clock } = await replaySetup()
    await expect(queueBatch(db, [], { account: ACCOUNT, now: clock.ms, label: EMAIL })).rejects.toThrow(
      InvalidChangeError,
    )
  })

  it('reaches the server once per shipment, each under its own key, and records them for the day', async () => {
    const { f, db, clock, options } = await replaySetup()
    const keys = await archivedKeys(f, 4)
    f.link.offline = true
    await queueBatch(db, pods(keys), { account: ACCOUNT, now: clock.ms, label: EMAIL })
    const day = zurichDayOf(new Date(clock.ms).toISOString()) ?? ''
    // Waiting: already counted as requested today.
    expect(await getPodRequestsOfDay(ACCOUNT, day, db)).toEqual(
      new Set(keys.map((key) => podRequestKey(key, EMAIL))),
    )
    f.link.offline = false
    await f.faults({ dropNextWrites: 2 })
    expect(await replayUntilIdle(options, clock)).toBe(4)
    const requests = f.fixture.store.podRequests.filter((request) => request.email === EMAIL)
    expect(requests.map((request) => request.key).sort()).toEqual([...keys].sort())
    const sentKeys = f.keysSentTo('/shipments/request-waybill-email')
    expect(new Set(sentKeys).size).toBe(4)
    // Sent: the day's record holds them now that the outbox does not.
    expect(await db.outbox.count()).toBe(0)
    expect(await getPodRequestsOfDay(ACCOUNT, day, db)).toEqual(
      new Set(keys.map((key) => podRequestKey(key, EMAIL))),
    )
  })
})

describe('discardBatch: the whole batch goes, an entry in flight stays', () => {
  it('discards every waiting entry of the batch and nothing else', async () => {
    const { db, clock } = await replaySetup()
    const other = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Bleibt AG' }), {
      account: ACCOUNT,
      now: clock.ms,
    })
    const first = await queueBatch(db, pods([1, 2, 3]), { account: ACCOUNT, now: clock.ms, label: EMAIL })
    const second = await queueBatch(db, pods([4]), { account: ACCOUNT, now: clock.ms, label: 'x@example.ch' })
    await db.outbox.update(first.seqs[0] ?? 0, { status: 'sending' })

    expect(await discardBatch(db, ACCOUNT, first.batch)).toEqual(first.seqs.slice(1))
    const left = (await db.outbox.orderBy('seq').toArray()).map((entry) => entry.seq)
    expect(left).toEqual([other, first.seqs[0], ...second.seqs])
  })

  it('leaves another account’s entries alone, even with the same batch id', async () => {
    const { db, clock } = await replaySetup()
    const queued = await queueBatch(db, pods([1, 2]), { account: ACCOUNT, now: clock.ms, label: EMAIL })
    expect(await discardBatch(db, 'someone-else', queued.batch)).toEqual([])
    expect(await db.outbox.count()).toBe(2)
  })

  it('a single entry of a batch can still be discarded alone', async () => {
    const { db, clock } = await replaySetup()
    const queued = await queueBatch(db, pods([1, 2]), { account: ACCOUNT, now: clock.ms, label: EMAIL })
    expect(await discard(db, queued.seqs[1] ?? 0)).toEqual([queued.seqs[1]])
    expect(await db.outbox.count()).toBe(1)
  })
})
