import { describe, expect, it } from 'vitest'
import { saveNotificationSettings } from '#db/queries/notification-settings'
import { DEFAULT_NOTIFICATION_SETTINGS } from '#domain/notifications/settings'
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

  it("deletes the account's notifications and notification settings, and keeps another account's", async () => {
    const db = freshDatabase()
    const event = (account: string) => ({
      account,
      id: 'pickedUp:1',
      kind: 'pickedUp' as const,
      shipmentKey: 1,
      list: 'active' as const,
      number: 'VK-1',
      at: '2026-11-25T08:00:00Z',
      read: false,
    })
    await db.notifications.bulkPut([event('customer>filiale-bern'), event('dispatcher>customer')])
    const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, system: true }
    await saveNotificationSettings('customer>filiale-bern', settings, db)
    await saveNotificationSettings('dispatcher>customer', settings, db)

    await db.wipeAccount('customer>filiale-bern')

    expect((await db.notifications.toArray()).map((row) => row.account)).toEqual(['dispatcher>customer'])
    expect((await db.meta.toArray()).map((row) => row.account)).toEqual(['dispatcher>customer'])
  })
})
