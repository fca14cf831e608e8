import { describe, expect, it } from 'vitest'
import { ADDRESS_STORE_TABLE } from '#db/address-store'
import { accountTables } from '#testing/account-tables'
import {
  anAddress,
  anAddressRow,
  anOutboxRow,
  aProfile,
  aShipment,
  aShipmentRow,
  aStandingOrder,
  aStandingOrderRow,
} from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { BROWSER_WIDE, type PortalDatabase } from './database'
import type { AccountId } from './rows'

/**
 * Issue 19: a logout wipes every account reached from the login, the switched ones (`login>x`)
 * included, with their browser-wide traces; unsent changes and other logins' rows stay.
 */

const SYNCED = '2026-11-18T08:00:00Z'

/** One row in every account-keyed table of the replica for `account`. */
async function seedAccount(db: PortalDatabase, account: AccountId, n: number) {
  await db.profiles.put({ account, profile: aProfile({ username: account }), syncedAt: SYNCED })
  await db.addressRows.bulkPut([
    anAddressRow(account, anAddress({ id: 100 + n })),
    anAddressRow(account, anAddress({ id: 200 + n })),
  ])
  await db.shipments.put(aShipmentRow(account, aShipment({ key: 9000 + n })))
  await db.archivePages.put({ account, queryKey: 'archive:1', keys: [9000 + n], total: 1, fetchedAt: SYNCED })
  await db.standingOrders.put(aStandingOrderRow(account, aStandingOrder({ key: 20000 + n })))
  await db.drafts.put({ account, kind: 'order', value: { note: account }, savedAt: SYNCED })
  await db.packaging.put({ account, id: n, labels: { de: 'Kiste' }, width: 1, height: 1, length: 1 })
  await db.tracking.put({ account, trackingId: `T-${n}`, result: {}, fetchedAt: SYNCED })
  await db.meta.put({ account, key: 'lastSuccess:addresses', value: SYNCED })
  await db.waybills.put({ account, key: 9000 + n, pdf: new ArrayBuffer(8), size: 8, usedAt: SYNCED })
  await db.notifications.put({
    account,
    id: `delivered:${9000 + n}`,
    kind: 'delivered',
    shipmentKey: 9000 + n,
    list: 'archive',
    number: `VK-${n}`,
    at: SYNCED,
    read: false,
  })
  await db.outbox.add(anOutboxRow({ account }))
}

const ACCOUNTS = {
  login: ['customer', 'customer>filiale-bern', 'customer>filiale-basel'],
  others: ['customer2', 'customer2>x', 'other>customer', 'dispatcher', 'dispatcher>customer'],
}

/** The accounts holding a row in each table, outbox aside. */
async function accountsByTable(db: PortalDatabase): Promise<Record<string, string[]>> {
  const tables = accountTables(db)
  const found: Record<string, string[]> = {}
  for (const [name, table] of Object.entries(tables)) {
    const rows = (await table.toArray()) as { account: string }[]
    found[name] = [
      ...new Set(rows.map((row) => row.account).filter((account) => account !== BROWSER_WIDE)),
    ].sort()
  }
  return found
}

async function seedBrowserWide(db: PortalDatabase) {
  const beat = (key: string) => ({ account: BROWSER_WIDE, key, value: '{}' })
  await db.meta.bulkPut([
    beat('leaderHeartbeat:customer'),
    beat('leaderHeartbeat:customer>filiale-bern'),
    beat('lastOpened:customer>filiale-basel'),
    beat('leaderHeartbeat:customer2'),
    beat('leaderHeartbeat:customer2>x'),
    beat('leaderHeartbeat:other>customer'),
    beat('leaderHeartbeat:dispatcher>customer'),
  ])
  await db.zips.put({
    id: 1002,
    code: '3011',
    names: { de: 'Bern', fr: 'Berne', it: 'Berna', en: 'Bern' },
    is_active: true,
  })
  await db.zipSearches.put({ search: 'de:3011', ids: [1002], fetchedAt: SYNCED })
}

describe('PortalDatabase.wipeLogin', () => {
  it("wipes every scoped table of the login and of each account switched to from it, and keeps other logins' rows", async () => {
    const db = freshDatabase()
    let n = 0
    for (const account of [...ACCOUNTS.login, ...ACCOUNTS.others]) await seedAccount(db, account, ++n)

    await db.wipeLogin('customer')

    const kept = [...ACCOUNTS.others].sort()
    const expected = Object.fromEntries(
      [
        'profiles',
        ADDRESS_STORE_TABLE,
        'shipments',
        'archivePages',
        'standingOrders',
        'drafts',
        'packaging',
        'tracking',
        'meta',
        'waybills',
        'notifications',
      ].map((table) => [table, kept]),
    )
    expect(await accountsByTable(db)).toEqual(expected)
    for (const account of ACCOUNTS.login) expect(await db.addressRows.count(account)).toBe(0)
    for (const account of ACCOUNTS.others) expect(await db.addressRows.count(account)).toBe(2)
  })

  it('keeps every outbox row, of the login and its switched accounts too', async () => {
    const db = freshDatabase()
    let n = 0
    for (const account of [...ACCOUNTS.login, ...ACCOUNTS.others]) await seedAccount(db, account, ++n)

    await db.wipeLogin('customer')

    expect((await db.outbox.toArray()).map((row) => row.account).sort()).toEqual(
      [...ACCOUNTS.login, ...ACCOUNTS.others].sort(),
    )
  })

  it("deletes the browser-wide rows named after the login or its switched accounts, the place lookups and searches; other logins' stay", async () => {
    const db = freshDatabase()
    await seedBrowserWide(db)

    await db.wipeLogin('customer')

    expect(
      (await db.meta.where('account').equals(BROWSER_WIDE).toArray()).map((row) => row.key).sort(),
    ).toEqual([
      'leaderHeartbeat:customer2',
      'leaderHeartbeat:customer2>x',
      'leaderHeartbeat:dispatcher>customer',
      'leaderHeartbeat:other>customer',
    ])
    expect(await db.zips.count()).toBe(0)
    expect(await db.zipSearches.count()).toBe(0)
  })

  it("wipeAccount (an end of switch, or one account) takes only that account, never the login's switched ones", async () => {
    const db = freshDatabase()
    let n = 0
    for (const account of ACCOUNTS.login) await seedAccount(db, account, ++n)
    await seedBrowserWide(db)

    await db.wipeAccount('customer')

    const left = await accountsByTable(db)
    expect(left.shipments).toEqual(['customer>filiale-basel', 'customer>filiale-bern'])
    expect(left.profiles).toEqual(['customer>filiale-basel', 'customer>filiale-bern'])
    expect(left.notifications).toEqual(['customer>filiale-basel', 'customer>filiale-bern'])
    expect(await db.addressRows.count('customer>filiale-bern')).toBe(2)
    const browserWide = (await db.meta.where('account').equals(BROWSER_WIDE).toArray()).map((row) => row.key)
    expect(browserWide).not.toContain('leaderHeartbeat:customer')
    expect(browserWide).toContain('leaderHeartbeat:customer>filiale-bern')
    expect(await db.outbox.count()).toBe(3)

    await db.wipeAccount('customer>filiale-bern')

    expect((await accountsByTable(db)).shipments).toEqual(['customer>filiale-basel'])
  })
})
