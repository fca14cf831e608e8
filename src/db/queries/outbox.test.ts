import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { getPendingChanges, getRefusal, whenSent } from './outbox'

const tick = () => new Promise((resolve) => setTimeout(resolve, 30))

describe('the outbox as the UI reads it', () => {
  it('lists the unsent changes in sending order', async () => {
    const db = freshDatabase()
    const first = await db.outbox.add(anOutboxRow({ account: 'customer', kind: 'saveAddress' }))
    const second = await db.outbox.add(anOutboxRow({ account: 'customer', kind: 'renameStandingOrder' }))

    expect((await getPendingChanges('customer', db)).map((change) => change.seq)).toEqual([first, second])
  })

  it("gives the server's reason once a change is refused, and nothing while it waits", async () => {
    const db = freshDatabase()
    const seq = await db.outbox.add(anOutboxRow({ account: 'customer' }))
    expect(await getRefusal('customer', seq, db)).toBeNull()
    expect(await getRefusal('customer', null, db)).toBeNull()

    await db.outbox.update(seq, { status: 'needsAttention', lastError: 'Die PLZ ist ungültig.' })
    expect(await getRefusal('customer', seq, db)).toBe('Die PLZ ist ungültig.')

    await db.outbox.update(seq, { lastError: null })
    expect(await getRefusal('customer', seq, db)).toBe('')
  })

  it('whenSent resolves only once the entry has left the outbox', async () => {
    const db = freshDatabase()
    const seq = await db.outbox.add(anOutboxRow({ account: 'customer' }))
    let resolved = false
    const sent = whenSent('customer', seq, db).then(() => {
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
