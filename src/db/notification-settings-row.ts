import * as v from 'valibot'
import type { PortalDatabase } from '#db/database'
import { NOTIFICATION_SETTINGS_KEY } from '#db/meta-keys'
import type { AccountId, MetaRow } from '#db/rows'
import {
  type NotificationSettings,
  notificationSettingsOf,
  notificationSettingsSchema,
} from '#domain/notifications/settings'

/**
 * The account's notification settings as a meta row, so they go with the account's replica (logout,
 * end of a switch). Free of React: the sync worker reads them here, the UI through
 * queries/notification-settings.ts.
 */
export async function readNotificationSettings(
  replica: PortalDatabase,
  account: AccountId,
): Promise<NotificationSettings> {
  const row = await replica.meta.get([account, NOTIFICATION_SETTINGS_KEY])
  return notificationSettingsOf(parsed(row?.value))
}

function parsed(text: string | undefined): unknown {
  if (text === undefined) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The row that stores the settings. Checked first, so a caller's mistake fails here rather than
 * reading back as the defaults; only the schema's fields are kept.
 */
export function notificationSettingsRow(account: AccountId, settings: NotificationSettings): MetaRow {
  const value = JSON.stringify(v.parse(notificationSettingsSchema, settings))
  return { account, key: NOTIFICATION_SETTINGS_KEY, value }
}
