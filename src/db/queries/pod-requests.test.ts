import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { POD_REQUESTS_KEY, recordPodRequest } from '#db/pod-request-log'
import { podRequestKey } from '#domain/shipments/bulk-pod'
import { anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { getPodRequestsOfDay } from './pod-requests'

// 08:00 UTC is 09:00 in Zurich, the same day; 23:30 UTC is already the next day there.
const MORNING = '2026-11-18T08:00:00.000Z'
const LATE = '2026-11-18T23:30:00.000Z'
const DAY = '2026-11-18'

const pod = (key: number, email: string, createdAt = MORNING) =>
  anOutboxRow({ kind: 'requestPodEmail', payload: { key, email }, createdAt })

describe('the proofs of delivery requested today (the bulk request’s per-day rule)', () => {
  it('holds the requests sent that day and the ones of that day still waiting', async () => {
    const db = freshDatabase()
    await recordPodRequest(db, 'customer', MORNING, 1, 'A@b.ch')
    await db.outbox.bulkAdd([pod(2, 'a@b.ch'), pod(3, 'a@b.ch', LATE), anOutboxRow()])
    expect(await getPodRequestsOfDay('customer', DAY, db)).toEqual(
      new Set([podRequestKey(1, 'a@b.ch'), podRequestKey(2, 'a@b.ch')]),
    )
    expect(await getPodRequestsOfDay('customer', '2026-11-19', db)).toEqual(
      new Set([podRequestKey(3, 'a@b.ch')]),
    )
  })

  it('keeps one day: a newer day starts again, an older request changes nothing', async () => {
    const db = freshDatabase()
    await recordPodRequest(db, 'customer', MORNING, 1, 'a@b.ch')
    await recordPodRequest(db, 'customer', LATE, 2, 'a@b.ch')
    await recordPodRequest(db, 'customer', MORNING, 3, 'a@b.ch')
    expect(await getPodRequestsOfDay('customer', DAY, db)).toEqual(new Set())
    expect(await getPodRequestsOfDay('customer', '2026-11-19', db)).toEqual(
      new Set([podRequestKey(2, 'a@b.ch')]),
    )
  })

  it('is the account’s own, and goes when the account is wiped', async () => {
    const db = freshDatabase()
    await recordPodRequest(db, 'customer', MORNING, 1, 'a@b.ch')
    expect(await getPodRequestsOfDay('restricted', DAY, db)).toEqual(new Set())
    await db.wipeAccount('customer')
    expect(await db.meta.get(['customer', POD_REQUESTS_KEY])).toBeUndefined()
  })

  it('a damaged record reads as no request and is replaced by the next one, not thrown at the user', async () => {
    const db = freshDatabase()
    await db.meta.put({ account: 'customer', key: POD_REQUESTS_KEY, value: '{"day":' })
    expect(await getPodRequestsOfDay('customer', DAY, db)).toEqual(new Set())
    await recordPodRequest(db, 'customer', MORNING, 7, 'a@b.ch')
    expect(await getPodRequestsOfDay('customer', DAY, db)).toEqual(new Set([podRequestKey(7, 'a@b.ch')]))
  })

  it('a waiting entry with a payload it cannot read is left out, the others count', async () => {
    const db = freshDatabase()
    await db.outbox.bulkAdd([
      anOutboxRow({ kind: 'requestPodEmail', payload: { key: 'x' }, createdAt: MORNING }),
      pod(4, 'a@b.ch'),
    ])
    expect(await getPodRequestsOfDay('customer', DAY, db)).toEqual(new Set([podRequestKey(4, 'a@b.ch')]))
  })
})
