import { Temporal } from 'temporal-polyfill'
import type { TrackingData } from '#api/schemas/shipment'
import type { TrackingResult } from '#domain/entities/tracking-result'
import { deliveredAt } from './shipment'

/** Spec section 3: "kundennummer-extern_nr" when the courier list exists, else extern_nr. */
export function waybillNumber(data: Pick<TrackingData, 'auftrag_kuriere' | 'extern_nr'>): string {
  const customerNumber = data.auftrag_kuriere?.[0]?.kurier?.kundennummer
  return customerNumber ? `${customerNumber}-${data.extern_nr}` : data.extern_nr
}

export function toTrackingResult(data: TrackingData): TrackingResult {
  return {
    state: data.state,
    cancelled: data.cancelled,
    from: data.kontaktadressen.send.map((stop) => ({ zip: stop.plz, location: stop.ort })),
    to: data.kontaktadressen.receive.map((stop) => ({ zip: stop.plz, location: stop.ort })),
    pickedUp: data.pickup_datetime,
    // visier_datum is the same moment with an offset: the fallback when date and time are split off.
    delivered:
      deliveredAt(data.visier_date, data.visier_time) ??
      (data.visier_datum ? Temporal.Instant.from(data.visier_datum) : null),
    visierName: data.visiert_von,
    startDate: data.start_date,
    startTime: data.start_time,
    endDate: data.end_date,
    endTime: data.end_time,
    externalNumber: data.extern_nr,
    waybillNumber: waybillNumber(data),
  }
}
