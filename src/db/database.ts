import Dexie, { type Table } from 'dexie'
import { ADDRESS_STORE_SCHEMA, ADDRESS_STORE_TABLE, AddressStore } from './address-store'
import type {
  AddressRow,
  ArchivePageRow,
  DraftRow,
  MetaRow,
  NotificationRow,
  OutboxRow,
  PackagingRow,
  ProfileRow,
  ShipmentRow,
  StandingOrderRow,
  TrackingRow,
  WaybillRow,
  ZipRow,
  ZipSearchRow,
} from './rows'
import { SCHEMA_VERSION_ONE } from './schema-version-one'

export const DATABASE_NAME = 'courier-portal'
/** The `account` of meta rows that belong to the browser, not to one account (worker/leadership.ts). */
export const BROWSER_WIDE = '*'

/**
 * The local replica. Each schema change is a new numbered version below the others, with its
 * upgrade function and a test that opens a database written at the version before and checks the
 * upgraded rows (in src/db/database.test.ts, beside the version-1 test); old versions stay as
 * written. `OutboxRow.correctionPath` came without a version: it is no index, and rows written
 * before it read as having no correction screen.
 */
export class PortalDatabase extends Dexie {
  profiles!: Table<ProfileRow, string>
  /** The address book, read and written in rows; stored in blocks its module alone knows (address-store.ts). */
  readonly addressRows: AddressStore
  shipments!: Table<ShipmentRow, [string, number]>
  archivePages!: Table<ArchivePageRow, [string, string]>
  standingOrders!: Table<StandingOrderRow, [string, number]>
  drafts!: Table<DraftRow, [string, string]>
  outbox!: Table<OutboxRow, number>
  zips!: Table<ZipRow, number>
  zipSearches!: Table<ZipSearchRow, string>
  packaging!: Table<PackagingRow, [string, number]>
  tracking!: Table<TrackingRow, [string, string]>
  meta!: Table<MetaRow, [string, string]>
  waybills!: Table<WaybillRow, [string, number]>
  notifications!: Table<NotificationRow, [string, string]>

  constructor(name = DATABASE_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options)
    this.version(1).stores(SCHEMA_VERSION_ONE)
    // Version 2: waybill PDFs kept for offline opening (issue 10). A new table needs no upgrade.
    this.version(2).stores({ waybills: '[account+key], account, usedAt' })
    // Version 3: the address book in blocks of rows (address-store.ts says why); rows move over.
    this.version(3)
      .stores({ addresses: null, ...ADDRESS_STORE_SCHEMA })
      .upgrade(async (transaction) => {
        const rows: AddressRow[] = await transaction.table('addresses').toArray()
        await new AddressStore(transaction.table(ADDRESS_STORE_TABLE)).bulkPut(rows)
      })
    // Version 4: the desk's notifications of status changes (issue 22). A new table needs no upgrade.
    this.version(4).stores({ notifications: '[account+id], account, [account+at]' })
    this.addressRows = new AddressStore(this.table(ADDRESS_STORE_TABLE))
  }

  /** End of a switch: the account's replica goes, its unsent outbox entries stay (decisions: offline behaviour). */
  wipeAccount(account: string): Promise<void> {
    return this.wipe(account, false)
  }

  /**
   * Logout: the replica of the login and of every account reached by switching from it goes (their
   * rows are keyed `login>other`, rows.ts accountId), waybills and drafts included; unsent outbox
   * entries stay (decisions: offline behaviour).
   */
  wipeLogin(login: string): Promise<void> {
    return this.wipe(login, true)
  }

  private async wipe(account: string, withSwitched: boolean): Promise<void> {
    const scoped = [
      this.profiles,
      this.shipments,
      this.archivePages,
      this.standingOrders,
      this.drafts,
      this.packaging,
      this.tracking,
      this.meta,
      this.waybills,
      this.notifications,
    ]
    const switched = `${account}>`
    const named = (key: string) =>
      key.endsWith(`:${account}`) || (withSwitched && key.includes(`:${switched}`))
    const addresses = this.addressRows
    await this.transaction('rw', [...scoped, addresses.scope, this.zips, this.zipSearches], async () => {
      await addresses.wipe(account, withSwitched ? switched : null)
      for (const table of scoped) {
        await table.where('account').equals(account).delete()
        if (withSwitched) await table.where('account').startsWith(switched).delete()
      }
      // Browser-wide rows named after the account (its leader's heartbeat) would tell the next user
      // of a shared computer who was here; other accounts' rows stay.
      await this.meta
        .where('account')
        .equals(BROWSER_WIDE)
        .filter((row) => named(row.key))
        .delete()
      // Place searches are what this user typed: the next one starts without them.
      await this.zipSearches.clear()
      await this.zips.clear()
    })
  }
}
