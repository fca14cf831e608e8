import Dexie from 'dexie'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { PortalDatabase } from './database'
import { accountId, type OutboxRow } from './rows'

const outboxEntry = (account: string): OutboxRow =>
  anOutboxRow({
    account,
    kind: 'saveAddress',
    payload: { firma: 'Muster AG' },
    idempotencyKey: crypto.randomUUID(),
  })

describe('the replica schema', () => {
  it('opens at version 2 with every table the sync worker and the UI use', async () => {
    const db = freshDatabase()
    await db.open()
    expect(db.verno).toBe(2)
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      [
        'addresses',
        'archivePages',
        'drafts',
        'meta',
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

  it('upgrades a version-1 replica to version 2 with every row kept and the waybill table empty', async () => {
    const name = `upgrade-${crypto.randomUUID()}`
    const old = new Dexie(name, { indexedDB, IDBKeyRange })
    old.version(1).stores({
      profiles: 'account',
      addresses: '[account+id], account, pendingSeq',
      shipments: '[account+key], [account+list], pendingSeq',
      archivePages: '[account+queryKey], account, fetchedAt',
      standingOrders: '[account+key], account, pendingSeq',
      drafts: '[account+kind], account',
      outbox: '++seq, account, [account+status], idempotencyKey',
      zips: 'id, code',
      zipSearches: 'search',
      packaging: '[account+id], account',
      tracking: '[account+trackingId], account',
      meta: '[account+key], account',
    })
    await old.table('outbox').add(outboxEntry('customer'))
    await old.table('tracking').put({ account: 'customer', trackingId: 'VK-1', result: {}, fetchedAt: 'x' })
    old.close()
    const db = new PortalDatabase(name, { indexedDB, IDBKeyRange })
    await db.open()
    expect(db.verno).toBe(2)
    expect(await db.outbox.count()).toBe(1)
    expect(await db.tracking.get(['customer', 'VK-1'])).toMatchObject({ trackingId: 'VK-1' })
    expect(await db.waybills.count()).toBe(0)
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
    const address = (account: string, id: number) => ({
      account,
      id,
      pendingSeq: null,
      address: { id, name: `Firma ${id}` } as never,
    })
    await db.addresses.bulkPut([
      address('customer', 1),
      address('customer', 2),
      address('dispatcher>customer', 1),
    ])
    await db.meta.put({ account: 'customer', key: 'lastSuccess:addresses', value: '2026-11-22T08:00:00Z' })
    await db.outbox.add(outboxEntry('customer'))

    await db.wipeAccount('customer')

    expect(await db.addresses.where('account').equals('customer').count()).toBe(0)
    expect(await db.meta.where('account').equals('customer').count()).toBe(0)
    expect(await db.addresses.where('account').equals('dispatcher>customer').count()).toBe(1)
    expect(await db.outbox.where('account').equals('customer').count()).toBe(1)
  })
})
