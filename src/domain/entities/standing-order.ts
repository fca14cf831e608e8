import type { Weekday } from './basics'
import type { Stop } from './shipment'

export interface StandingOrder {
  key: number
  number: string
  reference: string
  /** transportart_id */
  type: number
  customerName: string
  /**
   * Whether the server's answer carried the name (customer_name). The spec lists no server field for
   * it, so a server that follows the spec never does: the name is then the renaming device's own
   * (worker/mirror/standing-order-names.ts). Orders made on the device leave it out.
   */
  customerNameSent?: boolean
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
