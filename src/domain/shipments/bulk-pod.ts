import { Temporal } from 'temporal-polyfill'
import { EXPORT_MAX } from '#domain/limits'
import { displayState } from '#domain/shipment-state'
import { ZURICH } from '#domain/zurich-time'

/** At most as many proofs of delivery at once as an export holds (spec section 9's 1000). */
export const BULK_POD_MAX = EXPORT_MAX

/** Why a shipment of the chosen ones gets no request. */
export type PodSkipReason = 'notDelivered' | 'alreadyRequested'

/** What the plan needs of a shipment: the archive row's own fields. */
export interface PodCandidate {
  key: number
  externalNumber: string
  state: number
  cancelled: boolean
}

export interface BulkPodPlan {
  /** The shipments a request is queued for, in the order given. */
  request: PodCandidate[]
  skipped: { shipment: PodCandidate; reason: PodSkipReason }[]
}

export type BulkPodOutcome =
  | { kind: 'plan'; plan: BulkPodPlan }
  /** More shipments match than one request may hold: nothing is planned, the user narrows it. */
  | { kind: 'tooMany'; total: number }
  | { kind: 'none' }

/** One request as the per-day rule knows it: the shipment and the address, case aside. */
export const podRequestKey = (key: number, email: string): string => `${key} ${email.trim().toLowerCase()}`

/** The Zurich day ('YYYY-MM-DD') of an ISO instant; null when it cannot be read. */
export function zurichDayOf(iso: string): string | null {
  try {
    return Temporal.Instant.from(iso).toZonedDateTimeISO(ZURICH).toPlainDate().toString()
  } catch {
    return null
  }
}

/**
 * Which of the chosen shipments get a proof-of-delivery request for `email`: only delivered ones
 * (a cancelled or undelivered shipment has no proof), and none already requested for that address
 * today (`requestedToday` holds podRequestKey values, sent or waiting). `total` is how many match
 * on the server when the candidates are a filter's result: above BULK_POD_MAX nothing is planned,
 * as an export above 1000 is refused. A shipment chosen twice is requested once.
 */
export function planBulkPod(
  candidates: readonly PodCandidate[],
  email: string,
  requestedToday: ReadonlySet<string>,
  total: number = candidates.length,
): BulkPodOutcome {
  if (total > BULK_POD_MAX || candidates.length > BULK_POD_MAX) {
    return { kind: 'tooMany', total: Math.max(total, candidates.length) }
  }
  if (candidates.length === 0) return { kind: 'none' }
  const plan: BulkPodPlan = { request: [], skipped: [] }
  const seen = new Set<number>()
  for (const shipment of candidates) {
    if (seen.has(shipment.key)) continue
    seen.add(shipment.key)
    if (displayState(shipment.state, shipment.cancelled) !== 'delivered') {
      plan.skipped.push({ shipment, reason: 'notDelivered' })
    } else if (requestedToday.has(podRequestKey(shipment.key, email))) {
      plan.skipped.push({ shipment, reason: 'alreadyRequested' })
    } else {
      plan.request.push(shipment)
    }
  }
  return { kind: 'plan', plan }
}
