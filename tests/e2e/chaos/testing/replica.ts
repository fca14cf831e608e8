import type { Page } from '@playwright/test'
import type { OutboxRow, ShipmentRow, StandingOrderRow } from '#db/rows'
import { readReplicaStore } from '#tests/testing/read-replica'
import { replicaAddressRows } from '#tests/testing/replica-addresses'

/** One store of the tab's replica (tests/testing/read-replica.ts). */
export const readTable = readReplicaStore

export type StoredEntry = OutboxRow & { seq: number }

export const outboxOf = (page: Page) => readTable<StoredEntry>(page, 'outbox')

export async function replicaOf(page: Page, account: string) {
  const mine = <T extends { account: string }>(rows: T[]) => rows.filter((row) => row.account === account)
  return {
    addresses: mine(await replicaAddressRows(page)),
    shipments: mine(await readTable<ShipmentRow>(page, 'shipments')),
    standingOrders: mine(await readTable<StandingOrderRow>(page, 'standingOrders')),
  }
}
