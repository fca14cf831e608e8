import { lastSuccessKey } from '#db/meta-keys'
import { readNotificationSettings } from '#db/notification-settings-row'
import type { NotificationRow, ShipmentRow } from '#db/rows'
import { isoAt } from '#worker/clock'
import type { MirrorContext } from '#worker/mirror/context'
import { targetOf } from '#worker/outbox/kinds/registry'
import { addDeparted, readDeparted, settleDeparted, writeDeparted } from './departed'
import { detectStatusEvents } from './detect'
import { recordEvents } from './record'

/** What the active list's mirror adds to its transaction for the notifications. */
export const notificationTables = (context: MirrorContext) => [
  context.db.notifications,
  context.db.outbox,
  context.db.meta,
]

/** Shipments the account's waiting changes are about ('shipment:123'): the user's own doing. */
export async function ownChanges(context: MirrorContext): Promise<Set<number>> {
  const entries = await context.db.outbox.where('account').equals(context.account).toArray()
  const keys = new Set<number>()
  for (const entry of entries) {
    const target = entry.seq === undefined ? null : targetOf({ ...entry, seq: entry.seq })
    const match = target?.match(/^shipment:(-?\d+)$/)
    if (match) keys.add(Number(match[1]))
  }
  return keys
}

/**
 * Runs inside the active list's mirror transaction, before its diff writes: compares the stored
 * list with the server's and stores the status changes as notifications. The account's first mirror
 * (no earlier success) tells nothing: the replica had nothing to compare with.
 */
export async function noticeActiveChanges(
  context: MirrorContext,
  incoming: readonly ShipmentRow[],
): Promise<NotificationRow[]> {
  const { db, account } = context
  const previous = await db.meta.get([account, lastSuccessKey('activeShipments')])
  if (!previous) return []
  const before = await db.shipments.where('[account+list]').equals([account, 'active']).toArray()
  const now = context.now()
  const { events, departed } = detectStatusEvents({
    before,
    after: incoming,
    previousCheck: Date.parse(previous.value),
    now,
    ownChanges: await ownChanges(context),
  })
  const listed = new Set(incoming.map((row) => row.key))
  await addDeparted(db, account, departed, now, (entry) => !listed.has(entry.key))
  const settings = await readNotificationSettings(db, account)
  return recordEvents(db, account, events, settings, isoAt(context.now))
}

/**
 * After the mirror's transaction: finds out what became of the shipments that left the active list
 * (the archive row in the replica, else the server's detail) and stores those events. Never fails
 * the mirror: what cannot be learnt now is asked again next time.
 */
export async function settleDepartedShipments(context: MirrorContext): Promise<NotificationRow[]> {
  const { db, account, api, signal } = context
  const waiting = await readDeparted(db, account)
  if (waiting.length === 0) return []
  const { events, waiting: still } = await settleDeparted(
    db,
    account,
    waiting,
    (key) => api.shipments.get(key, signal ? { signal } : undefined),
    context.now(),
  )
  const write = () =>
    db.transaction('rw', [db.notifications, db.meta], async () => {
      if (signal?.aborted) return []
      // Only the entries this pass settled go: another mirror may have added some meanwhile.
      const settledKeys = new Set(waiting.map((entry) => entry.key))
      for (const entry of still) settledKeys.delete(entry.key)
      const current = await readDeparted(db, account)
      await writeDeparted(
        db,
        account,
        current.filter((entry) => !settledKeys.has(entry.key)),
      )
      const settings = await readNotificationSettings(db, account)
      return recordEvents(db, account, events, settings, isoAt(context.now))
    })
  return context.guardStorage ? context.guardStorage(write) : write()
}
