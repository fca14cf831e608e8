import { useLiveQuery } from 'dexie-react-hooks'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { AccountId, TrackingRow } from '#db/rows'

/** A tracking result seen before by this account, or null (tracking a new number needs the network). */
export async function getTracking(
  account: AccountId,
  trackingId: string,
  replica: PortalDatabase = db,
): Promise<TrackingRow | null> {
  return (await replica.tracking.get([account, trackingId])) ?? null
}

/** Live; undefined while loading. */
export function useTracking(
  account: AccountId,
  trackingId: string,
  replica: PortalDatabase = db,
): TrackingRow | null | undefined {
  return useLiveQuery(() => getTracking(account, trackingId, replica), [account, trackingId, replica])
}
