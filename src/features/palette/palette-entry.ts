import type { Locale } from '#domain/entities/basics'

/** What a result is, shown beside it: a screen, an action, or a record of the replica. */
export type PaletteKind = 'screen' | 'action' | 'shipment' | 'address' | 'standingOrder'

/** Every kind, in the order results group them; a kind's place is its code in an index's columns. */
export const PALETTE_KINDS: readonly PaletteKind[] = [
  'screen',
  'action',
  'shipment',
  'address',
  'standingOrder',
]

/** The screens the palette goes to, each one route (the tracking popup is the header's). */
export type PaletteScreen =
  | 'dashboard'
  | 'order'
  | 'offer'
  | 'priceCalculator'
  | 'active'
  | 'archive'
  | 'addressBook'
  | 'standingOrders'
  | 'profile'

/** What running a result does; data, so the index stays free of React and the router. */
export type PaletteTarget =
  | { type: 'screen'; screen: PaletteScreen }
  | { type: 'track'; number: string | null }
  | { type: 'newAddress' }
  | { type: 'address'; id: number }
  | { type: 'shipment'; list: 'active' | 'archive'; key: number }
  | { type: 'standingOrder'; key: number }
  | { type: 'reorder'; key: number }
  | { type: 'locale'; locale: Locale }
  | { type: 'logout' }

export interface PaletteEntry {
  /** Stable across rebuilds and languages: usage counts are kept by it. */
  id: string
  kind: PaletteKind
  title: string
  /** A second, quieter line: street and place, the route of a shipment. */
  detail: string
  /** Searched besides the title and detail: other names of a screen, a number without its dashes. */
  keywords: string
  /** The key sequence that does the same outside the palette ('g d'), shown as a quiet key cap. */
  shortcut?: string
  /** Set when running it needs the network and the device is offline: said beside the result. */
  needsNetwork?: boolean
  target: PaletteTarget
}
