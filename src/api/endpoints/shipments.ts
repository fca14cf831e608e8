import type { Http } from '#api/client'
import { jsonCalls } from '#api/json-calls'
import type { ArchiveExportQuery, ShipmentListQuery } from '#api/list-query'
import { toSavedEmission } from '#api/normalise/catalog'
import { toShipmentDetail, toShipmentListItem } from '#api/normalise/shipment'
import { toTrackingResult } from '#api/normalise/tracking'
import type { CallOptions, MutationOptions } from '#api/request'
import { SavedEmissionSchema, SummarySchema } from '#api/schemas/catalog'
import {
  CreatedShipmentSchema,
  ShipmentDetailSchema,
  ShipmentRowSchema,
  TrackingSchema,
} from '#api/schemas/shipment'
import type { OrderPayload } from '#api/wire/order-payload'
import type { SavedEmission } from '#domain/entities/saved-emission'
import type { ShipmentDetail } from '#domain/entities/shipment'
import type { ShipmentsSummary } from '#domain/entities/shipments-summary'
import type { TrackingResult } from '#domain/entities/tracking-result'
import { type DownloadOptions, downloadWaybill, exportArchive } from './documents'

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
  const call = jsonCalls(http.api)
  /** offset = page × perPage (spec section 7). */
  const list = (which: 'active' | 'archive', query: ShipmentListQuery, options?: CallOptions) =>
    call.page(`shipments/${which}`, query, ShipmentRowSchema, toShipmentListItem, options)

  return {
    listActive: (query: ShipmentListQuery, options?: CallOptions) => list('active', query, options),
    listArchive: (query: ShipmentListQuery, options?: CallOptions) => list('archive', query, options),

    get(key: number, options?: CallOptions): Promise<ShipmentDetail> {
      return call.get(`shipments/${key}`, ShipmentDetailSchema, toShipmentDetail, options)
    },

    /** By formatted number, extern_nr or the displayed waybill number. */
    track(trackingId: string, options?: CallOptions): Promise<TrackingResult> {
      return call.get(
        `track/${encodeURIComponent(trackingId.trim())}`,
        TrackingSchema,
        toTrackingResult,
        options,
      )
    },

    /** Answers the updated detail (the fixture does), so the replica can take it over. */
    edit(key: number, edit: ShipmentEdit, options?: MutationOptions): Promise<ShipmentDetail> {
      const json = { reference: edit.reference, coli_count: edit.numberOfColis }
      return call.post(`shipments/${key}/edit`, json, ShipmentDetailSchema, toShipmentDetail, options)
    },

    /** Proof of delivery by e-mail. */
    requestWaybillEmail(key: number, email: string, options?: MutationOptions): Promise<void> {
      const json = { order: key, email }
      return call.postDone('shipments/request-waybill-email', json, options)
    },

    summary(options?: CallOptions): Promise<ShipmentsSummary> {
      return call.get('shipments/summary', SummarySchema, (data) => ({ ...data }), options)
    },

    savedEmission(options?: CallOptions): Promise<SavedEmission> {
      return call.get('saved-emission', SavedEmissionSchema, toSavedEmission, options)
    },

    /** The payload is built by the order feature (spec section 3, "Order payload"). */
    create(payload: OrderPayload, options?: MutationOptions): Promise<CreatedShipment> {
      return call.post(
        'shipments/create',
        payload,
        CreatedShipmentSchema,
        (data) => ({
          id: data.id,
          externalNumber: data.formatted_number,
          isOffer: data.is_offer,
          state: data.state,
        }),
        options,
      )
    },

    exportArchive: (query: ArchiveExportQuery, options?: DownloadOptions) =>
      exportArchive(http, query, options),
    downloadWaybill: (key: number, options?: DownloadOptions) => downloadWaybill(http, key, options),
  }
}
