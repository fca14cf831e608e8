import { describe, expect, it } from 'vitest'
import { ACCOUNT, anAddressInput, replaySetup } from '#worker/testing/outbox'
import { saveAddressPayload } from './kinds/save-address'
import { queueChange } from './queue'
import { discard, replayOnce, retryNow, updatePayload } from './replay'

async function setup() {
  const { f, db, clock, options } = await replaySetup()
  const named = (firma: string) => f.serverAddresses().filter((row) => row.kontaktadresse.firma === firma)
  const save = (address: Parameters<typeof anAddressInput>[0]) =>
    queueChange(db, 'saveAddress', anAddressInput(address), { account: ACCOUNT, now: 0 })
  return { f, db, clock, options, named, save }
}

describe('a change the server refuses', () => {
  it('needs attention with the server’s message and field, gets a fresh key, and can be corrected', async () => {
    const { f, db, options, named, save } = await setup()
    const bad = await save({ name: 'Bad AG', locationId: 999_999 })
    const good = await save({ name: 'Good AG' })
    const firstKey = (await db.outbox.get(bad))?.idempotencyKey

    // The refused entry leaves the line; the independent one after it goes on.
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(await db.outbox.get(good)).toBeUndefined()
    const refused = await db.outbox.get(bad)
    expect(refused).toMatchObject({
      status: 'needsAttention',
      attempts: 0,
      lastError: 'Invalid value for field "kontaktadresse.plz": location 999999 does not exist',
      errorField: 'kontaktadresse.plz',
    })
    expect(refused?.idempotencyKey).not.toBe(firstKey)
    expect(await db.addressRows.get([ACCOUNT, -bad])).toMatchObject({ pendingSeq: bad })

    // Saving the address again (the form edits the row under its temporary id) corrects the
    // refused change itself: no second entry queues behind one that can never be sent.
    const corrected = await save({ id: -bad, name: 'Bad AG', locationId: 1001 })
    expect(corrected).toBe(bad)
    expect(await db.outbox.count()).toBe(1)
    expect(await db.outbox.get(bad)).toMatchObject({
      status: 'queued',
      lastError: null,
      errorField: null,
      payload: { mode: 'create', address: { id: null, locationId: 1001 }, before: null },
    })
    expect(await db.addressRows.get([ACCOUNT, -bad])).toMatchObject({
      pendingSeq: bad,
      address: { locationId: 1001 },
    })

    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(f.keysSentTo('/address').at(-1)).toBe(refused?.idempotencyKey)
    expect(named('Bad AG')).toHaveLength(1)
  })

  it('a change made on top of one still waiting queues behind it; only the latest can be corrected', async () => {
    const { db, options, named, save } = await setup()
    const first = await save({ name: 'Stapel AG' })
    const later = await save({ id: -first, name: 'Stapel AG', phone: '+41 44 999 99 99' })
    expect(later).not.toBe(first)

    await expect(
      updatePayload(db, first, saveAddressPayload(anAddressInput({ name: 'Stapel AG' }), null)),
    ).rejects.toThrow('later changes')
    // Discarding the later save restores the row the create showed.
    expect(await discard(db, later)).toEqual([later])
    expect(await db.addressRows.get([ACCOUNT, -first])).toMatchObject({
      pendingSeq: first,
      address: { phone: anAddressInput().phone },
    })
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(named('Stapel AG')).toHaveLength(1)
  })

  it('an unreadable success answer needs attention but keeps its key, and cannot be edited (it may be committed)', async () => {
    const { f, db, options, save } = await setup()
    const seq = await save({ name: 'Garbled AG' })
    const key = (await db.outbox.get(seq))?.idempotencyKey
    f.link.intercept = async () => new Response('{"kontaktadresse": 5}', { status: 201 })
    expect(await replayOnce(options)).toEqual({ sent: 0, outcome: 'idle' })
    expect(await db.outbox.get(seq)).toMatchObject({
      status: 'needsAttention',
      attempts: 1,
      idempotencyKey: key,
    })
    await expect(updatePayload(db, seq, saveAddressPayload(anAddressInput(), null))).rejects.toThrow(
      'reached the server',
    )
    // Retrying with the same key is safe: the server would answer its stored first answer.
    f.link.intercept = null
    await retryNow(db, seq)
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
  })
})

describe('saves of one address in a row', () => {
  it('an update of a not yet created address follows the create, under the server’s id', async () => {
    const { f, db, clock, options, named, save } = await setup()
    const create = await save({ name: 'Chain AG', street: 'Erste Strasse 1' })
    const update = await save({ id: -create, name: 'Chain AG', street: 'Zweite Strasse 2' })
    // The create goes through, the update's request fails: the row shows the update, under the real id.
    f.link.intercept = async (request, forward) => {
      if (/\/address\/\d+$/.test(new URL(request.url).pathname)) throw new TypeError('Failed to fetch')
      return forward()
    }
    const result = await replayOnce(options)
    expect(result).toMatchObject({ sent: 1, outcome: 'waiting' })
    const id = named('Chain AG')[0]?.kontaktadresse.id ?? 0
    expect(await db.addressRows.get([ACCOUNT, -create])).toBeUndefined()
    expect(await db.addressRows.get([ACCOUNT, id])).toMatchObject({
      pendingSeq: update,
      address: { id, street: 'Zweite Strasse 2' },
    })
    expect(await db.outbox.get(update)).toMatchObject({
      payload: {
        mode: 'update',
        address: { id },
        before: { id, pendingSeq: null, address: { street: 'Erste Strasse 1' } },
      },
    })

    f.link.intercept = null
    clock.ms = result.nextAttemptAt ?? clock.ms
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(named('Chain AG')).toHaveLength(1)
    expect(named('Chain AG')[0]?.kontaktadresse.addresse).toBe('Zweite Strasse 2')
    expect(await db.addressRows.get([ACCOUNT, id])).toMatchObject({ pendingSeq: null })
  })
})

describe('discard', () => {
  it('rolls an update of a known address back to the replica’s row', async () => {
    const { f, db, save } = await setup()
    const known = await f.api.addresses.get(f.serverAddresses()[0]?.kontaktadresse.id ?? 0)
    const id = known.id ?? 0
    await db.addressRows.put({ account: ACCOUNT, id, address: known, pendingSeq: null })
    const seq = await save({ ...known, name: 'Renamed AG' })
    expect(await db.addressRows.get([ACCOUNT, id])).toMatchObject({
      pendingSeq: seq,
      address: { name: 'Renamed AG' },
    })
    expect(await discard(db, seq)).toEqual([seq])
    expect(await db.addressRows.get([ACCOUNT, id])).toEqual({
      account: ACCOUNT,
      id,
      address: known,
      pendingSeq: null,
    })
    expect(await db.outbox.count()).toBe(0)
  })

  it('takes the later saves of a discarded create with it, and its temporary row', async () => {
    const { db, save } = await setup()
    const create = await save({ name: 'Gone AG' })
    const update = await save({ id: -create, name: 'Gone AG', street: 'Weg 2' })
    expect(await discard(db, create)).toEqual([create, update])
    expect(await db.addressRows.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it('refuses an entry in flight', async () => {
    const { db, save } = await setup()
    const seq = await save({ name: 'Flying AG' })
    await db.outbox.update(seq, { status: 'sending' })
    await expect(discard(db, seq)).rejects.toThrow('being sent')
  })
})

describe('retryNow', () => {
  it('skips the backoff', async () => {
    const { f, db, options, save } = await setup()
    const seq = await save({ name: 'Impatient AG' })
    f.link.offline = true
    expect((await replayOnce(options)).outcome).toBe('waiting')
    // Its request may have been committed: it can no longer be edited in place.
    await expect(updatePayload(db, seq, saveAddressPayload(anAddressInput(), null))).rejects.toThrow(
      'reached the server',
    )
    f.link.offline = false
    expect((await replayOnce(options)).outcome).toBe('waiting')
    await retryNow(db, seq)
    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
  })
})
