import type { Weekday } from './basics'
import type { Stop } from './shipment'

export interface StandingOrder {
  key: number
  number: string
  reference: string
  /** transportart_id */
  type: number
  customerName: string
  from: Stop[]
  to: Stop[]
  days: Weekday[]
  /** CHF excl. VAT, a numeric string with 2 decimals. */
  price: string
  pickupFrom: string | null
  pickupTo: string | null
  deliveryFrom: string | null
  deliveryTo: string | null
  isTour: true
}
