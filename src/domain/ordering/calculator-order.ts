import type { Location } from '#domain/entities/location'
import { emptyOrderAddress, type OrderAddress, type OrderColis, type OrderForm } from './order-form'
import { untouched } from './order-prefill'

const samePlace = (address: OrderAddress, place: Pick<OrderAddress, 'zip' | 'locationId'>) =>
  address.locationId === place.locationId && address.zip.trim() === place.zip.trim()

/** A block that holds a place and nothing else: the price calculator's end on another postcode. */
function placeOnly(place: Pick<OrderAddress, 'zip' | 'location' | 'locationId'>): OrderAddress {
  return { ...emptyOrderAddress(), zip: place.zip, location: place.location, locationId: place.locationId }
}

/**
 * A place picked in the price calculator for one end, against the address the calculator opened
 * with there: the same place keeps that address (a re-pick after typing gives it back); another
 * one, or none, leaves the place alone, without the old company, street and saved-address link,
 * which would otherwise be ordered to a postcode they do not belong to.
 */
export function withCalculatorPlace(opened: OrderAddress, place: Location | null): OrderAddress {
  const picked = { zip: place?.code ?? '', location: place?.name ?? '', locationId: place?.id ?? null }
  return place !== null && samePlace(opened, picked) ? opened : placeOnly(picked)
}

const blankColis = (colis: OrderColis) =>
  colis.colis.every(
    (coli) => !coli.palette && Object.values(coli).every((value) => value === '' || value === false),
  )

/** A text the user never filled takes the prefill's value. */
const filledOr = (value: string, prefill: string) => (value.trim() === '' ? prefill : value)

/**
 * The calculator's "order" (spec section 2): the order form opens with the normal prefill (`fresh`:
 * the account's e-mail, the organization's default colis and remark, the standard addresses) around
 * what the calculator carries in the shared draft: date, time, colis and the two places. What the
 * user had already typed into the order draft stays. A standard address on another place than the
 * calculator's gives way to that place alone.
 */
export function orderFromCalculator(draft: OrderForm, fresh: OrderForm): OrderForm {
  const end = (block: 'sender' | 'receiver'): OrderAddress => {
    const carried = draft[block]
    if (!untouched(carried)) return carried
    if (carried.locationId === null || samePlace(fresh[block], carried)) return fresh[block]
    return placeOnly(carried)
  }
  return {
    ...draft,
    colis: blankColis(draft.colis) ? fresh.colis : draft.colis,
    notes: filledOr(draft.notes, fresh.notes),
    emailClient: filledOr(draft.emailClient, fresh.emailClient),
    emailLetter: filledOr(draft.emailLetter, fresh.emailLetter),
    sender: end('sender'),
    receiver: end('receiver'),
    invoiceAddress: untouched(draft.invoiceAddress) ? fresh.invoiceAddress : draft.invoiceAddress,
  }
}
