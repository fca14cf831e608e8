import type { NotificationRow } from '#db/rows'

let notifier: Promise<(rows: readonly NotificationRow[]) => Promise<number>> | undefined

/**
 * Shows the leader worker's new events as system notifications (services/system-notifications.ts).
 * Loaded on the first event, so /login's JavaScript carries neither the notifier nor Dexie.
 */
export function showSystemNotifications(rows: readonly NotificationRow[]): Promise<number> {
  notifier ??= Promise.all([
    import('#services/system-notifications'),
    import('#db/queries/notification-settings'),
  ]).then(([{ createSystemNotifier }, { getNotificationSettings }]) =>
    createSystemNotifier((account) => getNotificationSettings(account)),
  )
  return notifier.then((show) => show(rows))
}
