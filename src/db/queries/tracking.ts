import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { AccountId, TrackingRow } from '#db/rows'
import type { TrackingResult } from '#domain/entities/tracking-result'
import { accountRead } from './account-read'

/** As the replica keeps it: the delivery instant as its ISO string. */
export type StoredTrackingResult = Omit<TrackingResult, 'delivered'> & { delivered: string | null }

/** Numbers are kept as typed, trimmed and upper-cased, so 'vk-1 ' finds what 'VK-1' stored. */
export function trackingKey(trackingId: string): string {
  return trackingId.trim().toUpperCase()
}

/** A tracking result seen before by this account, or null (tracking a new number needs the network); live: undefined while loading. */
export const [getTracking, useTracking] = accountRead(
  async (replica, account, trackingId: string): Promise<TrackingRow | null> =>
    (await replica.tracking.get([account, trackingKey(trackingId)])) ?? null,
)

/** Keeps a result looked up online, so the number shows offline with its "as of" time. */
export async function keepTracking(
  account: AccountId,
  trackingId: string,
  result: TrackingResult,
  fetchedAt: Date,
  replica: PortalDatabase = db,
): Promise<void> {
  const stored: StoredTrackingResult = { ...result, delivered: result.delivered?.toString() ?? null }
  await replica.tracking.put({
    account,
    trackingId: trackingKey(trackingId),
    result: stored,
    fetchedAt: fetchedAt.toISOString(),
  })
}
