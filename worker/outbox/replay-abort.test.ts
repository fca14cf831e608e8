import { describe, expect, it, vi } from 'vitest'
import type { PortalDatabase } from '#db/database'
import { deferred } from '#testing/deferred'
import { OUTBOX_POLL_MS, startOutboxPump } from '#worker/outbox-pump'
import { manualClock } from '#worker/testing/manual-clock'
import { ACCOUNT, anAddressInput, replaySetup } from '#worker/testing/outbox'
import { queueChange } from './queue'
import { replayOnce } from './replay'

/**
 * Issue 19: a logout during a send stops it. The replay's signal reaches the request in flight, and
 * once it aborted nothing more is sent and nothing more is written, not even the entry's own books:
 * it stays 'sending', and is resent under its key after the next login.
 */

const NAMES = ['Erste AG', 'Zweite AG', 'Dritte AG']

async function queueThree(db: PortalDatabase, now: number) {
  const seqs: number[] = []
  for (const name of NAMES) {
    seqs.push(
      await queueChange(db, 'saveAddress', anAddressInput({ name }), {
        account: ACCOUNT,
        now,
        dependsOn: null,
      }),
    )
  }
  return seqs
}

/** The replica's rows that a send could write: the address book and every other replica table, outbox aside. */
async function replicaSnapshot(db: PortalDatabase) {
  return {
    addresses: await db.addressRows.toArray(ACCOUNT),
    shipments: await db.shipments.toArray(),
    standingOrders: await db.standingOrders.toArray(),
    meta: await db.meta.toArray(),
  }
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError')

describe('replayOnce with a signal', () => {
  it('aborted while a send is in flight: returns without sending the rest and writes nothing more', async () => {
    const { f, db, options } = await replaySetup()
    const seqs = await queueThree(db, 0)
    const controller = new AbortController()
    const inFlight = deferred<void>()
    let posts = 0
    let sawAbort = false
    f.link.intercept = async (request, forward) => {
      if (request.method !== 'POST') return forward()
      posts++
      inFlight.resolve()
      // The network holds the answer until the request is cancelled (a fallback after 3 s, so a
      // request the signal never reaches goes through and the test fails on what follows).
      await new Promise<void>((resolve) => {
        request.signal.addEventListener('abort', () => {
          sawAbort = true
          resolve()
        })
        setTimeout(resolve, 3_000)
      })
      if (sawAbort) throw abortError()
      return forward()
    }

    const replay = replayOnce({ ...options, signal: controller.signal })
    await inFlight.promise
    const outboxDuringSend = await db.outbox.toArray()
    const replicaDuringSend = await replicaSnapshot(db)
    controller.abort()
    const result = await replay

    expect(sawAbort).toBe(true)
    expect(result).toMatchObject({ sent: 0, outcome: 'waiting' })
    expect(posts).toBe(1)
    expect(f.serverAddresses().filter((row) => NAMES.includes(row.kontaktadresse.firma))).toEqual([])
    // Not a failed attempt: the entry stays 'sending' as it was marked, attempts unchanged.
    expect(await db.outbox.toArray()).toEqual(outboxDuringSend)
    expect(await db.outbox.get(seqs[0] ?? 0)).toMatchObject({
      status: 'sending',
      attempts: 0,
      lastError: null,
    })
    expect(await db.outbox.get(seqs[1] ?? 0)).toMatchObject({ status: 'queued', attempts: 0 })
    expect(await replicaSnapshot(db)).toEqual(replicaDuringSend)
  })

  it('a signal aborted before the replay sends nothing and writes nothing', async () => {
    const { f, db, options } = await replaySetup()
    await queueThree(db, 0)
    const before = await db.outbox.toArray()
    const controller = new AbortController()
    controller.abort()

    expect(await replayOnce({ ...options, signal: controller.signal })).toMatchObject({ sent: 0 })

    expect(f.to('/address')).toEqual([])
    expect(await db.outbox.toArray()).toEqual(before)
  })

  it('a send answered after the abort (at the network): its answer is not applied', async () => {
    const { f, db, options } = await replaySetup()
    const seqs = await queueThree(db, 0)
    const controller = new AbortController()
    f.link.intercept = async (request, forward) => {
      if (request.method !== 'POST') return forward()
      // The server commits the change, then the logout aborts while its answer travels back.
      const response = await forward()
      controller.abort()
      return response
    }
    const replicaBefore = await replicaSnapshot(db)

    const result = await replayOnce({ ...options, signal: controller.signal })

    expect(result).toMatchObject({ sent: 0, outcome: 'waiting' })
    const created = f.serverAddresses().filter((row) => NAMES.includes(row.kontaktadresse.firma))
    expect(created.map((row) => row.kontaktadresse.firma)).toEqual(['Erste AG'])
    const serverId = created[0]?.kontaktadresse.id ?? 0
    expect(await db.addressRows.get([ACCOUNT, serverId])).toBeUndefined()
    expect(await db.outbox.get(seqs[0] ?? 0)).toMatchObject({ status: 'sending', attempts: 0 })
    expect(await db.outbox.count()).toBe(3)
    expect(await replicaSnapshot(db)).toEqual(replicaBefore)
    expect(f.to('/address')).toHaveLength(1)
  })

  it('a send whose answer reached the replay after the abort: not applied, the entry stays sending', async () => {
    const { f, db, options } = await replaySetup()
    const seqs = await queueThree(db, 0)
    const controller = new AbortController()
    // The answer is complete before the signal fires: the replay itself must look at the signal.
    const create = f.api.addresses.create
    f.api.addresses.create = async (...args: Parameters<typeof create>) => {
      const answer = await create(args[0], { ...args[1], signal: undefined })
      controller.abort()
      return answer
    }
    const replicaBefore = await replicaSnapshot(db)

    const result = await replayOnce({ ...options, signal: controller.signal })

    expect(result).toMatchObject({ sent: 0, outcome: 'waiting' })
    const created = f.serverAddresses().filter((row) => NAMES.includes(row.kontaktadresse.firma))
    expect(created).toHaveLength(1)
    expect(await db.addressRows.get([ACCOUNT, created[0]?.kontaktadresse.id ?? 0])).toBeUndefined()
    expect(await db.addressRows.get([ACCOUNT, -(seqs[0] ?? 0)])).toMatchObject({ pendingSeq: seqs[0] })
    expect(await db.outbox.get(seqs[0] ?? 0)).toMatchObject({ status: 'sending', attempts: 0 })
    expect(await db.outbox.count()).toBe(3)
    expect(await replicaSnapshot(db)).toEqual(replicaBefore)
  })
})

describe('the outbox pump stopped during a send', () => {
  it('stop() settles only once the pass in progress ended, and no send starts after it', async () => {
    const { f, db } = await replaySetup()
    const clock = manualClock()
    const seqs = await queueThree(db, clock.now())
    const answer = deferred<void>()
    const inFlight = deferred<void>()
    let posts = 0
    f.link.intercept = async (request, forward) => {
      if (request.method !== 'POST') return forward()
      posts++
      inFlight.resolve()
      // A network that answers late whatever the page does: the pass cannot end before it.
      await answer.promise
      return forward()
    }
    const pump = startOutboxPump({ db, api: f.api, account: ACCOUNT, now: clock.now, timers: clock.timers() })
    await inFlight.promise

    let stopped = false
    const stopping = pump.stop().then(() => {
      stopped = true
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(stopped).toBe(false)

    answer.resolve()
    await stopping
    expect(stopped).toBe(true)
    const outboxAtStop = await db.outbox.toArray()
    const replicaAtStop = await replicaSnapshot(db)

    // Nothing more: no kick, no poll, no wake-up sends anything or writes anything.
    await pump.kick()
    await clock.advance(OUTBOX_POLL_MS * 5)
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(posts).toBe(1)
    expect(f.to('/address')).toHaveLength(1)
    expect(await db.outbox.toArray()).toEqual(outboxAtStop)
    expect(await replicaSnapshot(db)).toEqual(replicaAtStop)
    // The answer came after the stop: not applied, the entry waits 'sending' for the next login.
    expect(await db.outbox.get(seqs[0] ?? 0)).toMatchObject({ status: 'sending' })
    expect(await db.outbox.count()).toBe(3)
  })

  it('stop() aborts a send that waits on the network, and resolves once it has', async () => {
    const { f, db } = await replaySetup()
    const clock = manualClock()
    await queueThree(db, clock.now())
    const inFlight = deferred<void>()
    const aborted = vi.fn()
    f.link.intercept = async (request, forward) => {
      if (request.method !== 'POST') return forward()
      inFlight.resolve()
      await new Promise<void>((resolve, reject) => {
        request.signal.addEventListener('abort', () => {
          aborted()
          reject(abortError())
        })
        setTimeout(resolve, 5_000)
      })
      return forward()
    }
    const pump = startOutboxPump({ db, api: f.api, account: ACCOUNT, now: clock.now, timers: clock.timers() })
    await inFlight.promise
    const started = Date.now()

    await pump.stop()

    expect(aborted).toHaveBeenCalledTimes(1)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(f.to('/address')).toHaveLength(1)
    expect(f.serverAddresses().filter((row) => NAMES.includes(row.kontaktadresse.firma))).toEqual([])
  })
})
