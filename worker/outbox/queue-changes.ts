import type { ShipmentEdit } from '#api/endpoints/shipments'
import type { OrderPayload } from '#api/schemas/payloads'
import type { PortalDatabase } from '#db/database'
import type { AccountId, OutboxKind } from '#db/rows'
import type { AddressInput } from '#domain/entities/address'
import {
  createShipmentPayload,
  type EnqueueInput,
  editShipmentPayload,
  enqueue,
  type Optimistic,
  renameStandingOrderPayload,
  requestPodEmailPayload,
  saveAddressPayload,
} from './enqueue'
import { updatePayload } from './entry-actions'
import { handlerOf, typed } from './handlers'
import { outboxTables } from './types'

/**
 * One call per change the UI makes while online or offline: reads the replica's current row (the
 * snapshot a discard restores), writes the optimistic row and the outbox entry, all in one
 * transaction. Each answers the entry's seq.
 */
export interface QueueInput {
  account: AccountId
  /** Epoch ms. */
  now: number
  dependsOn?: number | null
}

function withOptimisticRow<K extends OutboxKind>(db: PortalDatabase, input: EnqueueInput<K>) {
  return enqueue(db, input, (_tx, entry) => handlerOf(entry.kind).optimistic(db, typed(entry)))
}

/**
 * An address with id null is created (shown under a temporary negative id meanwhile), else updated.
 * Saving an address whose waiting change the server refused corrects that change (it goes back in
 * line under a fresh key) instead of queueing a second one behind it that could never be sent.
 */
export function queueAddressSave(db: PortalDatabase, input: QueueInput & { address: AddressInput }) {
  const { account, address, now, dependsOn } = input
  return db.transaction('rw', outboxTables(db), async () => {
    const before = address.id === null ? null : ((await db.addresses.get([account, address.id])) ?? null)
    const payload = saveAddressPayload(address, before)
    const refused = before?.pendingSeq != null ? await db.outbox.get(before.pendingSeq) : undefined
    const correctable =
      refused?.status === 'needsAttention' && refused.kind === 'saveAddress' && refused.attempts === 0
    if (correctable && refused.seq !== undefined) {
      await updatePayload(db, refused.seq, payload)
      return refused.seq
    }
    return withOptimisticRow(db, { account, kind: 'saveAddress', payload, dependsOn, now })
  })
}

export function queueStandingOrderRename(
  db: PortalDatabase,
  input: QueueInput & { key: number; customerName: string },
) {
  const { account, key, now, dependsOn } = input
  return db.transaction('rw', outboxTables(db), async () => {
    const row = await db.standingOrders.get([account, key])
    const before = row ? { customerName: row.order.customerName, pendingSeq: row.pendingSeq } : null
    const payload = renameStandingOrderPayload(key, input.customerName, before)
    return withOptimisticRow(db, { account, kind: 'renameStandingOrder', payload, dependsOn, now })
  })
}

export function queueShipmentEdit(
  db: PortalDatabase,
  input: QueueInput & { key: number; edit: ShipmentEdit },
) {
  const { account, key, now, dependsOn } = input
  return db.transaction('rw', outboxTables(db), async () => {
    const row = await db.shipments.get([account, key])
    const before = row
      ? {
          edit: { reference: row.item.reference, numberOfColis: row.item.numberOfColis },
          pendingSeq: row.pendingSeq,
        }
      : null
    const payload = editShipmentPayload(key, input.edit, before)
    return withOptimisticRow(db, { account, kind: 'editShipment', payload, dependsOn, now })
  })
}

export function queuePodEmail(db: PortalDatabase, input: QueueInput & { key: number; email: string }) {
  const { account, now, dependsOn } = input
  const payload = requestPodEmailPayload(input.key, input.email)
  return enqueue(db, { account, kind: 'requestPodEmail', payload, dependsOn, now })
}

/**
 * An order or offer. `pendingRow` writes the order feature's optimistic shipment row, if it shows
 * one: under key −entry.seq, which the server's id replaces on success.
 */
export function queueShipment(
  db: PortalDatabase,
  input: QueueInput & { order: OrderPayload; priced?: boolean; pendingRow?: Optimistic },
) {
  const { account, now, dependsOn } = input
  const payload = createShipmentPayload(input.order, input.priced)
  return enqueue(db, { account, kind: 'createShipment', payload, dependsOn, now }, input.pendingRow)
}
