import * as v from 'valibot'
import { isApiError } from '#api/errors'
import type { PortalDatabase } from '#db/database'
import type { AccountId, ShipmentRow } from '#db/rows'
import { displayState } from '#domain/shipment-state'
import { describe, type StatusEvent } from './detect'

/**
 * Shipments that left the active list while live, until we know whether they were delivered or
 * cancelled: the active list no longer carries them, and the archive page the replica holds may not
 * either. Kept in a meta row, so an answer that could not be fetched (offline) is asked again at the
 * next mirror, by whichever tab leads then.
 */
export const DEPARTED_KEY = 'notifications:departed'
/** Given up after this long: a shipment that never shows up again is not worth a late notice. */
const GIVE_UP_MS = 7 * 24 * 60 * 60_000
/** At most this many detail requests a mirror, so a reconnect after a long day stays a handful of calls. */
export const MAX_LOOKUPS = 10

const departedSchema = v.array(
  v.object({
    key: v.number(),
    since: v.number(),
    event: v.object({
      number: v.string(),
      reference: v.optional(v.string()),
      place: v.optional(v.string()),
    }),
  }),
)
export type Departed = v.InferOutput<typeof departedSchema>[number]

/** The waiting list; a damaged one reads as empty rather than stopping the mirror. */
export async function readDeparted(db: PortalDatabase, account: AccountId): Promise<Departed[]> {
  const row = await db.meta.get([account, DEPARTED_KEY])
  if (!row) return []
  try {
    const parsed = v.safeParse(departedSchema, JSON.parse(row.value))
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

export async function writeDeparted(db: PortalDatabase, account: AccountId, list: readonly Departed[]) {
  if (list.length === 0) await db.meta.delete([account, DEPARTED_KEY])
  else await db.meta.put({ account, key: DEPARTED_KEY, value: JSON.stringify(list) })
}

/**
 * Adds shipments to the waiting list, each once; entries `keep` turns down go (a shipment listed
 * as active again). Call it inside a transaction over the meta table.
 */
export async function addDeparted(
  db: PortalDatabase,
  account: AccountId,
  rows: readonly ShipmentRow[],
  now: number,
  keep: (entry: Departed) => boolean = () => true,
): Promise<void> {
  const waiting = (await readDeparted(db, account)).filter(keep)
  const known = new Set(waiting.map((entry) => entry.key))
  await writeDeparted(db, account, [
    ...waiting,
    ...rows.filter((row) => !known.has(row.key)).map((row) => toDeparted(row, now)),
  ])
}

export function toDeparted(row: ShipmentRow, since: number): Departed {
  const { number, reference, place } = describe(row, 'delivered', 'archive')
  return {
    key: row.key,
    since,
    event: { number, ...(reference ? { reference } : {}), ...(place ? { place } : {}) },
  }
}

/** What a shipment's state, as the archive row or the detail tells it, means for a departed one. */
function outcome(state: number, cancelled: boolean, delivered: unknown): StatusEvent['kind'] | 'unknown' {
  if (cancelled) return 'cancelled'
  if (delivered || displayState(state, false) === 'delivered') return 'delivered'
  return 'unknown'
}

/** The shipment's state now (its detail from the server); throws when that cannot be known now. */
export type Lookup = (
  key: number,
) => Promise<{ state: number; cancelled: boolean; delivered: unknown } | null>

/**
 * Turns departed shipments into events: from the archive row when the replica has one, else from
 * the server's detail (at most MAX_LOOKUPS). Answers the events and the list still waiting.
 */
export async function settleDeparted(
  db: PortalDatabase,
  account: AccountId,
  waiting: readonly Departed[],
  lookup: Lookup,
  now: number,
): Promise<{ events: StatusEvent[]; waiting: Departed[] }> {
  const events: StatusEvent[] = []
  const still: Departed[] = []
  let lookups = 0
  for (const entry of waiting) {
    const archived = await db.shipments.get([account, entry.key])
    let found: Awaited<ReturnType<Lookup>> | 'later' = null
    if (archived?.list === 'archive') found = archived.item
    else if (lookups >= MAX_LOOKUPS) found = 'later'
    else {
      lookups++
      try {
        found = await lookup(entry.key)
      } catch (error) {
        // Offline or refused for now: asked again next time. A shipment the server no longer
        // knows (404) is dropped.
        found = isApiError(error) && error.status === 404 ? null : 'later'
      }
    }
    if (found === 'later') {
      if (now - entry.since < GIVE_UP_MS) still.push(entry)
      continue
    }
    if (found === null) continue
    const kind = outcome(found.state, found.cancelled, found.delivered)
    if (kind === 'unknown') {
      if (now - entry.since < GIVE_UP_MS) still.push(entry)
      continue
    }
    events.push({ kind, shipmentKey: entry.key, list: 'archive', ...entry.event })
  }
  return { events, waiting: still }
}
