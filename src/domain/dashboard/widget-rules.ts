import type { Address } from '#domain/entities/address'
import type { StandingOrder } from '#domain/entities/standing-order'
import { WIDGET_ITEMS } from '#domain/limits'
import { displayState } from '#domain/shipment-state'

/** An address created offline has a temporary negative id (−seq): it is the newest of all. */
function recency(id: number | null): number {
  if (id === null) return Number.NEGATIVE_INFINITY
  return id < 0 ? Number.MAX_SAFE_INTEGER / 2 - id : id
}

/** Spec section 2: the 3 newest addresses, as the server's count=3, sorting id desc would give. */
export function newestAddresses(addresses: readonly Address[]): Address[] {
  return [...addresses].sort((a, b) => recency(b.id) - recency(a.id)).slice(0, WIDGET_ITEMS)
}

/** Spec section 9: a negative saving (a year of more car than train) shows as 0. */
export function clampSavings(kg: number): number {
  return Number.isFinite(kg) ? Math.max(0, kg) : 0
}

/** The two summary counts the mirrored active list can tell without the network. */
export function countFromReplica(items: readonly { state: number; cancelled: boolean }[]): {
  readyForPickup: number
  inTransit: number
} {
  let readyForPickup = 0
  let inTransit = 0
  for (const item of items) {
    const state = displayState(item.state, item.cancelled)
    if (state === 'readyForPickup') readyForPickup++
    else if (state === 'inDelivery') inTransit++
  }
  return { readyForPickup, inTransit }
}

const collator = new Intl.Collator('de-CH', { sensitivity: 'base', numeric: true })

/** Spec section 2: 3 standing orders sorted by sender (the first from-address) ascending. */
export function recurringPreview(orders: readonly StandingOrder[]): StandingOrder[] {
  return [...orders]
    .sort((a, b) => collator.compare(a.from[0]?.name ?? '', b.from[0]?.name ?? '') || a.key - b.key)
    .slice(0, WIDGET_ITEMS)
}

/** One item at random (the employee widget); `random` is injectable so tests can fix it. */
export function pickOne<T>(items: readonly T[], random: () => number = Math.random): T | undefined {
  if (items.length === 0) return undefined
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))]
}

/**
 * What a replicated widget's list shows: nothing while the replica is read, "Loading…" while the
 * scope was never mirrored to this device (empty is not known yet), its empty text, or its rows.
 */
export type WidgetListState = 'reading' | 'firstSync' | 'empty' | 'rows'

export function widgetListState(
  rows: number | undefined,
  lastSuccess: string | null | undefined,
): WidgetListState {
  if (rows === undefined) return 'reading'
  if (rows > 0) return 'rows'
  if (lastSuccess === undefined) return 'reading'
  return lastSuccess === null ? 'firstSync' : 'empty'
}
