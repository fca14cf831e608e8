import type { OrderAddressPayload } from '#domain/changes/order-payload'

/**
 * Write bodies built outside src/api (the order and registration features) in the server's field
 * names, so the one place that knows the wire format is this folder. The fixture's request schemas
 * (fixture-api/schemas) are the contract these follow.
 */

type Language = 'de' | 'fr' | 'it' | 'en'

/** Orders and offers: the body is the change input the outbox stores (src/domain/changes). */
export type { OrderAddressPayload, OrderColiPayload, OrderPayload } from '#domain/changes/order-payload'

/** POST /register (spec section 7). */
export interface RegistrationPayload {
  username: string
  email: string
  password: { first: string; second: string }
  sprache: Language
  type: 'male' | 'female'
  vorname: string
  nachname: string
  addresse: string
  postleitzahl: string
  ort: string
  phone: string
  default_absender: OrderAddressPayload | null
  default_empfaenger: OrderAddressPayload | null
  default_rechnungsadresse: OrderAddressPayload
  invoice_dispatch_type: 'email' | 'post'
  invoice_type: 'monthly' | 'single'
  invoice_mail: string
  invoice_language: Language
  newsletter: boolean
}
