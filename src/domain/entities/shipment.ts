import type { Temporal } from 'temporal-polyfill'
import type { InvoiceType } from './basics'

export interface Stop {
  type: 'from' | 'to'
  name: string
  contact: string
  address: string
  zip: string
  location: string
  phone: string
  timeStart: string | null
  timeEnd: string | null
}

export interface ShipmentStop extends Stop {
  id: number
  kontaktadresse_id: number | null
  /** When the stop was served (ISO date-time), null while planned. */
  datetime: string | null
}

export interface ShipmentListItem {
  key: number
  externalNumber: string
  reference: string
  state: number
  cancelled: boolean
  /** ISO date-times as the server sends them. */
  start: string
  end: string
  from: ShipmentStop[]
  to: ShipmentStop[]
  numberOfColis: number
  totalWeight: number
  visierName: string | null
  isTour: boolean
  pickedUp: string | null
  /** visier_date + visier_time read as Zurich wall-clock time. */
  delivered: Temporal.Instant | null
  pickupFrom: string | null
  pickupTo: string | null
  deliveryFrom: string | null
  deliveryTo: string | null
  transportart_id: number
}

/** One physical coli: the server's count is expanded into that many entries. */
export interface ShipmentColi {
  notes: string
  length: number
  width: number
  height: number
  weight: number
}

export interface ShipmentDetail extends ShipmentListItem {
  colis: ShipmentColi[]
  priceExclVat: number
  priceInclVat: number
  invoiceType: InvoiceType
  invoiceEmailAddresses: string[]
}
