import { describe, expect, it } from 'vitest'
import { ADDRESS_STORE_TABLE } from '#db/address-store'
import { anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { quotaFault } from '#testing/quota-fault'
import type { PortalDatabase } from './database'
import type { AddressRow, OutboxRow, ShipmentRow } from './rows'
import {
  isQuotaExceeded,
  StorageFullError,
  type StorageOutcome,
  withStorageRecovery,
} from './storage-pressure'

function database() {
  const db = freshDatabase()
  return { db, fault: quotaFault(db) }
}

const shipment = (key: number, list: ShipmentRow['list'], pendingSeq: number | null = null) =>
  ({ account: 'customer', key, list, item: { key }, detail: null, pendingSeq }) as unknown as ShipmentRow

const outboxRow = (name: string): OutboxRow =>
  anOutboxRow({
    kind: 'saveAddress',
    payload: { address: { name } },
    idempotencyKey: `key-${name}`,
    attempts: 3,
  })

const address = (id: number) =>
  ({
    account: 'customer',
    id,
    address: { id, name: `Firma ${id}` },
    pendingSeq: null,
  }) as unknown as AddressRow

/** A replica with archive pages, caches and two unsent changes, as a device that has been used a while. */
async function seeded() {
  const { db, fault } = database()
  await db.archivePages.bulkPut([
    { account: 'customer', queryKey: 'offset=0', keys: [1, 2], total: 3, fetchedAt: '2026-11-22T08:00:00Z' },
    { account: 'other', queryKey: 'offset=0', keys: [3], total: 1, fetchedAt: '2026-11-22T08:00:00Z' },
  ])
  await db.shipments.bulkPut([
    shipment(1, 'archive'),
    shipment(2, 'archive'),
    shipment(3, 'archive', 7),
    shipment(4, 'active'),
  ])
  await db.tracking.put({
    account: 'customer',
    trackingId: 'T1',
    result: {},
    fetchedAt: '2026-11-22T08:00:00Z',
  })
  await db.zipSearches.put({ search: '3011', ids: [1], fetchedAt: '2026-11-22T08:00:00Z' })
  await db.waybills.put({
    account: 'customer',
    key: 4,
    pdf: new ArrayBuffer(8),
    size: 8,
    usedAt: '2026-11-22T08:00:00Z',
  })
  await db.outbox.bulkAdd([outboxRow('first'), outboxRow('second')])
  const outboxBefore = await db.outbox.toArray()
  return { db, fault, outboxBefore }
}

function recorder() {
  const outcomes: StorageOutcome[] = []
  return { outcomes, report: (outcome: StorageOutcome) => outcomes.push(outcome) }
}

const saveAddress = (db: PortalDatabase, id: number) => () =>
  db.transaction('rw', db.addressRows.scope, () => db.addressRows.put(address(id)))

describe('running out of device storage', () => {
  it('evicts cached archive pages first, retries the write once and says what it removed', async () => {
    const { db, fault, outboxBefore } = await seeded()
    const { outcomes, report } = recorder()
    fault.refuse(1, [ADDRESS_STORE_TABLE])

    await withStorageRecovery(db, saveAddress(db, 5), report)

    expect(await db.addressRows.get(['customer', 5])).toBeDefined()
    expect(await db.archivePages.count()).toBe(0)
    // The archived shipment with a pending change and the active list stay.
    expect((await db.shipments.toArray()).map((row) => row.key).sort()).toEqual([3, 4])
    expect(await db.tracking.count()).toBe(1)
    expect(await db.zipSearches.count()).toBe(1)
    expect(await db.waybills.count()).toBe(1)
    expect(await db.outbox.toArray()).toEqual(outboxBefore)
    expect(outcomes).toEqual([{ type: 'evicted', stage: 'archivePages', removed: 4 }])
  })

  it('gives up tracking results, place searches and kept waybills next, still never the outbox', async () => {
    const { db, fault, outboxBefore } = await seeded()
    const { outcomes, report } = recorder()
    fault.refuse(2, [ADDRESS_STORE_TABLE])

    await withStorageRecovery(db, saveAddress(db, 5), report)

    expect(await db.addressRows.get(['customer', 5])).toBeDefined()
    expect(await db.tracking.count()).toBe(0)
    expect(await db.zipSearches.count()).toBe(0)
    expect(await db.waybills.count()).toBe(0)
    expect(await db.outbox.toArray()).toEqual(outboxBefore)
    expect(outcomes).toEqual([
      { type: 'evicted', stage: 'archivePages', removed: 4 },
      { type: 'evicted', stage: 'caches', removed: 3 },
    ])
  })

  it('reports a full device and throws StorageFullError when nothing is left to free', async () => {
    const { db, fault, outboxBefore } = await seeded()
    const { outcomes, report } = recorder()
    fault.refuse(Number.POSITIVE_INFINITY, [ADDRESS_STORE_TABLE])

    const failure = await withStorageRecovery(db, saveAddress(db, 5), report).catch((error: unknown) => error)

    expect(failure).toBeInstanceOf(StorageFullError)
    expect(isQuotaExceeded(failure)).toBe(true)
    expect(await db.addressRows.count()).toBe(0)
    expect(await db.outbox.toArray()).toEqual(outboxBefore)
    expect(outcomes.at(-1)).toEqual({ type: 'full' })
    expect(fault.refused()).toEqual([ADDRESS_STORE_TABLE, ADDRESS_STORE_TABLE, ADDRESS_STORE_TABLE])
  })

  it('does not tell the user about an eviction that freed nothing', async () => {
    const { db, fault } = database()
    const { outcomes, report } = recorder()
    fault.refuse(1, [ADDRESS_STORE_TABLE])

    await withStorageRecovery(db, saveAddress(db, 5), report)

    expect(await db.addressRows.count()).toBe(1)
    expect(outcomes).toEqual([])
  })

  it('leaves every cache alone when a write fails for another reason', async () => {
    const { db, outboxBefore } = await seeded()
    const { outcomes, report } = recorder()
    const broken = () => Promise.reject(new TypeError('not a quota problem'))

    await expect(withStorageRecovery(db, broken, report)).rejects.toThrow('not a quota problem')

    expect(await db.archivePages.count()).toBe(2)
    expect(await db.shipments.count()).toBe(4)
    expect(await db.outbox.toArray()).toEqual(outboxBefore)
    expect(outcomes).toEqual([])
  })

  it('recognises a full quota however Dexie wraps it, and nothing else', () => {
    const quota = new DOMException('full', 'QuotaExceededError')
    expect(isQuotaExceeded(quota)).toBe(true)
    expect(isQuotaExceeded({ name: 'AbortError', inner: quota })).toBe(true)
    expect(isQuotaExceeded(new Error('wrapped', { cause: quota }))).toBe(true)
    // comlink recreates a thrown error from its name and message on the UI side.
    expect(isQuotaExceeded(Object.assign(new Error('x'), { name: 'StorageFullError' }))).toBe(true)
    expect(isQuotaExceeded(new DOMException('gone', 'NotFoundError'))).toBe(false)
    expect(isQuotaExceeded(null)).toBe(false)
    expect(isQuotaExceeded('QuotaExceededError')).toBe(false)
  })
})
