import { expect } from 'vitest'
import { addressRow } from '#api/testing/wire-samples'
import { LOCALITIES } from '#fixture-api/data/localities'
import type { AddressRecord, ContactAddress, LocalityRecord, UserRecord } from '#fixture-api/model'
import { createAccounts } from '#fixture-api/seed/accounts'
import type { Client } from './harness'

// Shared request builders, location lookups and list fetchers of the fixture-API suites.

/** A JSON record as the tests read and tweak it. */
export type Row = Record<string, any>

/** One page of a list endpoint. */
export interface Page<T = Row> {
  pagination: { total: number }
  data: T[]
}

/** An address-book row as the API answers it: the record without its owner. */
export type AddressRow = Omit<AddressRecord, 'owner'>

/** A location as GET /zips and GET /zip/{id} answer it: the record without its coordinates. */
export type ApiLocality = Omit<LocalityRecord, 'lat' | 'lon'>

/** What an address needs of its location. */
export type Place = Pick<LocalityRecord, 'id' | 'code' | 'name_de'>

/** Every seeded login: the four demo accounts and the three branches dispatcher may switch to. */
export const SEEDED_ACCOUNTS = [
  'customer',
  'restricted',
  'dispatcher',
  'mustchange',
  'filiale-bern',
  'filiale-lausanne',
  'filiale-lugano',
]

/** A row's keys, sorted: what the field checks compare. */
export const keysOf = (row: object) => Object.keys(row).sort()

/** The keys of an address-book row and of its contact: those of the normaliser tests' row. */
export const ADDRESS_ROW_KEYS = keysOf(addressRow)
export const CONTACT_KEYS = keysOf(addressRow.kontaktadresse)

// ---------------------------------------------------------------------------------------------
// Locations

const CATALOGUE: readonly LocalityRecord[] = LOCALITIES.map((seed, index) => ({ id: 1001 + index, ...seed }))

/** The location record of a zip code, with the id the fixture gives it (1001 + its catalogue index). */
export function localityRecord(
  code: string,
  localities: readonly LocalityRecord[] = CATALOGUE,
): LocalityRecord {
  const locality = localities.find((row) => row.code === code)
  if (!locality) throw new Error(`no locality ${code}`)
  return locality
}

export const ZURICH = localityRecord('8001')
export const WINTERTHUR = localityRecord('8400')
export const BERN = localityRecord('3011')

/** A location found the way the portal finds it: a zip search, then the row with that exact code. */
export async function locationByCode(user: Client, code: string): Promise<ApiLocality> {
  const reply = await user.get<ApiLocality[]>(`/api/v2/zips?search=${encodeURIComponent(code)}`)
  expect(reply.status, `zip search ${code}`).toBe(200)
  const location = reply.body.find((row) => row.code === code)
  if (!location) throw new Error(`no location with zip ${code}`)
  return location
}

/** The zip, place and location id of an address at `location`. */
function addressAt(location: Place): { postleitzahl: string; ort: string; plz: number } {
  return { postleitzahl: location.code, ort: location.name_de, plz: location.id }
}

// ---------------------------------------------------------------------------------------------
// Request bodies

export interface AddressBody {
  default_rechnungsadresse: boolean
  default_absender: boolean
  default_empfaenger: boolean
  ist_rechnungsadresse: boolean
  kontaktadresse: Partial<ContactAddress>
}

export type AddressBodyOverrides = Partial<Omit<AddressBody, 'kontaktadresse'>> & {
  kontaktadresse?: Partial<ContactAddress>
}

/** The body of POST /api/v2/address (spec section 7): a plain company address, in Winterthur by default. */
export function buildAddressBody(
  overrides: AddressBodyOverrides = {},
  location: Place = WINTERTHUR,
): AddressBody {
  const { kontaktadresse, ...flags } = overrides
  return {
    default_rechnungsadresse: false,
    default_absender: false,
    default_empfaenger: false,
    ist_rechnungsadresse: false,
    ...flags,
    kontaktadresse: {
      firma: 'Velowerkstatt Test GmbH',
      addresse: 'Teststrasse 1',
      kontakt: 'Nina Test',
      phone: '+41 52 000 11 22',
      anrede: 'company',
      ...addressAt(location),
      ...kontaktadresse,
    },
  }
}

export type AddressUpdateOverrides = Partial<Omit<AddressRow, 'kontaktadresse'>> & {
  kontaktadresse?: Partial<ContactAddress>
}

/** The body of POST /api/v2/address/{id} (spec section 7), from a row as the server answers it. */
export function buildAddressUpdate(row: AddressRow, overrides: AddressUpdateOverrides = {}): AddressBody {
  const { kontaktadresse, ...flags } = overrides
  const merged = { ...row, ...flags }
  return {
    default_rechnungsadresse: merged.default_rechnungsadresse,
    default_absender: merged.default_absender,
    default_empfaenger: merged.default_empfaenger,
    ist_rechnungsadresse: merged.istRechnungsadresse,
    kontaktadresse: { ...row.kontaktadresse, ...kontaktadresse },
  }
}

/** An order address of spec section 3 ("Order address payload") at `location`, Zürich by default. */
export function buildOrderAddress(overrides: Row = {}, location: Place = ZURICH): Row {
  return {
    anrede: 'company',
    firma: `Muster ${location.name_de} AG`,
    addresse: 'Bahnhofplatz 1',
    kontakt: 'Anna Muster',
    referenz: null,
    kontaktadresse_id: null,
    biller: false,
    phone: '+41 31 000 11 22',
    added: false,
    ...addressAt(location),
    ...overrides,
  }
}

export interface Route {
  from: Place
  to: Place
}

/**
 * The order payload of spec section 3, as the portal builds it: one sender, one receiver, a
 * billing address without a location and two colis, from Bern to Zürich unless `route` says else.
 */
export function buildOrderPayload(
  overrides: Row = {},
  { from, to }: Route = { from: BERN, to: ZURICH },
): Row {
  return {
    is_offer: false,
    transportart_id: 3,
    website_offertbetrag: 187.4,
    start_date: '2026-11-18',
    start_time: '10:30:00',
    rechnungsbeschreibung_offiziell: 'Kostenstelle 12',
    auftrag_kuriere: [],
    kontaktadressen: {
      send: [buildOrderAddress({ firma: `Absender ${from.name_de} AG` }, from)],
      receive: [buildOrderAddress({ firma: `Empfänger ${to.name_de} GmbH`, addresse: 'Limmatquai 3' }, to)],
      third: [buildOrderAddress({ firma: `Rechnung ${to.name_de} AG`, biller: true, plz: null }, to)],
    },
    colis: [
      { description: 'Dokumente', weight: 2.5, count: 1, height: 10, width: 30, length: 40, iata: 2 },
      { description: 'Muster', weight: 7, count: 1, height: 20, width: 20, length: 20, iata: 1.33 },
    ],
    frachtbrief: { fb_language: 'de' },
    note: 'Bitte am Empfang abgeben.',
    send_pod: 'kunde@example.ch',
    empfaenger_email: 'kunde@example.ch',
    cancellation_emails: 'kunde@example.ch',
    sender_email: 'versand@example.ch',
    billing_emails: 'buchhaltung@example.ch',
    rechnungssteller: 3,
    invoice_type: 'monthly',
    partner: 'velocity-portal',
    ...overrides,
  }
}

const REGISTRANT_CONTACT = { kontakt: 'Max Muster', phone: '+41 44 123 45 67' }

/**
 * The registration body of spec section 7 for new.customer, with its three standard addresses
 * at `location` (Zürich by default).
 */
export function buildRegistrationBody(overrides: Row = {}, location: Place = ZURICH): Row {
  const address = (changes: Row) => buildOrderAddress({ ...REGISTRANT_CONTACT, ...changes }, location)
  return {
    username: 'new.customer',
    email: 'new.customer@example.ch',
    password: passwordPair('register-pass-1'),
    sprache: 'de',
    type: 'female',
    vorname: 'Nina',
    nachname: 'Neukunde',
    addresse: 'Limmatquai 10',
    postleitzahl: '8001',
    ort: 'Zürich',
    phone: '+41 44 555 66 77',
    default_absender: address({ firma: 'Absender AG', addresse: 'Absenderweg 2' }),
    default_empfaenger: address({ firma: 'Empfänger GmbH', addresse: 'Empfängerweg 3' }),
    default_rechnungsadresse: address({ firma: 'Rechnung AG', addresse: 'Rechnungsplatz 4', biller: true }),
    invoice_dispatch_type: 'email',
    invoice_type: 'single',
    invoice_mail: 'invoices@neukunde.ch',
    invoice_language: 'fr',
    newsletter: true,
    ...overrides,
  }
}

/** A password and its repeat, as the forms send them. */
export function passwordPair(first: string, second = first): { first: string; second: string } {
  return { first, second }
}

/** The body of POST /api/v2/profile/change-password: from the demo password to new-secret-1. */
export function buildPasswordChange(overrides: Row = {}): Row {
  return { old_password: 'demo-pass', new_password: passwordPair('new-secret-1'), ...overrides }
}

/** The fields POST /api/v2/profile takes (spec section 3), sorted. */
const PROFILE_UPDATE_FIELDS = [
  'addresse',
  'anrede',
  'email',
  'firma',
  'id',
  'invoice_language',
  'kontakt',
  'nachname',
  'newsletter',
  'ort',
  'phone',
  'postleitzahl',
  'username',
  'vorname',
] as const

const SEEDED_CUSTOMER = createAccounts().find((user) => user.username === 'customer') as UserRecord

/**
 * The update body of POST /api/v2/profile: the update fields of `profile` (by default the seeded
 * customer as the seed creates it), changed where a test wants it.
 */
export function buildProfileUpdate(overrides: Row = {}, profile: Row = SEEDED_CUSTOMER): Row {
  const fields = PROFILE_UPDATE_FIELDS.filter((field) => field in profile)
  return { ...Object.fromEntries(fields.map((field) => [field, profile[field]])), ...overrides }
}

// ---------------------------------------------------------------------------------------------
// Lists

/** A query string from parameters, `?` included. */
export function toQuery(params: Record<string, string | number>): string {
  return `?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`
}

/**
 * A whole list in one page (count=10000), after checking the 200; `query` adds filters or sorting,
 * as parameters or as an encoded query string.
 */
export async function fetchAll<T = Row>(
  user: Client,
  path: string,
  query: string | Record<string, string | number> = '',
): Promise<Page<T>> {
  const search = typeof query === 'string' ? query : toQuery(query).slice(1)
  const url = `${path}?count=10000${search ? `&${search}` : ''}`
  const reply = await user.get<Page<T>>(url)
  expect(reply.status, `${url}: ${JSON.stringify(reply.body)}`).toBe(200)
  return reply.body
}

export const fetchAddresses = (user: Client, query = '') =>
  fetchAll<AddressRow>(user, '/api/v2/addresses', query)

/** Every shipment of the active or the archive list. */
export async function fetchShipments(user: Client, list: 'active' | 'archive'): Promise<Row[]> {
  return (await fetchAll(user, `/api/v2/shipments/${list}`)).data
}

/** Both shipment lists of `user`, in full. */
export async function fetchShipmentLists(user: Client): Promise<{ active: Row[]; archive: Row[] }> {
  return { active: await fetchShipments(user, 'active'), archive: await fetchShipments(user, 'archive') }
}

/** The total of a list endpoint (read with count=1), after checking the 200. */
export async function countRows(
  user: Client,
  path: string,
  headers?: Record<string, string>,
): Promise<number> {
  const reply = await user.get(`${path}${path.includes('?') ? '&' : '?'}count=1`, headers)
  expect(reply.status, path).toBe(200)
  return reply.body.pagination.total
}
