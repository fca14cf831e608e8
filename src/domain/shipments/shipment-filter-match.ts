import { maskTest } from '#domain/char-mask'
import { displayState } from '#domain/shipment-state'
import type { ShipmentQueryFilter } from './shipment-filter'
import type { Indexed, StoredListItem } from './shipment-query'

/** The server's filter semantics (fixture-api/queries/shipment-filters.ts), over rows on this device. */
export function matchesFilter(entry: Indexed, filter: ShipmentQueryFilter): boolean {
  return shipmentFilterTest(filter)(entry, 0)
}

/**
 * The rows' sender and receiver character masks (charMask) side by side, in the rows' order: a
 * keystroke over 50,000 kept rows then rules most of them out (or, for one letter, in) from these
 * two arrays, without reading the rows themselves (issue 25, item 3).
 */
export interface ShipmentMasks {
  senders: Int32Array
  receivers: Int32Array
}

const masksByRows = new WeakMap<readonly Indexed[], ShipmentMasks>()

/** The masks of `rows`, made once per array (a sorting makes a new one). */
export function shipmentMasks(rows: readonly Indexed[]): ShipmentMasks {
  let masks = masksByRows.get(rows)
  if (!masks) {
    masks = { senders: new Int32Array(rows.length), receivers: new Int32Array(rows.length) }
    for (let at = 0; at < rows.length; at++) {
      const row = rows[at] as Indexed
      masks.senders[at] = row.senderChars
      masks.receivers[at] = row.receiverChars
    }
    masksByRows.set(rows, masks)
  }
  return masks
}

/**
 * The filter prepared once (its texts folded), as a test of one indexed row. Given the rows it will
 * test (`rows`, each then tested with its position in them), it reads their masks side by side.
 */
export function shipmentFilterTest(
  filter: ShipmentQueryFilter,
  rows?: readonly Indexed[],
): (entry: Indexed, position: number) => boolean {
  const type = filter.transportTypeId
  const { from, to, senderZip, receiverZip, state } = filter
  const sender = filter.sender?.toLowerCase()
  const receiver = filter.receiver?.toLowerCase()
  const senderLocation = filter.senderLocation?.toLowerCase()
  const receiverLocation = filter.receiverLocation?.toLowerCase()
  const orderNumber = filter.orderNumber
  const orderNumberFolded = orderNumber?.toLowerCase() ?? ''
  const reference = filter.reference?.toLowerCase()
  const senderMask = maskTest(sender ?? '')
  const receiverMask = maskTest(receiver ?? '')
  const masks = rows && (sender || receiver) ? shipmentMasks(rows) : null
  return (entry, position) => {
    // The masks first, and the row itself only when they cannot answer: reading 50,000 rows'
    // objects scattered over the heap cost more than the tests (about 7 ms a keystroke).
    if (sender) {
      const chars = masks ? (masks.senders[position] ?? 0) : entry.senderChars
      if (!foundIn(chars, senderMask) || (!senderMask.exact && !heldIn(entry.senders, sender))) return false
    }
    if (receiver) {
      const chars = masks ? (masks.receivers[position] ?? 0) : entry.receiverChars
      if (!foundIn(chars, receiverMask) || (!receiverMask.exact && !heldIn(entry.receivers, receiver)))
        return false
    }
    if (type !== undefined && type !== 0 && entry.item.transportart_id !== type) return false
    if (from && (entry.day === null || entry.day < from)) return false
    if (to && (entry.day === null || entry.day > to)) return false
    if (senderZip && !entry.item.from.some((stop) => stop.zip.startsWith(senderZip))) return false
    if (receiverZip && !entry.item.to.some((stop) => stop.zip.startsWith(receiverZip))) return false
    if (senderLocation && !entry.item.from.some((stop) => folded(stop.location, senderLocation))) return false
    if (receiverLocation && !entry.item.to.some((stop) => folded(stop.location, receiverLocation)))
      return false
    if (
      orderNumber &&
      !folded(entry.item.externalNumber, orderNumberFolded) &&
      !String(entry.item.key).includes(orderNumber)
    )
      return false
    if (state && !matchesState(entry.item, state)) return false
    if (reference && !folded(entry.item.reference, reference)) return false
    return true
  }
}

/** Whether a row whose charMask is `chars` may hold the typed text: for one letter a–z, whether it does. */
const foundIn = (chars: number, mask: { need: number }) => (chars & mask.need) === mask.need

/** Whether one of `texts` holds `typed`. */
function heldIn(texts: readonly string[], typed: string): boolean {
  for (const text of texts) if (text.includes(typed)) return true
  return false
}

/** Whether `haystack`, folded, holds `needle` (folded already). */
const folded = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle)

function matchesState(item: StoredListItem, wanted: string): boolean {
  const state = displayState(item.state, item.cancelled)
  if (wanted === 'inTransit') return state === 'inDelivery'
  return state === wanted
}
