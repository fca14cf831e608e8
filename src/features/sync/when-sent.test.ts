import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { freshDatabase } from '#testing/fresh-database'
import { whenSent } from './when-sent'

const tick = () => new Promise((resolve) => setTimeout(resolve, 30))

describe('whenSent', () => {
  it('resolves only once the entry has left the outbox', async () => {
    const db = freshDatabase()
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
      correctionPath: null,
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
