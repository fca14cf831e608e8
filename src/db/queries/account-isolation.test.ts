// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { renderHook, waitFor } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ADDRESS_STORE_TABLE } from '#db/address-store'
import { recordBatchDiscards } from '#db/batch-discard-log'
import type { PortalDatabase } from '#db/database'
import type { AccountId } from '#db/rows'
import { anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import * as addresses from './addresses'
import * as archivePages from './archive-pages'
import * as drafts from './drafts'
import * as meta from './meta'
import * as notifications from './notifications'
import * as outbox from './outbox'
import * as packaging from './packaging'
import * as profiles from './profiles'
import * as shipments from './shipments'
import * as standingOrders from './standing-orders'
import * as tracking from './tracking'
import * as waybills from './waybills'

/**
 * "Accounts never mix" (architecture: the replica is per account), shown for every account-scoped
 * table and every read of its query module: what an account reads is the same whether or not
 * another account has rows, and it is not what an empty replica gives (so the read does find the
 * account's own rows). The accounts are a switched session and the user who switched.
 */

/** Tables with no account: the place-search cache is the same for everyone. */
const ACCOUNT_FREE = ['zips', 'zipSearches']

/** Each account's slot, where a key is global (an outbox seq); other keys are the same for both. */
const SLOTS: Record<AccountId, number> = { 'dispatcher>customer': 1, dispatcher: 2 }
const ACCOUNTS = Object.keys(SLOTS)

type Read = (db: PortalDatabase, account: AccountId) => Promise<unknown>

interface TableCase {
  /** The table's query module; every read it exports (get…, use…, when…) must have a case below. */
  module: Record<string, unknown>
  /** Stores the account's rows under the same keys as the other account's. */
  store(db: PortalDatabase, account: AccountId): Promise<void>
  reads: Record<string, Read>
}

/** A hook's first settled value (live queries answer undefined while loading). */
async function viaHook<T>(use: () => T | undefined): Promise<T> {
  const { result, unmount } = renderHook(use)
  await waitFor(() => expect(result.current).not.toBeUndefined())
  const value = result.current as T
  unmount()
  return value
}

/** Whether a promise settles within a while: whenSent resolves at once for an entry not (or no longer) queued. */
function settlesWithin(promise: Promise<unknown>, ms = 500): Promise<boolean> {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ])
}

const BOTH_SEQS = Object.values(SLOTS)
const AT = '2026-11-22T08:00:00.000Z'
/** The replica does not look inside the entities it stores; a marked stand-in is enough here. */
const entity = (account: AccountId, id: number) => ({ id, name: `${account} ${id}` }) as never
const Draft = v.object({ sender: v.string() })

const cases: Record<string, TableCase> = {
  profiles: {
    module: profiles,
    store: async (db, account) => {
      await db.profiles.put({ account, profile: entity(account, 1), syncedAt: AT })
    },
    reads: {
      getProfile: (db, account) => profiles.getProfile(account, db),
      useProfile: (db, account) => viaHook(() => profiles.useProfile(account, db)),
    },
  },
  [ADDRESS_STORE_TABLE]: {
    module: addresses,
    store: async (db, account) => {
      await db.addressRows.bulkPut(
        [1, 2].map((id) => ({ account, id, address: entity(account, id), pendingSeq: null })),
      )
    },
    reads: {
      getAddress: (db, account) => addresses.getAddress(account, 1, db),
      useAddress: (db, account) => viaHook(() => addresses.useAddress(account, 1, db)),
      getAddresses: (db, account) => addresses.getAddresses(account, db),
      useAddresses: (db, account) => viaHook(() => addresses.useAddresses(account, db)),
      getNewestAddresses: (db, account) => addresses.getNewestAddresses(account, 3, db),
      useAddressesWhen: (db, account) => viaHook(() => addresses.useAddressesWhen(account, true, db)),
      getAddressBookHead: (db, account) => addresses.getAddressBookHead(account, 'asc', 3, db),
      useAddressBookHead: (db, account) =>
        viaHook(() => addresses.useAddressBookHead(account, 'desc', 3, db)),
      useNewestAddresses: (db, account) => viaHook(() => addresses.useNewestAddresses(account, 3, db)),
    },
  },
  shipments: {
    module: shipments,
    store: async (db, account) => {
      await db.shipments.bulkPut([
        { account, key: 1, list: 'active', item: entity(account, 1), detail: null, pendingSeq: null },
        { account, key: 2, list: 'archive', item: entity(account, 2), detail: null, pendingSeq: null },
      ])
    },
    reads: {
      getShipment: (db, account) => shipments.getShipment(account, 1, db),
      useShipment: (db, account) => viaHook(() => shipments.useShipment(account, 1, db)),
      getShipmentList: async (db, account) => [
        await shipments.getShipmentList(account, 'active', db),
        await shipments.getShipmentList(account, 'archive', db),
      ],
      useShipmentList: (db, account) => viaHook(() => shipments.useShipmentList(account, 'archive', db)),
      getShipmentsByKey: (db, account) => shipments.getShipmentsByKey(account, [2, 1], db),
      getShipmentsAfter: async (db, account) => [
        await shipments.getShipmentsAfter(account, Number.NEGATIVE_INFINITY, 10, db),
        await shipments.getShipmentsAfter(account, 1, 10, db),
      ],
      getPlacedShipment: async (db, account) => {
        // Both accounts' orders were placed by their own outbox entry 5.
        await db.shipments.where('account').equals(account).modify({ placedBySeq: 5 })
        return shipments.getPlacedShipment(account, 5, db)
      },
      getShipmentFollowingOrder: async (db, account) => {
        // A popup opened on the waiting order −5 follows the shipment it became, in its own account.
        await db.shipments.where('account').equals(account).modify({ placedBySeq: 5 })
        return [
          await shipments.getShipmentFollowingOrder(account, 1, db),
          await shipments.getShipmentFollowingOrder(account, -5, db),
        ]
      },
      useShipmentFollowingOrder: async (db, account) => {
        await db.shipments.where('account').equals(account).modify({ placedBySeq: 5 })
        return viaHook(() => shipments.useShipmentFollowingOrder(account, -5, db))
      },
    },
  },
  archivePages: {
    module: archivePages,
    store: async (db, account) => {
      await db.shipments.put({
        account,
        key: 7,
        list: 'archive',
        item: entity(account, 7),
        detail: null,
        pendingSeq: null,
      })
      await db.archivePages.put({ account, queryKey: 'page=1', keys: [7], total: 1, fetchedAt: AT })
    },
    reads: {
      getArchivePage: (db, account) => archivePages.getArchivePage(account, 'page=1', db),
      useArchivePage: (db, account) => viaHook(() => archivePages.useArchivePage(account, 'page=1', db)),
      getArchivePageKeys: async (db, account) => {
        await db.archivePages.put({
          account,
          queryKey: `mine=${account}`,
          keys: [7],
          total: 1,
          fetchedAt: AT,
        })
        return (await archivePages.getArchivePageKeys(account, db)).sort()
      },
      useArchivePageKeys: (db, account) => viaHook(() => archivePages.useArchivePageKeys(account, db)),
      getArchivePagesVersion: (db, account) => archivePages.getArchivePagesVersion(account, db),
      useArchivePagesVersion: (db, account) =>
        viaHook(() => archivePages.useArchivePagesVersion(account, db)),
    },
  },
  standingOrders: {
    module: standingOrders,
    store: async (db, account) => {
      await db.standingOrders.bulkPut(
        [1, 2].map((key) => ({ account, key, order: entity(account, key), pendingSeq: null })),
      )
    },
    reads: {
      getStandingOrder: (db, account) => standingOrders.getStandingOrder(account, 1, db),
      getStandingOrders: (db, account) => standingOrders.getStandingOrders(account, db),
      useStandingOrders: (db, account) => viaHook(() => standingOrders.useStandingOrders(account, db)),
    },
  },
  drafts: {
    module: drafts,
    store: async (db, account) => {
      await db.drafts.bulkPut([
        { account, kind: 'order', value: { sender: `${account} order` }, savedAt: AT },
        { account, kind: 'offer', value: { sender: `${account} offer` }, savedAt: AT },
      ])
    },
    reads: {
      getDraft: async (db, account) => [
        await drafts.getDraft(account, 'order', Draft, db),
        await drafts.getDraft(account, 'offer', Draft, db),
      ],
      useDraft: (db, account) => viaHook(() => drafts.useDraft(account, 'order', Draft, db)),
    },
  },
  outbox: {
    module: outbox,
    store: async (db, account) => {
      await db.outbox.put(
        anOutboxRow({
          account,
          seq: SLOTS[account],
          idempotencyKey: `key of ${account}`,
          status: 'needsAttention',
          lastError: `refused for ${account}`,
          // The same batch id in every account: its progress must count the account's entries only.
          batch: { id: 'one batch id', label: `batch of ${account}`, size: 1 },
        }),
      )
      // An entry of the same batch id discarded in each account: another account's discard is not ours.
      await recordBatchDiscards(db, account, [
        { seq: (SLOTS[account] ?? 0) + 10, batch: { id: 'one batch id' } },
      ])
    },
    reads: {
      getBatchDiscards: async (db, account) => [
        ...(await outbox.getBatchDiscards(account, 'one batch id', db)),
      ],
      useBatchProgress: (db, account) => viaHook(() => outbox.useBatchProgress(account, 'one batch id', db)),
      getPendingChanges: (db, account) => outbox.getPendingChanges(account, db),
      usePendingChanges: (db, account) => viaHook(() => outbox.usePendingChanges(account, db)),
      getOutboxEntry: (db, account) =>
        Promise.all(BOTH_SEQS.map((seq) => outbox.getOutboxEntry(account, seq, db))),
      getRefusal: (db, account) => Promise.all(BOTH_SEQS.map((seq) => outbox.getRefusal(account, seq, db))),
      useRefusal: (db, account) =>
        Promise.all(BOTH_SEQS.map((seq) => viaHook(() => outbox.useRefusal(account, seq, db)))),
      whenSent: (db, account) =>
        Promise.all(BOTH_SEQS.map((seq) => settlesWithin(outbox.whenSent(account, seq, db)))),
      whenSettled: (db, account) =>
        Promise.all(BOTH_SEQS.map((seq) => outbox.whenSettled(account, seq, 500, db))),
    },
  },
  packaging: {
    module: packaging,
    store: async (db, account) => {
      await db.packaging.bulkPut(
        [1, 2].map((id) => ({
          account,
          id,
          labels: { de: `${account} ${id}` },
          width: 1,
          height: 1,
          length: 1,
        })),
      )
    },
    reads: {
      getPackaging: (db, account) => packaging.getPackaging(account, db),
      usePackaging: (db, account) => viaHook(() => packaging.usePackaging(account, db)),
    },
  },
  tracking: {
    module: tracking,
    store: async (db, account) => {
      await db.tracking.put({ account, trackingId: 'VK-1', result: entity(account, 1), fetchedAt: AT })
    },
    reads: {
      getTracking: (db, account) => tracking.getTracking(account, 'VK-1', db),
      useTracking: (db, account) => viaHook(() => tracking.useTracking(account, 'VK-1', db)),
    },
  },
  waybills: {
    module: waybills,
    store: async (db, account) => {
      const pdf = new TextEncoder().encode(`%PDF ${account}`).buffer
      await db.waybills.put({ account, key: 1, pdf, size: pdf.byteLength, usedAt: AT })
    },
    reads: {
      getKeptWaybill: async (db, account) => {
        const blob = await waybills.getKeptWaybill(account, 1, db, () => new Date(AT))
        return blob ? new TextDecoder().decode(await blob.arrayBuffer()) : null
      },
      getKeptWaybillKeys: async (db, account) => [
        ...(await waybills.getKeptWaybillKeys(account, [1, 2], db)),
      ],
    },
  },
  meta: {
    module: meta,
    store: async (db, account) => {
      const value = `2026-11-22T0${SLOTS[account]}:00:00.000Z`
      await db.meta.put({ account, key: 'lastSuccess:addresses', value })
    },
    reads: {
      getLastSuccess: (db, account) => meta.getLastSuccess(account, 'addresses', db),
      useLastSuccess: (db, account) => viaHook(() => meta.useLastSuccess(account, 'addresses', db)),
    },
  },
  notifications: {
    module: notifications,
    store: async (db, account) => {
      await db.notifications.bulkPut(
        [1, 2].map((key) => ({
          account,
          id: `pickedUp:${key}`,
          kind: 'pickedUp' as const,
          shipmentKey: key,
          list: 'active' as const,
          number: `${account} ${key}`,
          at: AT,
          read: key === SLOTS[account],
        })),
      )
    },
    reads: {
      getNotifications: (db, account) => notifications.getNotifications(account, db),
      useNotifications: (db, account) => viaHook(() => notifications.useNotifications(account, db)),
      getUnreadNotificationCount: (db, account) => notifications.getUnreadNotificationCount(account, db),
      useUnreadNotificationCount: (db, account) =>
        viaHook(() => notifications.useUnreadNotificationCount(account, db)),
    },
  },
}

const isRead = (name: string) => /^(get|use|when)[A-Z]/.test(name)

describe('accounts never mix in the replica reads', () => {
  it('covers every account-scoped table, and every read each query module exports', async () => {
    const db = freshDatabase()
    await db.open()
    const scoped = db.tables.map((table) => table.name).filter((name) => !ACCOUNT_FREE.includes(name))
    expect(Object.keys(cases).sort()).toEqual(scoped.sort())
    for (const { module, reads } of Object.values(cases)) {
      const exported = Object.keys(module).filter(
        (name) => isRead(name) && typeof module[name] === 'function',
      )
      expect(Object.keys(reads).sort()).toEqual(exported.sort())
    }
  })

  for (const [table, { store, reads }] of Object.entries(cases)) {
    describe(table, () => {
      for (const [name, read] of Object.entries(reads)) {
        it.each(ACCOUNTS)(`${name} answers %s only with its own rows`, async (account) => {
          const both = freshDatabase()
          for (const each of ACCOUNTS) await store(both, each)
          const alone = freshDatabase()
          await store(alone, account)
          const empty = freshDatabase()

          const seen = await read(both, account)
          expect(seen).toEqual(await read(alone, account))
          expect(seen).not.toEqual(await read(empty, account))
        })
      }
    })
  }
})
