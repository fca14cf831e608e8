import type { Transaction } from 'dexie'
import type { ShipmentEdit } from '#api/endpoints/shipments'
import type { OrderPayload } from '#api/schemas/payloads'
import type { PortalDatabase } from '#db/database'
import type { AccountId, AddressRow, OutboxKind } from '#db/rows'
import type { AddressInput } from '#domain/entities/address'
import {
  type CreateShipmentPayload,
  type EditShipmentPayload,
  type OutboxEntry,
  outboxTables,
  type PayloadOf,
  type RenameStandingOrderPayload,
  type RequestPodEmailPayload,
  type SaveAddressPayload,
} from './types'

export interface EnqueueInput<K extends OutboxKind> {
  account: AccountId
  kind: K
  payload: PayloadOf<K>
  /** An earlier entry that must have succeeded first (an address saved with an order waits for it). */
  dependsOn?: number | null
  /** Epoch ms: the creation time. */
  now: number
}

/** Writes the optimistic row; gets the new entry, whose seq a temporary id can be built from (−seq). */
export type Optimistic = (tx: Transaction, entry: OutboxEntry) => Promise<void>

/**
 * Adds a change to the outbox and writes its optimistic row in the same Dexie transaction, so the
 * UI never shows a pending row without an entry that will send it (nor the reverse). The
 * Idempotency-Key is fixed here and sent on every retry. Answers the entry's seq.
 */
export async function enqueue<K extends OutboxKind>(
  db: PortalDatabase,
  input: EnqueueInput<K>,
  optimistic?: Optimistic,
): Promise<number> {
  return db.transaction('rw', outboxTables(db), async (tx) => {
    const dependsOn = input.dependsOn ?? null
    if (dependsOn !== null) {
      const dependency = await db.outbox.get(dependsOn)
      // A dependency already gone has succeeded (or was discarded): nothing to wait for.
      if (dependency && dependency.account !== input.account) {
        throw new Error(`Outbox entry ${dependsOn} belongs to another account`)
      }
    }
    const row = {
      account: input.account,
      kind: input.kind,
      payload: input.payload,
      idempotencyKey: crypto.randomUUID(),
      status: 'queued' as const,
      attempts: 0,
      nextAttemptAt: 0,
      dependsOn,
      lastError: null,
      errorField: null,
      createdAt: new Date(input.now).toISOString(),
    }
    const seq = await db.outbox.add(row)
    if (optimistic) await optimistic(tx, { ...row, seq })
    return seq
  })
}

/** Payload builders, one per kind: what the API call needs, plus the replica snapshot for discard. */

/** Create when the address has no id yet, else update; `before` is the replica row (null for a create). */
export function saveAddressPayload(address: AddressInput, before: AddressRow | null): SaveAddressPayload {
  return {
    mode: address.id === null ? 'create' : 'update',
    address,
    before: address.id === null ? null : before,
  }
}

/** `priced` true only for an order priced online just now; false has it priced when it is sent. */
export function createShipmentPayload(order: OrderPayload, priced = false): CreateShipmentPayload {
  return { order, priced }
}

export function renameStandingOrderPayload(
  key: number,
  customerName: string,
  before: RenameStandingOrderPayload['before'] = null,
): RenameStandingOrderPayload {
  return { key, customerName, before }
}

export function editShipmentPayload(
  key: number,
  edit: ShipmentEdit,
  before: EditShipmentPayload['before'] = null,
): EditShipmentPayload {
  return { key, edit, before }
}

export function requestPodEmailPayload(key: number, email: string): RequestPodEmailPayload {
  return { key, email }
}
