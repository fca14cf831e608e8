import * as v from 'valibot'
import type { PortalDatabase } from '#db/database'
import type { AccountId } from '#db/rows'
import { podRequestKey, zurichDayOf } from '#domain/shipments/bulk-pod'

/**
 * The proofs of delivery the server took today, per shipment and address, so a bulk request can
 * skip the ones already asked for (issue 23). Written by the change kind when the server answered
 * (worker/outbox/kinds/request-pod-email.ts); read, with the entries still waiting, by
 * queries/pod-requests.ts. One meta row holding only its day's requests, so it goes with the
 * account's meta rows on a wipe. Apart from the query module: the worker must not load the UI's
 * connection (db/instance).
 */
export const POD_REQUESTS_KEY = 'podRequests'

const stored = v.object({ day: v.string(), requests: v.array(v.string()) })
type PodRequestLog = v.InferOutput<typeof stored>

/** A damaged row reads as no request: the per-day rule then lets the user ask again rather than never. */
export function parsePodRequestLog(value: string | undefined): PodRequestLog | null {
  if (value === undefined) return null
  try {
    const parsed = v.safeParse(stored, JSON.parse(value))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/**
 * Records a request the server accepted, on the Zurich day it was made (`createdAt`, ISO), inside
 * the caller's transaction. A request of an older day than the row's changes nothing; a newer day
 * starts the row again, so it never holds more than one day.
 */
export async function recordPodRequest(
  replica: PortalDatabase,
  account: AccountId,
  createdAt: string,
  key: number,
  email: string,
): Promise<void> {
  const day = zurichDayOf(createdAt)
  if (day === null) return
  const row = parsePodRequestLog((await replica.meta.get([account, POD_REQUESTS_KEY]))?.value)
  if (row && row.day > day) return
  const requests = row && row.day === day ? row.requests : []
  const request = podRequestKey(key, email)
  if (requests.includes(request)) return
  const value = JSON.stringify({ day, requests: [...requests, request] })
  await replica.meta.put({ account, key: POD_REQUESTS_KEY, value })
}
