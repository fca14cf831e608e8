import * as v from 'valibot'
import type { Profile } from '#domain/entities/profile'

/**
 * Test support: answers of /api/v2 as the spec and the fixture write them, one row a call. The
 * normaliser tests read them; tests/fixture-api/contract.test.ts holds the fixture's real answers to
 * the same keys, so a sample cannot drift from what the server sends.
 */

/** Parses with the portal's schema and normalises, throwing on a schema miss (valibot's error). */
export const reader =
  <const S extends v.GenericSchema, T>(schema: S, normalise: (data: v.InferOutput<S>) => T) =>
  (raw: unknown): T =>
    normalise(v.parse(schema, raw))

/** GET /api/v2/address/{id} */
export const addressRow = {
  kontaktadresse: {
    id: 10001,
    firma: 'Fiduciaria Bianchi SA',
    kontakt: 'Émilie Cattaneo',
    addresse: 'Place de la Palud 82',
    postleitzahl: '8953',
    ort: 'Dietikon',
    phone: '+41 52 000 49 21',
    anrede: 'company',
    plz: 1074,
  },
  default_absender: true,
  default_empfaenger: false,
  default_rechnungsadresse: false,
  istRechnungsadresse: false,
  readonly: true,
}

/** GET /api/v2/profile */
const organization = {
  change_default_invoice_address_allowed: true,
  select_or_create_invoice_address_allowed: false,
  change_invoice_type_allowed: true,
  change_invoice_email_allowed: false,
  is_reference_required: true,
  reference_msgs: { de: 'Bitte Kostenstelle angeben.', fr: 'Centre de coûts, svp.' },
  use_default_coli: true,
  default_coli_count: 2,
  default_coli_height: 20,
  default_coli_width: 30,
  default_coli_length: 40,
  default_coli_weight: 4.5,
  default_coli_description: 'Dokumente',
  use_default_remark: true,
  default_remark: 'Bitte klingeln',
}

export const profileRow = {
  id: 101,
  username: 'customer',
  email: 'lea.brunner@example.ch',
  anrede: 'female',
  firma: null,
  kontakt: null,
  vorname: 'Lea',
  nachname: 'Brunner',
  addresse: 'Bahnhofstrasse 12',
  postleitzahl: '8001',
  ort: 'Zürich',
  newsletter: true,
  phone: '+41 44 000 21 10',
  invoice_type: 'single',
  invoice_dispatch_type: 'post',
  invoice_email: 'rechnungen@example.ch',
  invoice_language: 'fr',
  default_absender: null,
  default_empfaenger: null,
  default_rechnungsadresse: {
    kontaktadresse: {
      id: 10003,
      firma: 'Martina Lepori',
      kontakt: '',
      addresse: 'Riva Albertolli 85',
      postleitzahl: '2053',
      ort: 'Cernier',
      phone: '+41 52 000 31 15',
      anrede: 'female',
      plz: 1213,
    },
    default_absender: false,
    default_empfaenger: false,
    default_rechnungsadresse: true,
    istRechnungsadresse: true,
    readonly: false,
  },
  roles: ['ROLE_USER', 'ROLE_ALLOWED_TO_SWITCH'],
  should_change_password: true,
  organization,
}

/** profileRow's person as the portal reads it: the fields the profile form edits. */
export const leaBrunner = {
  id: 101,
  username: 'customer',
  email: 'lea.brunner@example.ch',
  gender: 'female',
  company: '',
  contact: '',
  firstname: 'Lea',
  lastname: 'Brunner',
  street: 'Bahnhofstrasse 12',
  zip: '8001',
  location: 'Zürich',
  newsletter: true,
  phone: '+41 44 000 21 10',
} satisfies Partial<Profile>

/** POST /api/v2/profile sends exactly these fields (spec section 3). */
export const PROFILE_UPDATE_FIELDS = [
  'id',
  'username',
  'email',
  'anrede',
  'firma',
  'kontakt',
  'vorname',
  'nachname',
  'addresse',
  'postleitzahl',
  'ort',
  'newsletter',
  'phone',
  'invoice_language',
] as const

/** GET /api/v2/track/{trackingId} */
export const trackingRow = {
  state: 1000,
  cancelled: false,
  kontaktadressen: {
    send: [{ id: 1, firma: 'A', plz: '9010', ort: 'St. Gallen' }],
    receive: [{ id: 2, firma: 'B', plz: '1618', ort: 'Châtel-St-Denis' }],
  },
  pickup_datetime: '2026-11-18T06:15:00+01:00',
  visier_date: '2026-11-18',
  visier_time: '08:00:00',
  visier_datum: '2026-11-18T08:00:00+01:00',
  visiert_von: 'Sarah Bianchi',
  start_date: '2026-11-18',
  start_time: '06:15:00',
  end_date: '2026-11-18',
  end_time: '08:00:00',
  extern_nr: '0500341',
  auftrag_kuriere: [{ kurier: { kundennummer: '40117' } }],
}

/** One row of GET /api/v2/standing-order */
const stop = {
  id: 1197,
  kontaktadresse_id: 10004,
  firma: 'Atelier Seeland GmbH',
  kontakt: 'Fabian Schmid',
  adresse: 'Universitätstrasse 38',
  plz: '3110',
  ort: 'Münsingen',
  phone: '+41 31 000 47 39',
  datetime: null,
  time_start: '07:30',
  time_end: '08:00',
}

export const standingOrderRow = {
  id: 20007,
  formatted_number: 'DA-20007',
  rechnungsbeschreibung_offiziell: 'Labor',
  transportart_id: 1,
  customer_name: 'Kurier Bern',
  addresses: { from: [stop], to: [{ ...stop, id: 1198, firma: 'Loïc Fontana', kontakt: '' }] },
  standing_order_active_on: ['monday', 'wednesday'],
  preis_netto: '58.46',
  pickup_from: '07:30',
  pickup_to: '08:00',
  drop_from: '09:30',
  drop_to: '10:30',
}
