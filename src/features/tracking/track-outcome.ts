import type { StoredTrackingResult } from '#db/queries/tracking'

/**
 * What looking up a number gave. `asOf` is set when the result is the copy kept on this device
 * (offline, or the server did not answer); a number never seen offline is 'needsNetwork', never a
 * dead button, and 'serverSlow' when the server did not answer in time (the device may be online).
 */
export type TrackOutcome =
  | { kind: 'found'; result: StoredTrackingResult; asOf: string | null }
  | { kind: 'notFound' }
  | { kind: 'needsNetwork' }
  | { kind: 'serverSlow' }

export type Track = (trackingId: string) => Promise<TrackOutcome>
