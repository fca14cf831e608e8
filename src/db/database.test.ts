import Dexie from 'dexie'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { storedBlocks } from '#testing/address-rows'
import { anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { ADDRESS_STORE_SCHEMA, ADDRESS_STORE_TABLE } from './address-store'
import { PortalDatabase } from './database'
import { type AddressRow, accountId, type OutboxRow } from './rows'
import { SCHEMA_VERSION_ONE } from './schema-version-one'

const storedAddress = (account: string, id: number): AddressRow => ({
  account,
  id,
  pendingSeq: null,
  address: { id, name: `Firma ${id}` } as never,
})

const outboxEntry = (account: string): OutboxRow =>
  anOutboxRow({
    account,
    kind: 'saveAddress',
    payload: { firma: 'Muster AG' },
    idempotencyKey: crypto.randomUUID(),
  })

describe('the replica schema', () => {
  it('opens at version 4 with every table the sync worker and the UI use', async () => {
    const db = freshDatabase()
    await db.open()
    expect(db.verno).toBe(4)
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      [
        ADDRESS_STORE_TABLE,
        'archivePages',
        'drafts',
        'meta',
        'notifications',
        'outbox',
        'packaging',
        'profiles',
        'shipments',
        'standingOrders',
        'tracking',
        'waybills',
        'zipSearches',
        'zips',
      ].sort(),
    )
  })

  it('upgrades a version-1 replica with every row kept and the waybill table empty', async () => {
    const name = `upgrade-${crypto.randomUUID()}`
    const old = new Dexie(name, { indexedDB, IDBKeyRange })
    old.version(1).stores(SCHEMA_VERSION_ONE)
    await old.table('outbox').add(outboxEntry('customer'))
    await old.table('tracking').put({ account: 'customer', trackingId: 'VK-1', result: {}, fetchedAt: 'x' })
    old.close()
    const db = new PortalDatabase(name, { indexedDB, IDBKeyRange })
    await db.open()
    expect(db.verno).toBe(4)
    expect(await db.outbox.count()).toBe(1)
    expect(await db.tracking.get(['customer', 'VK-1'])).toMatchObject({ trackingId: 'VK-1' })
    expect(await db.waybills.count()).toBe(0)
    db.close()
    await db.delete()
  })

  it('upgrades a version-2 replica: every address row moves into blocks, pending marks and all', async () => {
    const name = `upgrade-${crypto.randomUUID()}`
    const old = new Dexie(name, { indexedDB, IDBKeyRange })
    old.version(1).stores(SCHEMA_VERSION_ONE)
    old.version(2).stores({ waybills: '[account+key], account, usedAt' })
    const rows = [
      ...Array.from({ length: 450 }, (_, index) => storedAddress('customer', index + 1)),
      { ...storedAddress('customer', -3), pendingSeq: 3 },
      { ...storedAddress('customer', 17), pendingSeq: 4 },
      storedAddress('dispatcher>customer', 1),
    ]
    await old.table('addresses').bulkPut(rows)
    old.close()

    const db = new PortalDatabase(name, { indexedDB, IDBKeyRange })
    await db.open()

    expect(db.verno).toBe(4)
    expect(db.tables.map((table) => table.name)).not.toContain('addresses')
    const mine = await db.addressRows.toArray('customer')
    expect(mine.map((row) => row.id)).toEqual([-3, ...Array.from({ length: 450 }, (_, index) => index + 1)])
    expect(await db.addressRows.get(['customer', 17])).toMatchObject({ pendingSeq: 4 })
    expect(await db.addressRows.get(['customer', -3])).toMatchObject({ pendingSeq: 3 })
    expect(await db.addressRows.toArray('dispatcher>customer')).toHaveLength(1)
    // 451 rows of one account: blocks of 100, not one record per address.
    expect(await storedBlocks(db, 'customer')).toHaveLength(5)
    db.close()
    await db.delete()
  })

  it('upgrades a version-3 replica with every row kept and the notifications table empty', async () => {
    const name = `upgrade-${crypto.randomUUID()}`
    const old = new Dexie(name, { indexedDB, IDBKeyRange })
    old.version(1).stores(SCHEMA_VERSION_ONE)
    old.version(2).stores({ waybills: '[account+key], account, usedAt' })
    old.version(3).stores({ addresses: null, ...ADDRESS_STORE_SCHEMA })
    await old.table('outbox').add(outboxEntry('customer'))
    await old.table('meta').put({ account: 'customer', key: 'lastSuccess:activeShipments', value: 'x' })
    old.close()

    const db = new PortalDatabase(name, { indexedDB, IDBKeyRange })
    await db.open()

    expect(db.verno).toBe(4)
    expect(await db.outbox.count()).toBe(1)
    expect(await db.meta.get(['customer', 'lastSuccess:activeShipments'])).toMatchObject({ value: 'x' })
    expect(await db.notifications.count()).toBe(0)
    db.close()
    await db.delete()
  })

  it('numbers outbox entries in creation order', async () => {
    const db = freshDatabase()
    const first = await db.outbox.add(outboxEntry('customer'))
    const second = await db.outbox.add(outboxEntry('customer'))
    expect(second).toBeGreaterThan(first)
    const ordered = await db.outbox.orderBy('seq').toArray()
    expect(ordered.map((entry) => entry.seq)).toEqual([first, second])
  })
})

describe('accounts', () => {
  it('names a switched session as its own account', () => {
    expect(accountId('customer', null)).toBe('customer')
    expect(accountId('dispatcher', 'customer')).toBe('dispatcher>customer')
    expect(accountId('dispatcher', 'customer')).not.toBe(accountId('customer', null))
  })

  it('wipes one account’s replica on logout, keeps its unsent changes and leaves other accounts alone', async () => {
    const db = freshDatabase()
    await db.addressRows.bulkPut([
      storedAddress('customer', 1),
      storedAddress('customer', 2),
      storedAddress('dispatcher>customer', 1),
    ])
    await db.meta.put({ account: 'customer', key: 'lastSuccess:addresses', value: '2026-11-22T08:00:00Z' })
    await db.outbox.add(outboxEntry('customer'))

    await db.wipeAccount('customer')

    expect(await db.addressRows.count('customer')).toBe(0)
    expect(await db.meta.where('account').equals('customer').count()).toBe(0)
    expect(await db.addressRows.count('dispatcher>customer')).toBe(1)
    expect(await db.outbox.where('account').equals('customer').count()).toBe(1)
  })
})
