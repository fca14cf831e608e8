import type { OutboxKind } from '#db/rows'
import type { Handler, OutboxEntry, TypedEntry } from '#worker/outbox/types'
import { saveAddress } from './address'
import { createShipment } from './create-shipment'
import { requestPodEmail } from './pod-email'
import { editShipment } from './shipment-edit'
import { renameStandingOrder } from './standing-order'

const registry: { [K in OutboxKind]: Handler<K> } = {
  createShipment,
  saveAddress,
  renameStandingOrder,
  editShipment,
  requestPodEmail,
}

/**
 * The handler of an entry's kind, seen through the union of all kinds: the stored kind and payload
 * were written together by enqueue, so each handler gets the payload it built.
 */
export function handlerOf(kind: OutboxKind): Handler<OutboxKind> {
  return registry[kind] as Handler<OutboxKind>
}

export function typed(entry: OutboxEntry): TypedEntry<OutboxKind> {
  return entry as TypedEntry<OutboxKind>
}

/** See Handler.target: the replica row an entry changes. */
export function targetOf(entry: OutboxEntry): string | null {
  return handlerOf(entry.kind).target(typed(entry))
}
