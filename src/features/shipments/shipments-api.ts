import { createContext, useContext } from 'react'
import type { Settled } from '#db/queries/outbox'
import type { AccountId } from '#db/rows'
import type { Locale } from '#domain/entities/basics'
import type { PodCandidate } from '#domain/shipments/bulk-pod'
import type { ShipmentQueryFilter } from '#domain/shipments/shipment-filter'
import type { ShipmentSorting } from '#domain/shipments/shipment-query'
import type { SyncStatus } from '#worker/contract'

export interface ArchiveQuery {
  count: number
  offset: number
  sorting: ShipmentSorting
  filter: ShipmentQueryFilter
}

/** Whose proofs of delivery a bulk request asks for: the selected rows, or a date range of the filter. */
export type PodScope =
  | { kind: 'selected'; keys: readonly number[] }
  /** ISO days; the filter's own dates give way to these. */
  | { kind: 'range'; from: string; to: string; filter: ShipmentQueryFilter }

export interface PodCandidates {
  shipments: PodCandidate[]
  /** How many match on the server (above the shipments read when more than the cap match). */
  total: number
  /** Read from the rows kept on this device (offline): the result may be partial. */
  keptOnly: boolean
}

/**
 * What the shipment screens need from outside the replica, made by useShipmentsAdapter: online calls
 * (details, waybills, exports) and the change queue. Every call rejects with an ApiError, so a
 * screen can tell "needs the network" from a refusal.
 */
export interface ShipmentsApi {
  account: AccountId
  locale: Locale
  /** Asks the sync worker for an archive page; the page arrives in the replica. */
  refreshArchive(query: ArchiveQuery): void
  /** The archive page on screen is gone: the sync worker's polls keep the default page fresh. */
  releaseArchive(): void
  /** The sync worker's status, to tell "offline" and "failed" from "still loading". */
  syncStatus(): SyncStatus | undefined
  subscribeSync(listener: () => void): () => void
  /** Fetches a detail and keeps it in the replica. */
  loadDetail(key: number, list: 'active' | 'archive'): Promise<void>
  /** A kept waybill, else downloaded (two steps) and kept. */
  waybill(key: number, onProgress?: (fraction: number | null) => void): Promise<Blob>
  /** Which of these shipments have a waybill kept on this device (they print offline). */
  keptWaybillKeys(keys: readonly number[]): Promise<Set<number>>
  exportArchive(
    query: { sorting: ShipmentSorting; filter: ShipmentQueryFilter; orderList?: number[] },
    onProgress?: (fraction: number | null) => void,
  ): Promise<Blob>
  queueEdit(key: number, edit: { reference: string; numberOfColis: number }): Promise<{ seq: number }>
  queuePodEmail(key: number, email: string): Promise<{ seq: number }>
  /** The shipments of a bulk proof-of-delivery request: from the replica, or the server for a range. */
  podCandidates(scope: PodScope): Promise<PodCandidates>
  /** Today's requests (Zurich day), sent or waiting, as podRequestKey values. */
  podRequestsOfToday(): Promise<Set<string>>
  /** One request per shipment, queued as one batch labelled with the address. */
  queuePodBatch(keys: readonly number[], email: string): Promise<{ batch: string; seqs: number[] }>
  /** How a queued change ended, or 'waiting' after the patience (offline, or a retry later). */
  settled(seq: number, patienceMs: number): Promise<Settled>
}

export const ShipmentsApiContext = createContext<ShipmentsApi | null>(null)

export function useShipmentsApi(): ShipmentsApi {
  const api = useContext(ShipmentsApiContext)
  if (!api)
    throw new Error('The shipment screens need a ShipmentsApiContext provider (use-shipments-adapter.ts)')
  return api
}
