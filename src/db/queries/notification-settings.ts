import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { notificationSettingsRow, readNotificationSettings } from '#db/notification-settings-row'
import type { AccountId } from '#db/rows'
import type { NotificationSettings } from '#domain/notifications/settings'
import { accountRead } from './account-read'

/**
 * The account's notification settings; a damaged or missing row reads as the defaults (live:
 * undefined while loading). Stored as a meta row (notification-settings-row.ts), wiped with the account.
 */
export const [getNotificationSettings, useNotificationSettings] = accountRead(readNotificationSettings)

/** Throws (and stores nothing) for settings outside the schema. */
export async function saveNotificationSettings(
  account: AccountId,
  settings: NotificationSettings,
  replica: PortalDatabase = db,
): Promise<void> {
  await replica.meta.put(notificationSettingsRow(account, settings))
}
