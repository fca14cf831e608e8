import * as v from 'valibot'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { NOTIFICATION_SETTINGS_KEY } from '#db/meta-keys'
import type { AccountId } from '#db/rows'
import {
  type NotificationSettings,
  notificationSettingsOf,
  notificationSettingsSchema,
} from '#domain/notifications/settings'
import { accountRead } from './account-read'

/**
 * The account's notification settings, kept as a meta row so they go with the account's replica
 * (logout, end of a switch). A damaged or missing row reads as the defaults (live: undefined while
 * loading). The sync worker reads them with `getNotificationSettings` too.
 */
export const [getNotificationSettings, useNotificationSettings] = accountRead(
  async (replica, account): Promise<NotificationSettings> => {
    const row = await replica.meta.get([account, NOTIFICATION_SETTINGS_KEY])
    return notificationSettingsOf(parsed(row?.value))
  },
)

function parsed(text: string | undefined): unknown {
  if (text === undefined) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export async function saveNotificationSettings(
  account: AccountId,
  settings: NotificationSettings,
  replica: PortalDatabase = db,
): Promise<void> {
  // Checked before it is stored, so a caller's mistake fails here rather than reading back as the
  // defaults; only the schema's fields are kept.
  const value = JSON.stringify(v.parse(notificationSettingsSchema, settings))
  await replica.meta.put({ account, key: NOTIFICATION_SETTINGS_KEY, value })
}
