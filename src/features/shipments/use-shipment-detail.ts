import { useEffect, useState } from 'react'
import { useShipmentFollowingOrder } from '#db/queries/shipments'
import type { ShipmentRow } from '#db/rows'
import { useShipmentsApi } from './shipments-api'

export interface DetailView {
  /** The replica's row (its detail once opened online); null when the replica lacks it. */
  row: ShipmentRow | null | undefined
  /** The last load's failure; the replica keeps its last good copy meanwhile. */
  error: unknown
  loading: boolean
}

/**
 * A detail popup's data: shown from the replica at once, refreshed online into the replica. An
 * order still waiting to be sent (key −seq) exists only on this device: it is shown from the
 * replica alone, and once sent the popup follows the shipment the server made of it.
 */
export function useShipmentDetail(key: number, list: 'active' | 'archive'): DetailView {
  const api = useShipmentsApi()
  const row = useShipmentFollowingOrder(api.account, key)
  const [error, setError] = useState<unknown>(null)
  const [loading, setLoading] = useState(true)
  const serverKey = row && row.key > 0 ? row.key : key > 0 ? key : null
  useEffect(() => {
    let current = true
    setError(null)
    if (serverKey === null) {
      setLoading(false)
      return
    }
    setLoading(true)
    api
      .loadDetail(serverKey, list)
      .catch((reason: unknown) => {
        if (current) setError(reason)
      })
      .finally(() => {
        if (current) setLoading(false)
      })
    return () => {
      current = false
    }
  }, [api, serverKey, list])
  return { row, error, loading }
}
