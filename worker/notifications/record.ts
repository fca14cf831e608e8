import type { PortalDatabase } from '#db/database'
import type { AccountId, NotificationRow } from '#db/rows'
import type { NotificationSettings } from '#domain/notifications/settings'
import type { StatusEvent } from './detect'

/** Kept per account; the oldest go first, so years of a busy desk do not fill the device. */
export const KEPT_NOTIFICATIONS = 500

export const notificationId = (event: Pick<StatusEvent, 'kind' | 'shipmentKey'>) =>
  `${event.kind}:${event.shipmentKey}`

/**
 * Stores the events the account's settings ask for, each once: an event already stored (seen by an
 * earlier mirror, another tab's leader, before a reload) is left as it is, read mark and all. Call
 * it inside a transaction over the notifications table. Answers the rows that are new.
 */
export async function recordEvents(
  db: PortalDatabase,
  account: AccountId,
  events: readonly StatusEvent[],
  settings: NotificationSettings,
  at: string,
): Promise<NotificationRow[]> {
  const wanted = new Map<string, NotificationRow>()
  for (const event of events) {
    if (!settings.events[event.kind]) continue
    const id = notificationId(event)
    wanted.set(id, { account, id, ...event, at, read: false })
  }
  if (wanted.size === 0) return []
  const ids = [...wanted.keys()]
  const existing = await db.notifications.bulkGet(ids.map((id): [string, string] => [account, id]))
  const fresh = ids
    .filter((_, index) => existing[index] === undefined)
    .map((id) => wanted.get(id) as NotificationRow)
  if (fresh.length === 0) return []
  await db.notifications.bulkAdd(fresh)
  await prune(db, account)
  return fresh
}

async function prune(db: PortalDatabase, account: AccountId): Promise<void> {
  const count = await db.notifications.where('account').equals(account).count()
  if (count <= KEPT_NOTIFICATIONS) return
  const oldest = await db.notifications
    .where('[account+at]')
    .between([account, ''], [account, '\uffff'])
    .limit(count - KEPT_NOTIFICATIONS)
    .primaryKeys()
  await db.notifications.bulkDelete(oldest)
}
