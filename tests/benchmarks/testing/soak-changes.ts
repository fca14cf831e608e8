import type { Page } from '@playwright/test'
import { buildMix, type MixSizes } from '#tests/e2e/chaos/testing/change-mix'
import { outboxOf, replicaOf } from '#tests/e2e/chaos/testing/replica'
import { queueThroughWorker } from '#tests/e2e/chaos/testing/sync-worker'
import { until } from './replica-probe'
import type { Desk } from './soak-desk'

/**
 * One batch of the day's queued changes, 25: 4 addresses created (with 6 updates of them), 4
 * updates of 2 addresses of the book, 6 orders (shipment creations, priced when sent) and 5
 * renames of 3 standing orders. The chaos suite's mix (tests/e2e/chaos/testing/change-mix.ts),
 * without the kinds that depend on a shipment's state, which the day moves on under them.
 */
export const BATCH: MixSizes = {
  createdAddresses: 4,
  updatesPerCreated: [1, 2],
  updatedAddresses: 2,
  updatesPerAddress: 2,
  orders: 6,
  ordersNamingCreated: 0,
  offers: 0,
  renamedStandingOrders: 3,
  renames: 5,
  editedShipments: 0,
  edits: 0,
  podRequests: 0,
  waitingOrdersEdited: 0,
  editsPerWaitingOrder: 0,
  waitingOrderPods: 0,
}

export const BATCH_SIZE = 25

export interface BatchResult {
  queued: number
  addressesCreated: number
  /** Real ms from back online until the outbox was empty. */
  replayMs: number
}

/**
 * Offline, the batch is queued in one tab (as its forms would), then the desk is back online and
 * the leader replays it: done when the account's outbox is empty. An entry that needs the user
 * would never leave, so it fails the day at once, naming it.
 */
export async function queueBatchOffline(desk: Desk, page: Page, mark: string): Promise<BatchResult> {
  const seen = await replicaOf(page, 'customer')
  const { plan, expected } = buildMix(seen, mark, BATCH)
  if (plan.length !== BATCH_SIZE) throw new Error(`the batch has ${plan.length} changes, not ${BATCH_SIZE}`)
  await desk.context.setOffline(true)
  await queueThroughWorker(page, plan)
  const started = Date.now()
  await desk.context.setOffline(false)
  await until(
    async () => {
      const entries = (await outboxOf(page)).filter((entry) => entry.account === 'customer')
      const stuck = entries.filter((entry) => entry.status === 'needsAttention')
      if (stuck.length > 0)
        throw new Error(
          `${desk.name}: ${stuck.length} changes need attention: ${stuck[0]?.kind} ${stuck[0]?.lastError}`,
        )
      return entries.length === 0
    },
    180_000,
    100,
  )
  return {
    queued: plan.length,
    addressesCreated: expected.createdAddresses.size,
    replayMs: Date.now() - started,
  }
}
