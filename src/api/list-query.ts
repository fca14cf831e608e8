import type { Locale, SortDirection } from '#domain/entities/basics'
import type { QueryObject } from './query'

/**
 * The list queries as the server reads them (field names on the wire). Types, not interfaces: type
 * literals are assignable to the query serialiser's index signature.
 */

export type WireSorting<Field extends string> = { field: Field; direction: SortDirection }

export type ListQuery<Field extends string, Filter extends QueryObject> = {
  count: number
  offset: number
  sorting?: WireSorting<Field>
  filter?: Filter
}

/** Fields the fixture sorts shipments by (docs/fixture-api.md). */
export type ShipmentWireSortField =
  | 'default'
  | 'empfangsdatum'
  | 'status'
  | 'reference'
  | 'sender'
  | 'receiver'
  | 'visier_datum'
  | 'id'

/** Spec section 7; state and reference only where the screen offers them. */
export type ShipmentWireFilter = {
  transportTypeId?: number | null
  from?: string
  to?: string
  sender?: string
  senderZip?: string
  senderLocation?: string
  receiver?: string
  receiverZip?: string
  receiverLocation?: string
  orderNumber?: string
  state?: string
  reference?: string
}
export type ShipmentListQuery = ListQuery<ShipmentWireSortField, ShipmentWireFilter>

export type AddressWireSortField = 'id' | 'firma' | 'adresse' | 'plz' | 'ort' | 'kontakt'

/** The flags are sent only when true (spec section 7). */
export type AddressWireFilter = {
  kontaktadresseId?: number | string | null
  firma?: string
  adresse?: string
  plz?: string
  ort?: string
  default_empfaenger?: boolean
  default_absender?: boolean
  default_rechnungsadresse?: boolean
  ist_rechnungsadresse?: boolean
}
export type AddressListQuery = ListQuery<AddressWireSortField, AddressWireFilter>

export type StandingOrderWireSortField = 'sender' | 'receiver' | 'price' | 'id'

/** A weekday key set to true is sent as 1. */
export type StandingOrderWireFilter = {
  transportTypeId?: number | null
  pickupDate?: string
  senderLocation?: string
  receiverLocation?: string
  monday?: boolean
  tuesday?: boolean
  wednesday?: boolean
  thursday?: boolean
  friday?: boolean
  saturday?: boolean
  sunday?: boolean
}
export type StandingOrderListQuery = ListQuery<StandingOrderWireSortField, StandingOrderWireFilter>

export type ArchiveExportQuery = {
  sorting?: WireSorting<ShipmentWireSortField>
  filter?: ShipmentWireFilter
  /** The selected shipment keys; none = everything the filter finds. */
  orderList?: readonly number[]
  locale: Locale
}

export type StandingOrderExportQuery = {
  sorting?: WireSorting<StandingOrderWireSortField>
  filter?: StandingOrderWireFilter
  orderList?: readonly number[]
  /** The number of results to export. */
  count: number
  locale: Locale
}
