import { useRouteContext } from '@tanstack/react-router'
import { useCallback } from 'react'
import { isOffline } from '#api/errors'
import { getTracking, keepTracking, type StoredTrackingResult } from '#db/queries/tracking'
import type { Track } from '#features/tracking/track-outcome'

/**
 * Tracking a number (spec section 7): online, the server answers and the result is kept; offline,
 * the copy kept from an earlier lookup shows with its time, and a number never seen needs the network.
 * Any other failure is "not found" (spec section 8).
 */
export function useTrack(): Track {
  const { services } = useRouteContext({ from: '__root__' })
  return useCallback<Track>(
    async (trackingId) => {
      const account = services.account()
      try {
        const result = await services.api.shipments.track(trackingId)
        await keepTracking(account, trackingId, result, new Date()).catch(() => undefined)
        return {
          kind: 'found',
          result: { ...result, delivered: result.delivered?.toString() ?? null },
          asOf: null,
        }
      } catch (error) {
        if (!isOffline(error)) return { kind: 'notFound' }
        const kept = await getTracking(account, trackingId).catch(() => null)
        if (!kept) return { kind: 'needsNetwork' }
        return { kind: 'found', result: kept.result as StoredTrackingResult, asOf: kept.fetchedAt }
      }
    },
    [services],
  )
}
