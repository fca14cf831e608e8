import { describe, expect, it } from 'vitest'
import { FAILURE_REASONS } from '#domain/changes/failure-reasons'
import { ACCOUNT, anAddressInput, type OnlineFixture, replaySetup } from '#worker/testing/outbox'
import { retryNow } from './entry-actions'
import { queueChange } from './queue'
import { replayOnce } from './replay'
import { MAX_CONFLICTS, MAX_SERVER_FAILURES } from './retry-policy'

/** Answers every address save whose company is `firma` with `status` and `body`; forwards the rest. */
function answerSavesOf(f: OnlineFixture, firma: string, status: number, body: unknown, times = Infinity) {
  let left = times
  f.link.intercept = async (request, forward) => {
    const isSave = request.method === 'POST' && new URL(request.url).pathname.endsWith('/address')
    if (isSave && left > 0 && (await request.clone().text()).includes(firma)) {
      left--
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    }
    return forward()
  }
}

const named = (f: OnlineFixture, firma: string) =>
  f.serverAddresses().filter((row) => row.kontaktadresse.firma === firma)

async function queueSave(db: Awaited<ReturnType<typeof replaySetup>>['db'], name: string) {
  return queueChange(db, 'saveAddress', anAddressInput({ name }), { account: ACCOUNT, now: 0 })
}

describe('a change the server keeps failing on', () => {
  it('blocks the line while it backs off, then after 8 failures needs attention with its key and lets the others go', async () => {
    const { f, db, clock, options } = await replaySetup()
    const poison = await queueSave(db, 'Poison AG')
    await queueSave(db, 'Patient AG')
    const key = (await db.outbox.get(poison))?.idempotencyKey
    answerSavesOf(f, 'Poison AG', 503, { code: 503, message: 'Temporarily unavailable' })

    for (let failure = 1; failure < MAX_SERVER_FAILURES; failure++) {
      const result = await replayOnce(options)
      expect(result).toMatchObject({ sent: 0, outcome: 'waiting' })
      expect(await db.outbox.get(poison)).toMatchObject({ status: 'queued', serverFailures: failure })
      // Nothing overtakes an entry that backs off: the change behind it still waits.
      expect(named(f, 'Patient AG')).toHaveLength(0)
      clock.ms = result.nextAttemptAt ?? clock.ms
    }

    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(named(f, 'Patient AG')).toHaveLength(1)
    expect(await db.outbox.get(poison)).toMatchObject({
      status: 'needsAttention',
      idempotencyKey: key,
      lastError: FAILURE_REASONS.keepsFailing,
      serverFailures: MAX_SERVER_FAILURES,
    })
    expect(new Set(f.keysSentTo('/address')).has(key ?? '')).toBe(true)
    expect(MAX_SERVER_FAILURES).toBe(8)
  })

  it('sent again by the user, it gets a new round, and once the server recovers is saved once under its key', async () => {
    const { f, db, clock, options } = await replaySetup()
    const poison = await queueSave(db, 'Comeback AG')
    const key = (await db.outbox.get(poison))?.idempotencyKey
    answerSavesOf(f, 'Comeback AG', 500, undefined)
    for (let failure = 0; failure < MAX_SERVER_FAILURES; failure++) {
      const result = await replayOnce(options)
      clock.ms = result.nextAttemptAt ?? clock.ms
    }
    expect(await db.outbox.get(poison)).toMatchObject({ status: 'needsAttention' })

    await retryNow(db, poison)
    expect(await db.outbox.get(poison)).toMatchObject({
      status: 'queued',
      serverFailures: 0,
      lastError: null,
    })
    // Still failing: one failure of the new round backs off instead of parking it again at once.
    expect(await replayOnce(options)).toMatchObject({ outcome: 'waiting' })
    expect(await db.outbox.get(poison)).toMatchObject({
      status: 'queued',
      serverFailures: 1,
      lastError: 'outbox:http:500',
    })

    f.link.intercept = null
    clock.ms += 600_000
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(named(f, 'Comeback AG')).toHaveLength(1)
    expect(new Set(f.keysSentTo('/address'))).toEqual(new Set([key]))
  })

  it('offline spells do not count: a device offline for a day still sends its change', async () => {
    const { f, db, clock, options } = await replaySetup()
    const seq = await queueSave(db, 'Tunnel AG')
    f.link.offline = true
    for (let attempt = 0; attempt < MAX_SERVER_FAILURES * 3; attempt++) {
      const result = await replayOnce(options)
      clock.ms = result.nextAttemptAt ?? clock.ms
    }
    expect(await db.outbox.get(seq)).toMatchObject({
      status: 'queued',
      serverFailures: 0,
      lastError: FAILURE_REASONS.offline,
    })
    f.link.offline = false
    clock.ms += 600_000
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
  })
})

describe('409 and 422, as the idempotency-key draft means them', () => {
  it('a 409 (the key still being processed) is asked again under the same key, and the change is saved once', async () => {
    const { f, db, clock, options } = await replaySetup()
    const seq = await queueSave(db, 'Busy Key AG')
    const key = (await db.outbox.get(seq))?.idempotencyKey
    answerSavesOf(f, 'Busy Key AG', 409, { code: 409, message: 'A request with this key is in progress' }, 2)
    for (let round = 0; round < 2; round++) {
      const result = await replayOnce(options)
      expect(result.outcome).toBe('waiting')
      expect(await db.outbox.get(seq)).toMatchObject({ status: 'queued', idempotencyKey: key })
      clock.ms = result.nextAttemptAt ?? clock.ms
    }
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(f.keysSentTo('/address')).toEqual([key, key, key])
    expect(named(f, 'Busy Key AG')).toHaveLength(1)
  })

  it('failures of another kind before a 409 do not count: only 409s in a row park it', async () => {
    const { f, db, clock, options } = await replaySetup()
    const seq = await queueSave(db, 'Mixed AG')
    const answers = [503, 503, 503, 409, 409]
    f.link.intercept = async (request, forward) => {
      const status = request.method === 'POST' ? answers.shift() : undefined
      if (status === undefined) return forward()
      return new Response(JSON.stringify({ code: status, message: 'busy' }), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    }
    for (let round = 0; round < 5; round++) {
      const result = await replayOnce(options)
      expect(await db.outbox.get(seq)).toMatchObject({ status: 'queued' })
      clock.ms = result.nextAttemptAt ?? clock.ms
    }
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(named(f, 'Mixed AG')).toHaveLength(1)
  })

  it('a 409 that does not pass needs attention after 3, with the server’s words and the key kept', async () => {
    const { f, db, clock, options } = await replaySetup()
    const seq = await queueSave(db, 'Locked AG')
    const key = (await db.outbox.get(seq))?.idempotencyKey
    answerSavesOf(f, 'Locked AG', 409, { code: 409, message: 'This address can no longer be changed' })
    for (let round = 1; round < MAX_CONFLICTS; round++) {
      const result = await replayOnce(options)
      expect(await db.outbox.get(seq)).toMatchObject({ status: 'queued' })
      clock.ms = result.nextAttemptAt ?? clock.ms
    }
    expect(await replayOnce(options)).toEqual({ sent: 0, outcome: 'idle' })
    expect(await db.outbox.get(seq)).toMatchObject({
      status: 'needsAttention',
      idempotencyKey: key,
      lastError: 'This address can no longer be changed',
    })
  })

  it('a 422 about the key needs attention and keeps the key: a new one could duplicate the change', async () => {
    const { f, db, options } = await replaySetup()
    const seq = await queueSave(db, 'Reused Key AG')
    const key = (await db.outbox.get(seq))?.idempotencyKey
    answerSavesOf(f, 'Reused Key AG', 422, {
      code: 422,
      message: 'Idempotency-Key was already used for a different request',
      field: 'Idempotency-Key',
    })
    expect(await replayOnce(options)).toEqual({ sent: 0, outcome: 'idle' })
    expect(await db.outbox.get(seq)).toMatchObject({
      status: 'needsAttention',
      idempotencyKey: key,
      lastError: FAILURE_REASONS.keyConflict,
    })
  })

  it('another 422 is a refusal: it needs attention with the server’s words, and the corrected change gets a new key', async () => {
    const { f, db, options } = await replaySetup()
    const seq = await queueSave(db, 'Refused AG')
    const key = (await db.outbox.get(seq))?.idempotencyKey
    answerSavesOf(f, 'Refused AG', 422, { code: 422, message: 'Street is missing', field: 'addresse' })
    await replayOnce(options)
    const entry = await db.outbox.get(seq)
    expect(entry).toMatchObject({
      status: 'needsAttention',
      lastError: 'Street is missing',
      errorField: 'addresse',
    })
    expect(entry?.idempotencyKey).not.toBe(key)
  })

  it('a refusal without words is stored as its status, never as the client’s English', async () => {
    const { f, db, options } = await replaySetup()
    const seq = await queueSave(db, 'Silent AG')
    answerSavesOf(f, 'Silent AG', 400, undefined)
    await replayOnce(options)
    expect(await db.outbox.get(seq)).toMatchObject({ status: 'needsAttention', lastError: 'outbox:http:400' })
  })
})
