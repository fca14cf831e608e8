import type { PortalDatabase } from '#db/database'
import {
  markAllNotificationsRead,
  markNotificationRead,
  useNotifications,
  useUnreadNotificationCount,
} from '#db/queries/notifications'
import type { AccountId } from '#db/rows'
import { BellView } from './bell-view'

interface NotificationBellProps {
  account: AccountId
  /** The replica (tests pass their own). */
  replica?: PortalDatabase
}

/**
 * The bell over the account's notifications table: live queries, so every tab shows the leader's
 * new events and another tab's "read" at once. Marking read only sets a flag on the stored event;
 * should the write fail (the replica wiped meanwhile), the event simply stays unread.
 */
export function NotificationBell({ account, replica }: NotificationBellProps) {
  const notifications = useNotifications(account, replica)
  const unread = useUnreadNotificationCount(account, replica)
  return (
    <BellView
      notifications={notifications}
      unread={unread ?? 0}
      onMarkRead={(id) => void markNotificationRead(account, id, replica).catch(() => undefined)}
      onMarkAllRead={() => void markAllNotificationsRead(account, replica).catch(() => undefined)}
    />
  )
}
