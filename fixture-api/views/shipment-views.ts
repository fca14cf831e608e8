import { Temporal } from 'temporal-polyfill'
import type { ShipmentRecord, UserRecord } from '#fixture-api/model'
import { totals } from '#fixture-api/seed/colis'
import { ZONE } from '#fixture-api/zurich-time'

function zoned(iso: string): Temporal.ZonedDateTime {
  return Temporal.Instant.from(iso).toZonedDateTimeISO(ZONE)
}

function visier(record: ShipmentRecord) {
  if (!record.visier_datetime) return { visier_date: null, visier_time: null, visier_datum: null }
  const at = zoned(record.visier_datetime)
  return {
    visier_date: at.toPlainDate().toString(),
    visier_time: at.toPlainTime().toString({ smallestUnit: 'second' }),
    visier_datum: record.visier_datetime,
  }
}

/** GET /shipments/active and /archive rows (spec section 3, "Shipment (list form)"). */
export function shipmentListView(record: ShipmentRecord) {
  const sums = totals(record.colis)
  return {
    id: record.id,
    formatted_number: record.formatted_number,
    rechnungsbeschreibung_offiziell: record.rechnungsbeschreibung_offiziell,
    state: record.state,
    cancelled: record.cancelled,
    start: { date: record.start },
    end: { date: record.end },
    addresses: { from: record.from, to: record.to },
    coli_count: sums.count,
    total_weight: sums.weight,
    visiert_von: record.visiert_von,
    tourenplan_aktiv: record.tourenplan_aktiv,
    pickup_datetime: record.pickup_datetime,
    ...visier(record),
    pickup_from: record.pickup_from,
    pickup_to: record.pickup_to,
    drop_from: record.drop_from,
    drop_to: record.drop_to,
    transportart_id: record.transportart_id,
  }
}

/** GET /shipments/{key}: the list fields, stops under kontaktadressen, colis and prices. */
export function shipmentDetailView(record: ShipmentRecord) {
  const { addresses: _listStops, ...list } = shipmentListView(record)
  return {
    ...list,
    extern_nr: record.extern_nr,
    kontaktadressen: { send: record.from, receive: record.to, third: record.third },
    colis: record.colis,
    preis_netto: record.preis_netto,
    preis_brutto: record.preis_brutto,
    invoice_type: record.invoice_type,
    rechnung_email_adressen: record.rechnung_email_adressen,
    note: record.note,
  }
}

/** GET /track/{trackingId} (spec section 3, "Tracking result"). */
export function trackingView(record: ShipmentRecord, owner: UserRecord | undefined) {
  const start = zoned(record.start)
  const end = zoned(record.end)
  return {
    state: record.state,
    cancelled: record.cancelled,
    kontaktadressen: { send: record.from, receive: record.to },
    pickup_datetime: record.pickup_datetime,
    ...visier(record),
    visiert_von: record.visiert_von,
    start_date: start.toPlainDate().toString(),
    start_time: start.toPlainTime().toString({ smallestUnit: 'second' }),
    end_date: end.toPlainDate().toString(),
    end_time: end.toPlainTime().toString({ smallestUnit: 'second' }),
    extern_nr: record.extern_nr,
    auftrag_kuriere: owner ? [{ kurier: { kundennummer: owner.kundennummer } }] : [],
  }
}
