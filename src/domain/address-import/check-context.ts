import type { Organization } from '#domain/entities/organization'

/** A place found for a row's zip and place text: its id, and zip and name as the place search has them. */
export type PlaceFound = { kind: 'found'; locationId: number; zip: string; location: string }

/**
 * The place check of one row, answered at once: the adapter looks the file's places up beforehand
 * (the replica's cache, then the network). `needs-network` when neither could tell.
 */
export type PlaceLookup = (
  zip: string,
  location: string,
) => PlaceFound | { kind: 'unknown' } | { kind: 'needs-network' }

/** The fields of an address book entry that decide whether an imported row is the same address. */
export interface BookAddress {
  id: number
  name: string
  street: string
  zip: string
  location: string
}

/** What the rows are checked against; the organisation's invoice rights when known (spec section 6). */
export interface CheckContext {
  places: PlaceLookup
  book: readonly BookAddress[]
  organization?: Pick<
    Organization,
    'change_default_invoice_address_allowed' | 'select_or_create_invoice_address_allowed'
  >
}
