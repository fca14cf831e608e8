import { useEffect, useState } from 'react'
import type { Locale } from '#domain/entities/basics'
import type { HolidayLookup } from '#domain/standing-orders/next-runs'
import { loadSwissHolidays } from './swiss-holidays'

export type HolidayState =
  | { status: 'loading' }
  | { status: 'ready'; lookup: HolidayLookup }
  | { status: 'failed' }

/** The holiday lookup for the portal's language, loaded when the calendar first shows. */
export function useSwissHolidays(locale: Locale): HolidayState {
  const [state, setState] = useState<HolidayState>({ status: 'loading' })
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    loadSwissHolidays(locale).then(
      (lookup) => {
        if (current) setState({ status: 'ready', lookup })
      },
      () => {
        if (current) setState({ status: 'failed' })
      },
    )
    return () => {
      current = false
    }
  }, [locale])
  return state
}
