// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { NotificationRow } from '#db/rows'
import { freshDatabase } from '#testing/fresh-database'
import {
  getNotifications,
  getUnreadNotificationCount,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_LIST_LIMIT,
  useNotifications,
  useUnreadNotificationCount,
} from './notifications'

const event = (account: string, shipmentKey: number, at: string, read = false): NotificationRow => ({
  account,
  id: `delivered:${shipmentKey}`,
  kind: 'delivered',
  shipmentKey,
  list: 'archive',
  number: `VK-${shipmentKey}`,
  at,
  read,
})

describe('the notifications of an account', () => {
  it('come newest first, only the account’s own, at most the list limit', async () => {
    const db = freshDatabase()
    const minute = (n: number) => new Date(Date.UTC(2026, 10, 18, 8, n)).toISOString()
    await db.notifications.bulkPut([
      ...Array.from({ length: NOTIFICATION_LIST_LIMIT + 5 }, (_, n) => event('customer', n + 1, minute(n))),
      event('dispatcher>customer', 999, minute(200)),
    ])
    const rows = await getNotifications('customer', db)
    expect(rows).toHaveLength(NOTIFICATION_LIST_LIMIT)
    expect(rows[0]?.shipmentKey).toBe(NOTIFICATION_LIST_LIMIT + 5)
    expect(rows.every((row) => row.account === 'customer')).toBe(true)
    expect(rows.map((row) => row.at)).toEqual([...rows.map((row) => row.at)].sort().reverse())
  })

  it('count unread, mark one and then all read, leaving other accounts alone', async () => {
    const db = freshDatabase()
    await db.notifications.bulkPut([
      event('customer', 1, '2026-11-18T08:00:00.000Z'),
      event('customer', 2, '2026-11-18T08:01:00.000Z'),
      event('customer', 3, '2026-11-18T08:02:00.000Z', true),
      event('other', 1, '2026-11-18T08:00:00.000Z'),
    ])
    expect(await getUnreadNotificationCount('customer', db)).toBe(2)
    await markNotificationRead('customer', 'delivered:1', db)
    expect(await getUnreadNotificationCount('customer', db)).toBe(1)
    await markAllNotificationsRead('customer', db)
    expect(await getUnreadNotificationCount('customer', db)).toBe(0)
    expect(await getUnreadNotificationCount('other', db)).toBe(1)
  })

  it('marking an id that is gone changes nothing and does not fail', async () => {
    const db = freshDatabase()
    await markNotificationRead('customer', 'delivered:404', db)
    expect(await db.notifications.count()).toBe(0)
  })

  it('are live: a new event and a read mark reach the hooks', async () => {
    const db = freshDatabase()
    const list = renderHook(() => useNotifications('customer', db))
    const unread = renderHook(() => useUnreadNotificationCount('customer', db))
    await waitFor(() => expect(unread.result.current).toBe(0))
    await act(() => db.notifications.put(event('customer', 7, '2026-11-18T08:00:00.000Z')))
    await waitFor(() => expect(unread.result.current).toBe(1))
    await waitFor(() => expect(list.result.current?.map((row) => row.id)).toEqual(['delivered:7']))
    await act(() => markAllNotificationsRead('customer', db))
    await waitFor(() => expect(unread.result.current).toBe(0))
  })
})
