import { useEffect, useState } from 'react'
import { useShipment } from '#db/queries/shipments'
import type { ShipmentRow } from '#db/rows'
import { useShipmentsApi } from './shipments-api'

export interface DetailView {
  /** The replica's row (its detail once opened online); null when the replica lacks it. */
  row: ShipmentRow | null | undefined
  /** The last load's failure; the replica keeps its last good copy meanwhile. */
  error: unknown
  loading: boolean
}

/** A detail popup's data: shown from the replica at once, refreshed online into the replica. */
export function useShipmentDetail(key: number, list: 'active' | 'archive'): DetailView {
  const api = useShipmentsApi()
  const row = useShipment(api.account, key)
  const [error, setError] = useState<unknown>(null)
  const [loading, setLoading] = useState(true)
  useEffect(() => {
    let current = true
    setLoading(true)
    setError(null)
    api
      .loadDetail(key, list)
      .catch((reason: unknown) => {
        if (current) setError(reason)
      })
      .finally(() => {
        if (current) setLoading(false)
      })
    return () => {
      current = false
    }
  }, [api, key, list])
  return { row, error, loading }
}
