import type { Api } from '#api/create-api'
import type { CreatedShipment, ShipmentEdit } from '#api/endpoints/shipments'
import type { OrderPayload } from '#api/schemas/payloads'
import type { PortalDatabase } from '#db/database'
import type { AddressRow, OutboxKind, OutboxRow } from '#db/rows'
import type { Address, AddressInput } from '#domain/entities/address'
import type { ShipmentDetail } from '#domain/entities/shipment'
import type { StandingOrder } from '#domain/entities/standing-order'

/** A stored outbox row, once Dexie has numbered it. */
export type OutboxEntry = OutboxRow & { seq: number }

/**
 * What each kind sends, plus a small `before` snapshot of the replica taken in the enqueue
 * transaction: discard restores it without asking the server (it may be offline).
 */
export interface SaveAddressPayload {
  mode: 'create' | 'update'
  /** id null on a create; a negative (temporary) id for an update of an address not yet created. */
  address: AddressInput
  /** The replica row before the save; null for a create. */
  before: AddressRow | null
}

export interface CreateShipmentPayload {
  order: OrderPayload
  /** False until the order has been priced (decisions: an order queued offline is priced when sent). */
  priced: boolean
}

export interface RenameStandingOrderPayload {
  key: number
  customerName: string
  before: { customerName: string; pendingSeq: number | null } | null
}

export interface EditShipmentPayload {
  key: number
  edit: ShipmentEdit
  before: { edit: ShipmentEdit; pendingSeq: number | null } | null
}

export interface RequestPodEmailPayload {
  key: number
  email: string
}

export interface PayloadByKind {
  createShipment: CreateShipmentPayload
  saveAddress: SaveAddressPayload
  renameStandingOrder: RenameStandingOrderPayload
  editShipment: EditShipmentPayload
  requestPodEmail: RequestPodEmailPayload
}

export interface ResultByKind {
  createShipment: CreatedShipment
  saveAddress: Address
  renameStandingOrder: StandingOrder
  editShipment: ShipmentDetail
  requestPodEmail: undefined
}

export type PayloadOf<K extends OutboxKind> = PayloadByKind[K]
export type OutboxPayload = PayloadByKind[OutboxKind]
export type TypedEntry<K extends OutboxKind> = OutboxEntry & { kind: K; payload: PayloadOf<K> }

/** A verdict on an entry before it is sent: go with this payload, or stop and ask the user. */
export type Prepared<K extends OutboxKind> =
  | { ok: true; payload: PayloadOf<K> }
  | { ok: false; message: string; field: string | null }

/** One change kind: how it shows locally, how it is sent, how the answer lands in the replica. */
export interface Handler<K extends OutboxKind> {
  /**
   * The replica row the entry changes ('address:-7', 'standingOrder:20001'), or null. Entries on
   * one row stay in order: a later one waits while an earlier one needs attention.
   */
  target(entry: TypedEntry<K>): string | null
  /** The optimistic row; runs inside the caller's Dexie transaction. */
  optimistic(db: PortalDatabase, entry: TypedEntry<K>): Promise<void>
  /** Network work due before the first send (pricing an order); never inside a transaction. */
  prepare?(api: Api, entry: TypedEntry<K>): Promise<Prepared<K>>
  /** True while `prepare` has not run: nothing has left with this entry's key yet. */
  needsPrepare?(entry: TypedEntry<K>): boolean
  /**
   * The user's corrected payload as this entry will send it: what identifies the change (the row,
   * create or update, the discard snapshot) stays as it was made.
   */
  revise?(entry: TypedEntry<K>, payload: PayloadOf<K>): PayloadOf<K>
  send(api: Api, entry: TypedEntry<K>): Promise<ResultByKind[K]>
  /** Replaces the optimistic row with the server's, in its own (or the caller's) transaction. */
  apply(db: PortalDatabase, entry: TypedEntry<K>, result: ResultByKind[K]): Promise<void>
  /** Undoes the optimistic row (discard). */
  rollback(db: PortalDatabase, entry: TypedEntry<K>): Promise<void>
}

/** The tables an outbox transaction may touch: the queue, the rows it shows optimistically, drafts. */
export function outboxTables(db: PortalDatabase) {
  return [db.outbox, db.addresses, db.shipments, db.standingOrders, db.drafts, db.meta]
}
