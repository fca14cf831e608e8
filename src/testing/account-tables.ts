import { ADDRESS_STORE_TABLE } from '#db/address-store'
import type { PortalDatabase } from '#db/database'
import { addressStoreTable } from './address-rows'

/** The replica's tables whose rows belong to one account, by name: every one a logout wipes (the outbox stays). */
export function accountTables(db: PortalDatabase) {
  return {
    profiles: db.profiles,
    [ADDRESS_STORE_TABLE]: addressStoreTable(db),
    shipments: db.shipments,
    archivePages: db.archivePages,
    standingOrders: db.standingOrders,
    drafts: db.drafts,
    packaging: db.packaging,
    tracking: db.tracking,
    meta: db.meta,
    waybills: db.waybills,
    notifications: db.notifications,
  }
}
