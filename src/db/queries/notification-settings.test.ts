// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NOTIFICATION_SETTINGS_KEY } from '#db/meta-keys'
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '#domain/notifications/settings'
import { freshDatabase } from '#testing/fresh-database'
import {
  getNotificationSettings,
  saveNotificationSettings,
  useNotificationSettings,
} from './notification-settings'

const chosen: NotificationSettings = {
  events: { pickedUp: false, delivered: true, cancelled: true, overdue: false },
  system: true,
  pollMinutes: 1,
}

describe('notification settings per account', () => {
  it('read as the defaults until saved, then as saved, per account', async () => {
    const db = freshDatabase()
    expect(await getNotificationSettings('customer', db)).toEqual(DEFAULT_NOTIFICATION_SETTINGS)
    await saveNotificationSettings('customer', chosen, db)
    expect(await getNotificationSettings('customer', db)).toEqual(chosen)
    expect(await getNotificationSettings('customer>filiale-bern', db)).toEqual(DEFAULT_NOTIFICATION_SETTINGS)
  })

  it.each([
    ['not JSON', '{events'],
    ['JSON of another shape', '{"system":"yes"}'],
  ])('read a stored value that is %s as the defaults and leave it stored', async (_name, value) => {
    const db = freshDatabase()
    await db.meta.put({ account: 'customer', key: NOTIFICATION_SETTINGS_KEY, value })
    expect(await getNotificationSettings('customer', db)).toEqual(DEFAULT_NOTIFICATION_SETTINGS)
    expect(await db.meta.get(['customer', NOTIFICATION_SETTINGS_KEY])).toMatchObject({ value })
  })

  it('refuse to save settings outside the schema, keeping what was stored', async () => {
    const db = freshDatabase()
    await saveNotificationSettings('customer', chosen, db)
    await expect(
      saveNotificationSettings(
        'customer',
        { ...chosen, pollMinutes: 3 } as unknown as NotificationSettings,
        db,
      ),
    ).rejects.toThrow()
    expect(await getNotificationSettings('customer', db)).toEqual(chosen)
  })

  it('are live', async () => {
    const db = freshDatabase()
    const { result } = renderHook(() => useNotificationSettings('customer', db))
    await waitFor(() => expect(result.current).toEqual(DEFAULT_NOTIFICATION_SETTINGS))
    await act(() => saveNotificationSettings('customer', chosen, db))
    await waitFor(() => expect(result.current).toEqual(chosen))
  })
})
