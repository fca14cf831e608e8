import { useCallback } from 'react'
import { reachability } from '#api/errors'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { getTracking, keepTracking, type StoredTrackingResult } from '#db/queries/tracking'
import type { AccountId } from '#db/rows'
import type { TrackingResult } from '#domain/entities/tracking-result'
import { useServices } from '#services/use-services'
import type { TrackOutcome } from './track-outcome'

interface TrackDeps {
  account: AccountId
  lookUp: (trackingId: string) => Promise<TrackingResult>
  replica?: PortalDatabase
  now?: () => Date
}

/**
 * Tracking a number (spec section 7): online, the server answers and the result is kept; offline,
 * the copy kept from an earlier lookup shows with its time, and a number never seen needs the
 * network. Any other failure is "not found" (spec section 8).
 */
export async function trackNumber(deps: TrackDeps, trackingId: string): Promise<TrackOutcome> {
  const replica = deps.replica ?? db
  try {
    const result = await deps.lookUp(trackingId)
    const now = deps.now?.() ?? new Date()
    await keepTracking(deps.account, trackingId, result, now, replica).catch(() => undefined)
    return {
      kind: 'found',
      result: { ...result, delivered: result.delivered?.toString() ?? null },
      asOf: null,
    }
  } catch (error) {
    const unreached = reachability(error)
    if (unreached === null) return { kind: 'notFound' }
    const kept = await getTracking(deps.account, trackingId, replica).catch(() => null)
    if (!kept) return { kind: unreached === 'slow' ? 'serverSlow' : 'needsNetwork' }
    return { kind: 'found', result: kept.result as StoredTrackingResult, asOf: kept.fetchedAt }
  }
}

export function useTrack(): (trackingId: string) => Promise<TrackOutcome> {
  const services = useServices()
  return useCallback(
    (trackingId: string) =>
      trackNumber(
        { account: services.account(), lookUp: (id) => services.api.shipments.track(id) },
        trackingId,
      ),
    [services],
  )
}
