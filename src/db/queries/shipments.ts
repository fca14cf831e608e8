import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { AccountId, ShipmentRow } from '#db/rows'
import { accountRead } from './account-read'

/** Active and archived shipments in the replica, only ever the given account's. */

/** One shipment (its detail once opened); null once known to be absent (live: undefined while loading). */
export const [getShipment, useShipment] = accountRead(
  async (replica, account, key: number): Promise<ShipmentRow | null> =>
    (await replica.shipments.get([account, key])) ?? null,
)

/**
 * A shipment by key; for an order still waiting to be sent (key −seq), the shipment the server
 * made of it once it has been sent, so a popup opened on the waiting order follows it.
 */
export const [getShipmentFollowingOrder, useShipmentFollowingOrder] = accountRead(
  async (replica, account, key: number): Promise<ShipmentRow | null> => {
    const row = await getShipment(account, key, replica)
    if (row || key > 0) return row
    return getPlacedShipment(account, -key, replica)
  },
)

/** The shipments of one list, in key order. */
export const [getShipmentList, useShipmentList] = accountRead(
  (replica, account, list: ShipmentRow['list']): Promise<ShipmentRow[]> =>
    replica.shipments.where('[account+list]').equals([account, list]).toArray(),
)

/**
 * Up to `limit` of the account's shipments (either list) with keys above `afterKey`, by key: the
 * command palette reads 50,000 kept archived rows a page at a time, so no single read holds the page
 * for seconds.
 */
export function getShipmentsAfter(
  account: AccountId,
  afterKey: number,
  limit: number,
  replica: PortalDatabase = db,
): Promise<ShipmentRow[]> {
  return replica.shipments
    .where('[account+key]')
    .between([account, afterKey], [account, Number.POSITIVE_INFINITY], false, true)
    .limit(limit)
    .toArray()
}

/** The shipments with these keys, in the keys' order; keys the replica lacks are left out. */
export async function getShipmentsByKey(
  account: AccountId,
  keys: readonly number[],
  replica: PortalDatabase = db,
): Promise<ShipmentRow[]> {
  const rows = await replica.shipments.bulkGet(keys.map((key): [string, number] => [account, key]))
  return rows.filter((row): row is ShipmentRow => row !== undefined)
}

/** The order an outbox entry placed from this device, once the server numbered it; else null. */
export async function getPlacedShipment(
  account: AccountId,
  seq: number,
  replica: PortalDatabase = db,
): Promise<ShipmentRow | null> {
  const rows = await replica.shipments.where('account').equals(account).toArray()
  return rows.find((row) => row.placedBySeq === seq) ?? null
}

type StoredDetail = NonNullable<ShipmentRow['detail']>

/**
 * A detail fetched online (an opened popup), kept so it opens offline later. The list's row is
 * updated with the detail's fields; a shipment not yet in the replica gets a row in `list`.
 */
export async function keepShipmentDetail(
  account: AccountId,
  list: ShipmentRow['list'],
  detail: StoredDetail,
  replica: PortalDatabase = db,
): Promise<void> {
  await replica.transaction('rw', replica.shipments, async () => {
    const existing = await replica.shipments.get([account, detail.key])
    const { colis: _colis, priceExclVat: _net, priceInclVat: _gross, ...item } = detail
    const { invoiceType: _type, invoiceEmailAddresses: _mails, ...listItem } = item
    await replica.shipments.put({
      account,
      key: detail.key,
      list: existing?.list ?? list,
      item: existing?.pendingSeq ? existing.item : listItem,
      detail,
      pendingSeq: existing?.pendingSeq ?? null,
      ...(existing?.placedBySeq ? { placedBySeq: existing.placedBySeq } : {}),
    })
  })
}
