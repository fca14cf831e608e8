import * as v from 'valibot'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { POD_REQUESTS_KEY, parsePodRequestLog } from '#db/pod-request-log'
import type { AccountId } from '#db/rows'
import { podRequestKey, zurichDayOf } from '#domain/shipments/bulk-pod'

const podPayload = v.looseObject({ key: v.number(), email: v.string() })

/**
 * The proof-of-delivery requests of `day` ('YYYY-MM-DD', Zurich) as podRequestKey values: the ones
 * the server took (pod-request-log.ts) and the ones made that day still in the outbox (a refused one
 * too: the user asked for it, and it waits for them).
 */
export async function getPodRequestsOfDay(
  account: AccountId,
  day: string,
  replica: PortalDatabase = db,
): Promise<Set<string>> {
  const row = parsePodRequestLog((await replica.meta.get([account, POD_REQUESTS_KEY]))?.value)
  const requests = new Set(row?.day === day ? row.requests : [])
  const entries = await replica.outbox.where('account').equals(account).toArray()
  for (const entry of entries) {
    if (entry.kind !== 'requestPodEmail' || zurichDayOf(entry.createdAt) !== day) continue
    const payload = v.safeParse(podPayload, entry.payload)
    if (payload.success) requests.add(podRequestKey(payload.output.key, payload.output.email))
  }
  return requests
}
