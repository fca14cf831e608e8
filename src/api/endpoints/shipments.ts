import type { Http } from '#api/client'
import type { ArchiveExportQuery, ShipmentListQuery } from '#api/list-query'
import { toSavedEmission } from '#api/normalise/catalog'
import { toShipmentDetail, toShipmentListItem } from '#api/normalise/shipment'
import { toTrackingResult } from '#api/normalise/tracking'
import { toSearchParams } from '#api/query'
import {
  type CallOptions,
  type MutationOptions,
  mutation,
  requestDone,
  requestJson,
  withSignal,
} from '#api/request'
import { SavedEmissionSchema, SummarySchema } from '#api/schemas/catalog'
import { pageOf } from '#api/schemas/common'
import {
  CreatedShipmentSchema,
  ShipmentDetailSchema,
  ShipmentRowSchema,
  TrackingSchema,
} from '#api/schemas/shipment'
import type { OrderPayload } from '#api/wire/order-payload'
import type { Page } from '#domain/entities/page'
import type { SavedEmission } from '#domain/entities/saved-emission'
import type { ShipmentDetail, ShipmentListItem } from '#domain/entities/shipment'
import type { ShipmentsSummary } from '#domain/entities/shipments-summary'
import type { TrackingResult } from '#domain/entities/tracking-result'
import { type DownloadOptions, downloadWaybill, exportArchive } from './documents'

const ShipmentPageSchema = pageOf(ShipmentRowSchema)

export interface ShipmentEdit {
  reference: string
  numberOfColis: number
}

export interface CreatedShipment {
  id: number
  /** null for an offer. */
  externalNumber: string | null
  isOffer: boolean
  state: number | null
}

export function shipmentEndpoints(http: Http) {
  const { api } = http
  /** offset = page × perPage (spec section 7). */
  const list = (which: 'active' | 'archive', query: ShipmentListQuery, options?: CallOptions) =>
    requestJson(
      () => api.get(`shipments/${which}`, withSignal(options, { searchParams: toSearchParams(query) })),
      ShipmentPageSchema,
      (page): Page<ShipmentListItem> => ({
        total: page.pagination.total,
        items: page.data.map(toShipmentListItem),
      }),
    )

  return {
    listActive: (query: ShipmentListQuery, options?: CallOptions) => list('active', query, options),
    listArchive: (query: ShipmentListQuery, options?: CallOptions) => list('archive', query, options),

    get(key: number, options?: CallOptions): Promise<ShipmentDetail> {
      return requestJson(
        () => api.get(`shipments/${key}`, withSignal(options)),
        ShipmentDetailSchema,
        toShipmentDetail,
      )
    },

    /** By formatted number, extern_nr or the displayed waybill number. */
    track(trackingId: string, options?: CallOptions): Promise<TrackingResult> {
      return requestJson(
        () => api.get(`track/${encodeURIComponent(trackingId.trim())}`, withSignal(options)),
        TrackingSchema,
        toTrackingResult,
      )
    },

    /** Answers the updated detail (the fixture does), so the replica can take it over. */
    edit(key: number, edit: ShipmentEdit, options?: MutationOptions): Promise<ShipmentDetail> {
      const json = { reference: edit.reference, coli_count: edit.numberOfColis }
      return requestJson(
        () => api.post(`shipments/${key}/edit`, mutation(options, { json })),
        ShipmentDetailSchema,
        toShipmentDetail,
      )
    },

    /** Proof of delivery by e-mail. */
    requestWaybillEmail(key: number, email: string, options?: MutationOptions): Promise<void> {
      const json = { order: key, email }
      return requestDone(() => api.post('shipments/request-waybill-email', mutation(options, { json })))
    },

    summary(options?: CallOptions): Promise<ShipmentsSummary> {
      return requestJson(
        () => api.get('shipments/summary', withSignal(options)),
        SummarySchema,
        (data) => ({ ...data }),
      )
    },

    savedEmission(options?: CallOptions): Promise<SavedEmission> {
      return requestJson(
        () => api.get('saved-emission', withSignal(options)),
        SavedEmissionSchema,
        toSavedEmission,
      )
    },

    /** The payload is built by the order feature (spec section 3, "Order payload"). */
    create(payload: OrderPayload, options?: MutationOptions): Promise<CreatedShipment> {
      return requestJson(
        () => api.post('shipments/create', mutation(options, { json: payload })),
        CreatedShipmentSchema,
        (data) => ({
          id: data.id,
          externalNumber: data.formatted_number,
          isOffer: data.is_offer,
          state: data.state,
        }),
      )
    },

    exportArchive: (query: ArchiveExportQuery, options?: DownloadOptions) =>
      exportArchive(http, query, options),
    downloadWaybill: (key: number, options?: DownloadOptions) => downloadWaybill(http, key, options),
  }
}
