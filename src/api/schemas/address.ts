import * as v from 'valibot'
import { anrede, code, flag, id, text } from './common'

/** kontaktadresse: one contact of the address book (spec section 3). */
export const ContactAddressSchema = v.object({
  id,
  firma: text,
  kontakt: text,
  addresse: text,
  postleitzahl: code,
  ort: text,
  phone: text,
  /** Spec section 3: company when missing. */
  anrede: v.nullish(anrede, 'company'),
  /** The location id; null for billing-only addresses kept as free text. */
  plz: v.nullish(id, null),
})

/**
 * An address as the server sends it: GET /addresses rows, GET /address/{id} and the profile's
 * standard addresses (the replica's row is db/rows.ts' AddressRow).
 */
export const AddressWireSchema = v.object({
  kontaktadresse: ContactAddressSchema,
  default_absender: flag,
  default_empfaenger: flag,
  default_rechnungsadresse: flag,
  istRechnungsadresse: flag,
  readonly: flag,
})
export type AddressWire = v.InferOutput<typeof AddressWireSchema>

/** POST /address and /address/{id} (spec section 7). */
export interface AddressSaveBody {
  default_rechnungsadresse: boolean
  default_absender: boolean
  default_empfaenger: boolean
  ist_rechnungsadresse: boolean
  kontaktadresse: {
    id?: number
    firma: string
    addresse: string
    kontakt: string
    postleitzahl: string
    ort: string
    phone: string
    anrede: 'male' | 'female' | 'company'
    plz: number | null
  }
}
