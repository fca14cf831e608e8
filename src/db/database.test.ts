import { describe, expect, it } from 'vitest'
import { anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { accountId, type OutboxRow } from './rows'

const outboxEntry = (account: string): OutboxRow =>
  anOutboxRow({
    account,
    kind: 'saveAddress',
    payload: { firma: 'Muster AG' },
    idempotencyKey: crypto.randomUUID(),
  })

describe('the replica schema', () => {
  it('opens at version 1 with every table the sync worker and the UI use', async () => {
    const db = freshDatabase()
    await db.open()
    expect(db.verno).toBe(1)
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
        'zipSearches',
        'zips',
      ].sort(),
    )
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
