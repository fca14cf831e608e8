import type { ShipmentRow } from '#db/rows'
import type { MirrorContext } from '#worker/mirror/context'
import { addDeparted } from './departed'
import { isLive, isOwn } from './detect'
import { ownChanges } from './watch-active'

/**
 * Runs inside an archive page's mirror transaction, before its diff writes. The active list and an
 * archive page are mirrored side by side, and one shipment is one row of the replica: when the
 * archive page commits first, the delivered shipment's row moves from the active list to the archive
 * before the active list's mirror reads it, and that mirror would never see it leave. So the archive
 * page hands such rows to the departed list, which the settle after it turns into the event (from
 * the archive row now in the replica), once. Answers how many it handed over.
 */
export async function noticeArchivedDepartures(
  context: MirrorContext,
  incoming: readonly ShipmentRow[],
): Promise<number> {
  const { db, account } = context
  if (incoming.length === 0) return 0
  const stored = await db.shipments.bulkGet(incoming.map((row): [string, number] => [account, row.key]))
  const leaving = stored.filter(
    (row): row is ShipmentRow => row !== undefined && row.list === 'active' && isLive(row),
  )
  if (leaving.length === 0) return 0
  const own = await ownChanges(context)
  const departed = leaving.filter((row) => !isOwn(row, own))
  if (departed.length === 0) return 0
  await addDeparted(db, account, departed, context.now())
  return departed.length
}
