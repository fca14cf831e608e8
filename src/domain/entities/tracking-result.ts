import type { Temporal } from 'temporal-polyfill'

export interface TrackingStop {
  zip: string
  location: string
}

export interface TrackingResult {
  state: number
  cancelled: boolean
  from: TrackingStop[]
  to: TrackingStop[]
  pickedUp: string | null
  delivered: Temporal.Instant | null
  visierName: string | null
  startDate: string
  startTime: string
  endDate: string
  endTime: string
  externalNumber: string
  /** 'kundennummer-extern_nr' when the courier list exists, else extern_nr. */
  waybillNumber: string
}
