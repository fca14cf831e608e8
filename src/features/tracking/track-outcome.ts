import type { StoredTrackingResult } from '#db/queries/tracking'

/**
 * What looking up a number gave. `asOf` is set when the result is the copy kept on this device
 * (offline); a number never seen offline is 'needsNetwork', never a dead button.
 */
export type TrackOutcome =
  | { kind: 'found'; result: StoredTrackingResult; asOf: string | null }
  | { kind: 'notFound' }
  | { kind: 'needsNetwork' }

export type Track = (trackingId: string) => Promise<TrackOutcome>
