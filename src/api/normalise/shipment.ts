import { Temporal } from 'temporal-polyfill'
import type { ShipmentDetailData, ShipmentRowData, ShipmentStopData } from '#api/schemas/shipment'
import type { ShipmentColi, ShipmentDetail, ShipmentListItem, ShipmentStop } from '#domain/entities/shipment'
import { ZURICH } from '#domain/zurich-time'
import { toStop } from './stop'

/** visier_date + visier_time are Zurich wall-clock time; either missing means "not delivered". */
export function deliveredAt(date: string | null | undefined, time: string | null | undefined) {
  if (!date || !time) return null
  return Temporal.PlainDate.from(date)
    .toZonedDateTime({ timeZone: ZURICH, plainTime: Temporal.PlainTime.from(time) })
    .toInstant()
}

export function toShipmentStop(stop: ShipmentStopData, type: 'from' | 'to'): ShipmentStop {
  return {
    id: stop.id,
    kontaktadresse_id: stop.kontaktadresse_id,
    ...toStop(stop, type),
    datetime: stop.datetime,
  }
}

type Common = Omit<ShipmentRowData, 'addresses'>

function commonFields(row: Common, from: ShipmentStopData[], to: ShipmentStopData[]): ShipmentListItem {
  return {
    key: row.id,
    externalNumber: row.formatted_number,
    reference: row.rechnungsbeschreibung_offiziell,
    state: row.state,
    cancelled: row.cancelled,
    start: row.start.date,
    end: row.end.date,
    from: from.map((stop) => toShipmentStop(stop, 'from')),
    to: to.map((stop) => toShipmentStop(stop, 'to')),
    numberOfColis: row.coli_count,
    totalWeight: row.total_weight,
    visierName: row.visiert_von,
    isTour: row.tourenplan_aktiv,
    pickedUp: row.pickup_datetime,
    delivered: deliveredAt(row.visier_date, row.visier_time),
    pickupFrom: row.pickup_from,
    pickupTo: row.pickup_to,
    deliveryFrom: row.drop_from,
    deliveryTo: row.drop_to,
    transportart_id: row.transportart_id,
  }
}

export function toShipmentListItem(row: ShipmentRowData): ShipmentListItem {
  return commonFields(row, row.addresses.from, row.addresses.to)
}

/** Spec section 3: a coli line of count N becomes N separate colis. */
function expandColis(colis: ShipmentDetailData['colis']): ShipmentColi[] {
  return colis.flatMap((coli) =>
    Array.from({ length: coli.count }, () => ({
      notes: coli.description,
      length: coli.length,
      width: coli.width,
      height: coli.height,
      weight: coli.weight,
    })),
  )
}

// Beyond 1e306 the cents overflow to Infinity: such an amount stays as it came rather than becoming one.
const twoDecimals = (value: number) => (Number.isFinite(value * 100) ? Math.round(value * 100) / 100 : value)

export function toShipmentDetail(data: ShipmentDetailData): ShipmentDetail {
  return {
    ...commonFields(data, data.kontaktadressen.send, data.kontaktadressen.receive),
    colis: expandColis(data.colis),
    priceExclVat: twoDecimals(data.preis_netto),
    priceInclVat: twoDecimals(data.preis_brutto),
    invoiceType: data.invoice_type,
    invoiceEmailAddresses: data.rechnung_email_adressen,
  }
}
