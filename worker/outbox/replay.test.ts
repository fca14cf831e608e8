import { afterEach, describe, expect, it } from 'vitest'
import type { PortalDatabase } from '#db/database'
import { FAILURE_REASONS } from '#domain/changes/failure-reasons'
import { ACCOUNT, anAddressInput, freshName, onlineFixture, openDb, testClock } from '#worker/testing/outbox'
import { isPaused, resumeAccount } from './pause'
import { queueChange } from './queue'
import { recoverInterrupted, replayOnce } from './replay'

const opened: PortalDatabase[] = []
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete()
})

async function setup(name = freshName()) {
  const f = await onlineFixture()
  const db = openDb(name)
  opened.push(db)
  const clock = testClock()
  const options = { db, api: f.api, account: ACCOUNT, now: clock.now, random: () => 0.5 }
  const named = (firma: string) => f.serverAddresses().filter((row) => row.kontaktadresse.firma === firma)
  return { f, db, clock, options, named }
}

describe('replayOnce', () => {
  it('sends with the entry’s key, replaces the temporary row with the server’s, and only then deletes the entry', async () => {
    const { f, db, options, named } = await setup()
    const seq = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Replay AG' }), {
      account: ACCOUNT,
      now: 0,
    })
    const key = (await db.outbox.get(seq))?.idempotencyKey
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(f.keysSentTo('/address')).toEqual([key])
    const [server] = named('Replay AG')
    const id = server?.kontaktadresse.id ?? 0
    expect(await db.outbox.count()).toBe(0)
    expect(await db.addressRows.get([ACCOUNT, -seq])).toBeUndefined()
    expect(await db.addressRows.get([ACCOUNT, id])).toMatchObject({
      id,
      pendingSeq: null,
      address: { id, name: 'Replay AG' },
    })
  })

  it('keeps an entry through network errors, backing off, and resends it with the same key', async () => {
    const { f, db, clock, options, named } = await setup()
    const seq = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Tunnel AG' }), {
      account: ACCOUNT,
      now: 0,
    })
    f.link.offline = true
    const first = await replayOnce(options)
    // attempt 1: ceiling 2 s, jitter 0.5 → 1 s
    expect(first).toEqual({ sent: 0, outcome: 'waiting', nextAttemptAt: clock.ms + 1000 })
    expect(await db.outbox.get(seq)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: FAILURE_REASONS.offline,
    })
    expect(await db.addressRows.get([ACCOUNT, -seq])).toMatchObject({ pendingSeq: seq })

    // Not due yet: nothing is sent at all.
    const before = f.sent.length
    expect(await replayOnce(options)).toMatchObject({ sent: 0, outcome: 'waiting' })
    expect(f.sent.length).toBe(before)

    clock.ms += 1000
    expect(await replayOnce(options)).toEqual({ sent: 0, outcome: 'waiting', nextAttemptAt: clock.ms + 2000 })
    expect(await db.outbox.get(seq)).toMatchObject({ attempts: 2 })

    f.link.offline = false
    clock.ms += 2000
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    const keys = f.keysSentTo('/address')
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    expect(named('Tunnel AG')).toHaveLength(1)
  })

  it('retries 5xx answers the same way', async () => {
    const { f, db, clock, options, named } = await setup()
    await queueChange(db, 'saveAddress', anAddressInput({ name: 'Busy AG' }), { account: ACCOUNT, now: 0 })
    await f.faults({ errorRate: 1 })
    const result = await replayOnce(options)
    expect(result).toMatchObject({ sent: 0, outcome: 'waiting' })
    expect(named('Busy AG')).toHaveLength(0)
    await f.faults({ errorRate: 0 })
    clock.ms = result.nextAttemptAt ?? clock.ms
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(named('Busy AG')).toHaveLength(1)
  })

  it('a write committed but unanswered keeps its entry; the retry’s key makes it count once', async () => {
    const { f, db, clock, options, named } = await setup()
    const seq = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Dropped AG' }), {
      account: ACCOUNT,
      now: 0,
    })
    await f.faults({ dropNextWrites: 1 })
    const result = await replayOnce(options)
    expect(result.outcome).toBe('waiting')
    expect(named('Dropped AG')).toHaveLength(1)
    expect(await db.outbox.get(seq)).toMatchObject({ status: 'queued', attempts: 1 })
    expect(await db.addressRows.get([ACCOUNT, -seq])).toMatchObject({ pendingSeq: seq })

    clock.ms = result.nextAttemptAt ?? clock.ms
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(named('Dropped AG')).toHaveLength(1)
    expect(await db.addressRows.get([ACCOUNT, named('Dropped AG')[0]?.kontaktadresse.id ?? 0])).toMatchObject(
      {
        pendingSeq: null,
      },
    )
  })

  it('pauses on a 401 the refresh cannot cure, sends nothing more, and resumes after the same account logs in', async () => {
    const { f, db, options, named } = await setup()
    const seq = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Session AG' }), {
      account: ACCOUNT,
      now: 0,
    })
    await f.faults({ expireTokens: true, revokeRefreshTokens: true })
    expect(await replayOnce(options)).toEqual({ sent: 0, outcome: 'paused' })
    expect(await db.outbox.get(seq)).toMatchObject({ status: 'queued', attempts: 0 })
    expect(await isPaused(db, ACCOUNT)).toBe(true)

    const before = f.sent.length
    expect(await replayOnce(options)).toEqual({ sent: 0, outcome: 'paused' })
    expect(f.sent.length).toBe(before)
    // Another account's outbox is not paused by it.
    expect(await isPaused(db, 'restricted')).toBe(false)

    await f.login()
    await resumeAccount(db, ACCOUNT)
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(named('Session AG')).toHaveLength(1)
  })

  it.each([
    ['after the server committed it', true],
    ['before the request left', false],
  ])(
    'resends an entry left sending by a crash %s, with the same key, exactly once',
    async (_when, committed) => {
      const name = freshName()
      const { f, db, options, named } = await setup(name)
      const seq = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Crash AG' }), {
        account: ACCOUNT,
        now: 0,
      })
      f.link.intercept = async (request, forward) => {
        if (committed) await forward()
        // The tab goes away: its database connection with it.
        db.close()
        throw new TypeError(`tab closed during ${request.method}`)
      }
      await expect(replayOnce(options)).rejects.toThrow()
      expect(named('Crash AG')).toHaveLength(committed ? 1 : 0)

      f.link.intercept = null
      const reopened = openDb(name)
      opened.push(reopened)
      expect(await reopened.outbox.get(seq)).toMatchObject({ status: 'sending' })
      expect(await recoverInterrupted(reopened)).toBe(1)
      expect(await reopened.outbox.get(seq)).toMatchObject({ status: 'queued', attempts: 1 })
      expect(await replayOnce({ ...options, db: reopened })).toEqual({ sent: 1, outcome: 'idle' })
      const keys = f.keysSentTo('/address')
      expect(keys).toHaveLength(2)
      expect(new Set(keys).size).toBe(1)
      expect(named('Crash AG')).toHaveLength(1)
      expect(await reopened.addressRows.get([ACCOUNT, -seq])).toBeUndefined()
    },
  )
})
