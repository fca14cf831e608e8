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
      savedCo2Grams: number
    }
  | { kind: 'noresult' }
  | { kind: 'error'; code: PriceErrorCode; maxDeliveryTimeDirect?: string }
