import { afterEach, describe, expect, it } from 'vitest'
import type { PortalDatabase } from '#db/database'
import { addressStoreTable } from '#testing/address-rows'
import { ACCOUNT, anAddressInput, openDb } from '#worker/testing/outbox'
import { enqueue } from './enqueue'
import { saveAddressPayload } from './kinds/save-address'
import { queueChange } from './queue'

const opened: PortalDatabase[] = []
const fresh = () => {
  const db = openDb()
  opened.push(db)
  return db
}
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete()
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('enqueue', () => {
  it('writes a queued entry with a fresh UUID key, in creation order', async () => {
    const db = fresh()
    const payload = saveAddressPayload(anAddressInput(), null)
    const first = await enqueue(db, { account: ACCOUNT, kind: 'saveAddress', payload, now: 0 })
    const second = await enqueue(db, { account: ACCOUNT, kind: 'saveAddress', payload, now: 0 })
    expect(second).toBeGreaterThan(first)
    const [a, b] = await db.outbox.toArray()
    expect(a).toMatchObject({ seq: first, status: 'queued', attempts: 0, nextAttemptAt: 0, dependsOn: null })
    expect(a?.idempotencyKey).toMatch(UUID)
    expect(b?.idempotencyKey).toMatch(UUID)
    expect(a?.idempotencyKey).not.toBe(b?.idempotencyKey)
    expect(a?.createdAt).toBe('1970-01-01T00:00:00.000Z')
  })

  it('writes the entry and its optimistic row in one transaction: a failing row write leaves neither', async () => {
    const db = fresh()
    const payload = saveAddressPayload(anAddressInput(), null)
    // The kind's optimistic row write fails inside the transaction (as a full device would).
    addressStoreTable(db).hook('creating', () => {
      throw new Error('the form changed its mind')
    })
    const failing = enqueue(db, { account: ACCOUNT, kind: 'saveAddress', payload, now: 0 })
    await expect(failing).rejects.toThrow('the form changed its mind')
    expect(await db.outbox.count()).toBe(0)
    expect(await db.addressRows.count()).toBe(0)
  })

  it('refuses a dependency on another account’s entry', async () => {
    const db = fresh()
    const payload = saveAddressPayload(anAddressInput(), null)
    const other = await enqueue(db, { account: 'restricted', kind: 'saveAddress', payload, now: 0 })
    await expect(
      enqueue(db, { account: ACCOUNT, kind: 'saveAddress', payload, dependsOn: other, now: 0 }),
    ).rejects.toThrow('another account')
  })
})

describe('queueChange(saveAddress)', () => {
  it('shows a new address at once under the temporary id −seq, marked pending', async () => {
    const db = fresh()
    const seq = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Neu AG' }), {
      account: ACCOUNT,
      now: 0,
    })
    const row = await db.addressRows.get([ACCOUNT, -seq])
    expect(row).toMatchObject({
      id: -seq,
      pendingSeq: seq,
      address: { id: -seq, name: 'Neu AG', readonly: false },
    })
    expect(row?.address.label).toBe('Neu AG, Nina Meier, Seestrasse 1, 8001 Zürich')
    const entry = await db.outbox.get(seq)
    expect(entry?.payload).toMatchObject({ mode: 'create', before: null, address: { id: null } })
  })

  it('keeps the replaced row as the snapshot a discard restores', async () => {
    const db = fresh()
    const seq = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Alt AG' }), {
      account: ACCOUNT,
      now: 0,
    })
    const shown = await db.addressRows.get([ACCOUNT, -seq])
    const update = await queueChange(db, 'saveAddress', anAddressInput({ id: -seq, name: 'Neu AG' }), {
      account: ACCOUNT,
      now: 0,
    })
    const entry = await db.outbox.get(update)
    expect(entry?.payload).toMatchObject({ mode: 'update', before: shown })
    expect(await db.addressRows.get([ACCOUNT, -seq])).toMatchObject({
      pendingSeq: update,
      address: { name: 'Neu AG' },
    })
  })
})
