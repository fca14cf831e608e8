/**
 * Write bodies built outside src/api (the order and registration features) in the server's field
 * names, so the one place that knows the wire format is this folder. The fixture's request schemas
 * (fixture-api/schemas) are the contract these follow.
 */

type Anrede = 'male' | 'female' | 'company'
type Language = 'de' | 'fr' | 'it' | 'en'

/** Spec section 3, "Order address payload". */
export interface OrderAddressPayload {
  anrede: Anrede
  firma: string
  addresse: string
  kontakt: string
  referenz: null
  kontaktadresse_id: number | null
  biller: boolean
  phone: string
  added: false
  postleitzahl: string
  ort: string
  /** Left out for a billing-only address. */
  plz?: number | null
}

export interface OrderColiPayload {
  description: string
  weight: number
  count: 1
  height: number
  width: number
  length: number
  iata: number
}

/** POST /shipments/create (spec section 3, "Order payload"). */
export interface OrderPayload {
  is_offer: boolean
  transportart_id: number
  website_offertbetrag: number
  /** YYYY-MM-DD */
  start_date: string
  /** HH:mm:ss */
  start_time: string
  rechnungsbeschreibung_offiziell: string
  auftrag_kuriere: []
  kontaktadressen: {
    send: OrderAddressPayload[]
    receive: OrderAddressPayload[]
    third: OrderAddressPayload[]
  }
  colis: OrderColiPayload[]
  frachtbrief: { fb_language: Language }
  note: string
  send_pod: string
  empfaenger_email: string
  cancellation_emails: string
  sender_email: string
  billing_emails: string
  rechnungssteller: number
  invoice_type: 'monthly' | 'single'
  partner: string
}

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
