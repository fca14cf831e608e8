export type PriceErrorCode =
  | 'max_weight'
  | 'delivery_time_train'
  | 'delivery_time_direct'
  | 'weekend'
  | 'holiday'
  | 'time'

export type PriceOutcome =
  | {
      kind: 'result'
      /** 'HH:MM' */
      totalDuration: string
      /** 'HH:mm' */
      eta: string
      priceInclVat: number
      transportTypeId: number
      /** Null when the server sent none (optional, spec section 3): nothing is said about CO2. */
      savedCo2Grams: number | null
    }
  | { kind: 'noresult' }
  | { kind: 'error'; code: PriceErrorCode; maxDeliveryTimeDirect?: string }
