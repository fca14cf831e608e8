import { describe, expect, it, vi } from 'vitest'
import { withStorageRecovery } from '#db/storage-pressure'
import { quotaFault } from '#testing/quota-fault'
import { queueChange } from './outbox/queue'
import { nextDelay } from './outbox/retry-policy'
import { OUTBOX_POLL_MS, startOutboxPump } from './outbox-pump'
import { manualClock } from './testing/manual-clock'
import { ACCOUNT, anAddressInput, replaySetup } from './testing/outbox'

const JITTER = 0.5

/** The outbox pump over the fixture, on simulated time; the first `failures` sends answer 503. */
async function pumpWithFailures(failures: number, backoffBaseMs?: number) {
  const { f, db } = await replaySetup()
  const clock = manualClock()
  let failed = 0
  const sends: number[] = []
  f.link.intercept = async (request, forward) => {
    if (request.method !== 'POST') return forward()
    sends.push(clock.now())
    if (failed++ < failures) return new Response('{"code":503,"message":"busy"}', { status: 503 })
    return forward()
  }
  await queueChange(db, 'saveAddress', anAddressInput({ name: 'Backoff AG' }), {
    account: ACCOUNT,
    now: clock.now(),
    dependsOn: null,
  })
  const start = clock.now()
  const pump = startOutboxPump({
    db,
    api: f.api,
    account: ACCOUNT,
    now: clock.now,
    timers: clock.timers(),
    random: () => JITTER,
    ...(backoffBaseMs === undefined ? {} : { backoffBaseMs }),
  })
  /** Waits until the entry has failed `n` times (its backoff is computed from the clock then). */
  const failedTimes = (n: number) =>
    vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.attempts).toBe(n))
  /** Until the pump's next send; advance(0) fires a wake-up set after the clock moved. */
  const sendNumber = (n: number) =>
    vi.waitFor(async () => {
      await clock.advance(0)
      expect(sends).toHaveLength(n)
    })
  return { db, clock, pump, sends, start, failedTimes, sendNumber }
}

describe('the outbox pump', () => {
  it('sends again when the backoff of a failed entry ends, not at the next poll', async () => {
    const { db, clock, pump, sends, start, failedTimes, sendNumber } = await pumpWithFailures(2)
    const first = nextDelay(1, () => JITTER)
    const second = nextDelay(2, () => JITTER)
    expect(first + second).toBeLessThan(OUTBOX_POLL_MS)

    await failedTimes(1)
    await clock.advance(first)
    await sendNumber(2)
    await failedTimes(2)
    await clock.advance(second)
    await sendNumber(3)
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0))
    expect(sends.map((at) => at - start)).toEqual([0, first, first + second])
    await pump.stop()
  })

  it('backs off from the configured base when given one (a browser test’s short backoff)', async () => {
    const { db, clock, pump, sends, start, failedTimes, sendNumber } = await pumpWithFailures(2, 250)
    const first = nextDelay(1, () => JITTER, 250)
    const second = nextDelay(2, () => JITTER, 250)
    expect([first, second]).toEqual([125, 250])

    await failedTimes(1)
    await clock.advance(first - 1)
    await clock.advance(0)
    expect(sends).toHaveLength(1)
    await clock.advance(1)
    await sendNumber(2)
    await failedTimes(2)
    await clock.advance(second)
    await sendNumber(3)
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0))
    expect(sends.map((at) => at - start)).toEqual([0, first, first + second])
    await pump.stop()
  })

  it('wakes no more once stopped', async () => {
    const { clock, pump, sends, failedTimes } = await pumpWithFailures(1)
    await failedTimes(1)
    await pump.stop()
    await clock.advance(OUTBOX_POLL_MS * 3)
    expect(sends).toHaveLength(1)
  })

  it('on a full device, makes room to take back a change a closed tab left in flight, and sends it', async () => {
    const { f, db } = await replaySetup()
    const fault = quotaFault(db)
    const seq = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Liegengeblieben AG' }), {
      account: ACCOUNT,
      now: 0,
      dependsOn: null,
    })
    await db.outbox.update(seq, { status: 'sending' })
    await db.archivePages.put({ account: ACCOUNT, queryKey: 'kept', keys: [], total: 0, fetchedAt: '' })
    fault.refuse(1, ['outbox'])
    const clock = manualClock()
    const pump = startOutboxPump({
      db,
      api: f.api,
      account: ACCOUNT,
      now: clock.now,
      timers: clock.timers(),
      guardStorage: (write) => withStorageRecovery(db, write, () => {}),
    })

    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0))
    expect(fault.refused()).toEqual(['outbox'])
    expect(f.keysSentTo('/address')).toHaveLength(1)
    await pump.stop()
  })
})
