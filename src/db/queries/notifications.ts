import Dexie from 'dexie'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { AccountId, NotificationRow } from '#db/rows'
import { accountRead } from './account-read'

/** The bell shows this many; older events stay stored until the worker prunes them. */
export const NOTIFICATION_LIST_LIMIT = 100

/** The account's notifications, newest first (live: undefined while loading). */
export const [getNotifications, useNotifications] = accountRead(
  (replica, account): Promise<NotificationRow[]> =>
    replica.notifications
      .where('[account+at]')
      .between([account, Dexie.minKey], [account, Dexie.maxKey])
      .reverse()
      .limit(NOTIFICATION_LIST_LIMIT)
      .toArray(),
)

/** How many of the account's notifications are unread (live: undefined while loading). */
export const [getUnreadNotificationCount, useUnreadNotificationCount] = accountRead(
  (replica, account): Promise<number> =>
    replica.notifications
      .where('account')
      .equals(account)
      .filter((row) => !row.read)
      .count(),
)

/** Marks one notification read; an id the replica lacks (wiped meanwhile) changes nothing. */
export async function markNotificationRead(
  account: AccountId,
  id: string,
  replica: PortalDatabase = db,
): Promise<void> {
  await replica.notifications.update([account, id], { read: true })
}

export async function markAllNotificationsRead(
  account: AccountId,
  replica: PortalDatabase = db,
): Promise<void> {
  await replica.notifications
    .where('account')
    .equals(account)
    .filter((row) => !row.read)
    .modify({ read: true })
}
