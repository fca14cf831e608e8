import { describe, expect, it } from 'vitest'
import { freshDatabase } from '#testing/fresh-database'
import { BROWSER_WIDE } from './database'

/** What a logout leaves of an account on a shared computer, beyond its own rows (database.test.ts). */

describe('wipeAccount on a shared computer', () => {
  it("deletes the account's leader heartbeat and the place searches, and keeps other accounts' heartbeats", async () => {
    const db = freshDatabase()
    const beat = (scope: string) => ({ account: BROWSER_WIDE, key: `leaderHeartbeat:${scope}`, value: '{}' })
    await db.meta.bulkPut([beat('customer'), beat('dispatcher>customer'), beat('restricted')])
    await db.zips.put({
      id: 1002,
      code: '3011',
      names: { de: 'Bern', fr: 'Berne', it: 'Berna', en: 'Bern' },
      is_active: true,
    })
    await db.zipSearches.put({ search: 'de:3011', ids: [1002], fetchedAt: '2026-11-25T08:00:00Z' })

    await db.wipeAccount('customer')

    expect((await db.meta.toArray()).map((row) => row.key).sort()).toEqual([
      'leaderHeartbeat:dispatcher>customer',
      'leaderHeartbeat:restricted',
    ])
    expect(await db.zips.count()).toBe(0)
    expect(await db.zipSearches.count()).toBe(0)
  })
})
