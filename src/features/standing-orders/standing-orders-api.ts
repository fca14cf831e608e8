import { createContext, useContext } from 'react'
import type { Settled } from '#db/queries/outbox'
import type { AccountId } from '#db/rows'
import type { Locale } from '#domain/entities/basics'
import type {
  StandingOrderQueryFilter,
  StandingOrderSorting,
} from '#domain/standing-orders/standing-order-query'
import type { SyncStatus } from '#worker/contract'

export interface StandingOrderExport {
  sorting: StandingOrderSorting
  filter: StandingOrderQueryFilter
  /** The selected keys; none exports every result of the filter. */
  orderList?: number[]
  /** How many rows: the selection's size, or the number of results. */
  count: number
}

/**
 * What the standing-orders screen needs beyond the replica, made by useStandingOrdersAdapter: the export
 * (online only) and the change queue for renames. Every online call rejects with an ApiError, so
 * the screen can tell "needs the network" from a refusal.
 */
export interface StandingOrdersApi {
  account: AccountId
  locale: Locale
  /** The sync worker's status, to tell "offline" and "failed" from "still loading". */
  syncStatus(): SyncStatus | undefined
  subscribeSync(listener: () => void): () => void
  exportOrders(query: StandingOrderExport, onProgress?: (fraction: number | null) => void): Promise<Blob>
  /** Stores the rename on this device (the new name shows at once) and answers its outbox entry. */
  queueRename(key: number, customerName: string): Promise<{ seq: number }>
  /** How a queued change ended, or 'waiting' after the patience (offline, or a retry later). */
  settled(seq: number, patienceMs: number): Promise<Settled>
}

export const StandingOrdersApiContext = createContext<StandingOrdersApi | null>(null)

export function useStandingOrdersApi(): StandingOrdersApi {
  const api = useContext(StandingOrdersApiContext)
  if (!api) {
    throw new Error(
      'The standing-orders screen needs a StandingOrdersApiContext provider (use-standing-orders-adapter.ts)',
    )
  }
  return api
}
