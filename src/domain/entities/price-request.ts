/** The query of GET /get-price (spec section 7), built from an order form or a queued order. */
export interface PriceRequest {
  fromZip: string
  fromLocation: string
  toZip: string
  toLocation: string
  /** YYYY-MM-DD */
  date: string
  /** HH:mm */
  time: string
  /** The chargeable weight (spec section 9). */
  weight: number
  /** The number of colis. */
  colis: number
}
