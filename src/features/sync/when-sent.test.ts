import 'fake-indexeddb/auto'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach, describe, expect, it } from 'vitest'
import { PortalDatabase } from '../../db/database'
import { whenSent } from './when-sent'

const opened: PortalDatabase[] = []
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close()
    await db.delete()
  }
})

const tick = () => new Promise((resolve) => setTimeout(resolve, 30))

describe('whenSent', () => {
  it('resolves only once the entry has left the outbox', async () => {
    const db = new PortalDatabase(`sent-${crypto.randomUUID()}`, { indexedDB, IDBKeyRange })
    opened.push(db)
    const seq = await db.outbox.add({
      account: 'customer',
      kind: 'saveAddress',
      payload: {},
      idempotencyKey: 'k',
      status: 'queued',
      attempts: 0,
      nextAttemptAt: 0,
      dependsOn: null,
      lastError: null,
      errorField: null,
      createdAt: '2026-11-22T08:00:00.000Z',
    })
    let resolved = false
    const sent = whenSent(db, seq).then(() => {
      resolved = true
    })

    await db.outbox.update(seq, { status: 'sending' })
    await tick()
    expect(resolved).toBe(false)

    await db.outbox.delete(seq)
    await sent
    expect(resolved).toBe(true)
  })
})
