import type { Address } from '#domain/entities/address'
import type { Profile } from '#domain/entities/profile'
import type { ShipmentDetail, ShipmentListItem } from '#domain/entities/shipment'
import type { StandingOrder } from '#domain/entities/standing-order'
import type { NotificationKind } from '#domain/notifications/settings'

/**
 * What the replica stores. Every row carries its account: the username, or 'dispatcher>customer'
 * for a switched session, so a switched user's rows never mix with the switcher's.
 */
export type AccountId = string

export function accountId(username: string, switchUser: string | null): AccountId {
  return switchUser ? `${username}>${switchUser}` : username
}

/** IndexedDB stores structured-clone data: instants travel as ISO strings. */
type Stored<T> = Omit<T, 'delivered'> & { delivered: string | null }

export interface ProfileRow {
  account: AccountId
  profile: Profile
  syncedAt: string
}

export interface AddressRow {
  account: AccountId
  id: number
  address: Address
  /** Set while an outbox entry for this row waits; the UI marks the row pending. */
  pendingSeq: number | null
}

export interface ShipmentRow {
  account: AccountId
  key: number
  list: 'active' | 'archive'
  item: Stored<ShipmentListItem>
  detail: Stored<ShipmentDetail> | null
  pendingSeq: number | null
  /** The outbox entry that created this order on this device, so its toast can name the number. */
  placedBySeq?: number | null
}

/** One archive query's page, so a page seen before renders offline in the same order. */
export interface ArchivePageRow {
  account: AccountId
  /** The serialised query (filter, sorting, page, perPage). */
  queryKey: string
  keys: number[]
  total: number
  fetchedAt: string
}

export interface StandingOrderRow {
  account: AccountId
  key: number
  order: StandingOrder
  pendingSeq: number | null
  /**
   * The name a rename on this device gave the order, kept while the server's answers carry none
   * (worker/mirror/standing-order-names.ts); no index, so no schema version.
   */
  localName?: string
}

/**
 * One draft of each per account (decisions: drafts): the order form, the price calculator and the
 * dashboard's calculator widget share the order draft; the offer form has its own. The registration
 * wizard's draft belongs to no account: it is kept under PUBLIC_DRAFT_ACCOUNT.
 */
export type DraftKind = 'order' | 'offer' | 'registration'

export interface DraftRow {
  account: AccountId
  kind: DraftKind
  /** Whatever the form stores; it is checked with the form's schema when read back. */
  value: unknown
  savedAt: string
}

export type OutboxStatus = 'queued' | 'sending' | 'needsAttention'

export interface OutboxRow {
  /** Auto-increment: the creation order, which is the replay order. */
  seq?: number
  account: AccountId
  /** The change kind's name (worker/outbox/kinds/registry.ts); its payload is that kind's. */
  kind: string
  payload: unknown
  /** The kind's payload version when it was stored (worker/outbox/kind.ts); absent: 1. */
  payloadVersion?: number
  /** A UUID fixed when the change was made and sent on every retry. */
  idempotencyKey: string
  status: OutboxStatus
  attempts: number
  /**
   * Failures of the server itself (5xx, 409 …) since the change was made or last sent again by the
   * user: at MAX_SERVER_FAILURES it needs attention. Absent on entries of older builds: none yet.
   */
  serverFailures?: number
  /** 409s ("still being processed") in a row: at MAX_CONFLICTS the server's words are shown. */
  conflicts?: number
  /**
   * The change needing attention this one waits behind (its dependency, the same row, a row it
   * names); null or absent when it waits for nothing. Written by the replay, for the panel.
   */
  waitsFor?: number | null
  /** Epoch ms before which no retry is made (backoff). */
  nextAttemptAt: number
  /** An entry that must have succeeded first (an address saved with an order waits for the order). */
  dependsOn: number | null
  /**
   * Why it waits or needs attention: the server's own message, or a code of
   * src/domain/changes/failure-reasons.ts (or a price refusal, 'price:<code>') the screens translate.
   */
  lastError: string | null
  /** The field the server named when it refused the change, so the edit form can point at it. */
  errorField: string | null
  /** Where "Correct" leads (the screen that made the change), written by the kind; null: none. */
  correctionPath: string | null
  createdAt: string
  /**
   * Set on the entries queued together as one piece of work (a bulk proof-of-delivery request, an
   * address import): the waiting-changes panel shows them as one line and discards them together.
   * Absent on a single change. No index: it is read with the account's entries.
   */
  batch?: OutboxBatch
}

/** The batch an outbox entry belongs to; every entry of the batch carries the same one. */
export interface OutboxBatch {
  /** A UUID made when the batch was queued. */
  id: string
  /** The user's words that tell this batch from others (the e-mail address, a file's name). */
  label: string
  /** How many entries were queued in it, so the panel can say how many are left. */
  size: number
}

export interface ZipRow {
  id: number
  code: string
  names: Record<'de' | 'fr' | 'it' | 'en', string>
  is_active: boolean
}

export interface ZipSearchRow {
  /** Lower-cased search text: a search seen before answers offline. */
  search: string
  ids: number[]
  fetchedAt: string
}

export interface PackagingRow {
  account: AccountId
  id: number
  labels: Record<string, string>
  width: number
  height: number
  length: number
}

export interface TrackingRow {
  account: AccountId
  trackingId: string
  result: unknown
  fetchedAt: string
}

/** A waybill PDF downloaded before, kept so it opens offline (least recently used goes first). */
export interface WaybillRow {
  account: AccountId
  key: number
  /** The PDF's bytes: an ArrayBuffer clones into IndexedDB everywhere a Blob may not. */
  pdf: ArrayBuffer
  size: number
  /** ISO instant of the last download or opening, for least-recently-used eviction. */
  usedAt: string
}

export interface MetaRow {
  account: AccountId
  /** 'lastSuccess:addresses', 'leaderHeartbeat', … */
  key: string
  value: string
}

/**
 * A status change of a shipment the leader's sync worker saw while mirroring (issue 22), for the
 * bell and the system notifications. One per kind and shipment: the key makes a repeat a no-op.
 */
export interface NotificationRow {
  account: AccountId
  /** `${kind}:${shipmentKey}`, so the same event seen again (a reload, a second tab) is not written twice. */
  id: string
  kind: NotificationKind
  shipmentKey: number
  /** Where its detail opens: /active?open=key or /archive?open=key. */
  list: 'active' | 'archive'
  /** The shipment's number as the lists show it. */
  number: string
  reference?: string
  /** The delivery place, for the line in the bell. */
  place?: string
  /** ISO instant the change was detected. */
  at: string
  read: boolean
}
