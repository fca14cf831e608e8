import type { Table } from 'dexie'
import type { StoredBlock } from '#db/address-store-blocks'
import type { PortalDatabase } from '#db/database'

/**
 * Test support: the address store's records, for the tests that check how rows are stored (block
 * bounds, writes counted, a damaged record, a refused write). Everything else reads rows through
 * `db.addressRows`.
 */
export function addressStoreTable(db: PortalDatabase): Table<StoredBlock, [string, number]> {
  return db.table(db.addressRows.scope)
}

/** The account's stored blocks by their first id. */
export function storedBlocks(db: PortalDatabase, account: string): Promise<StoredBlock[]> {
  return addressStoreTable(db).where('account').equals(account).sortBy('first')
}

/** Every account's addresses gone, as on a fresh device. */
export function clearAddresses(db: PortalDatabase): Promise<void> {
  return addressStoreTable(db).clear()
}
