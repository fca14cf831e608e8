import type { BookAddress, CheckContext, PlaceLookup } from '#domain/address-import/check-context'
import type { ParsedSheet } from '#domain/address-import/contract'
import { proposeMapping } from '#domain/address-import/mapping'

/** Test support: places as the lookup would find them, by zip. */
export const PLACES: Record<string, { id: number; names: string[] }[]> = {
  '8001': [{ id: 1001, names: ['Zürich', 'Zurich', 'Zurigo'] }],
  '3011': [{ id: 3011, names: ['Bern', 'Berne', 'Berna'] }],
  '1204': [{ id: 1204, names: ['Genève', 'Genf', 'Ginevra', 'Geneva'] }],
  '6900': [
    { id: 6900, names: ['Lugano'] },
    { id: 6901, names: ['Paradiso'] },
  ],
}

/**
 * A place lookup over PLACES, ignoring case as the real one does (it folds accents too); zips in
 * `offline` need the network, any other zip is unknown. A blank place takes a zip's only place.
 */
export function fakePlaces(offline: readonly string[] = []): PlaceLookup & { asked: string[] } {
  const asked: string[] = []
  const lookup: PlaceLookup = (zip, location) => {
    asked.push(`${zip} ${location}`)
    if (offline.includes(zip)) return { kind: 'needs-network' }
    const places = PLACES[zip] ?? []
    const [only] = places
    if (location === '') {
      return only && places.length === 1
        ? { kind: 'found', locationId: only.id, zip, location: only.names[0] ?? '' }
        : { kind: 'unknown' }
    }
    for (const place of places) {
      const name = place.names.find((entry) => entry.toLowerCase() === location.toLowerCase())
      if (name !== undefined) return { kind: 'found', locationId: place.id, zip, location: name }
    }
    return { kind: 'unknown' }
  }
  return Object.assign(lookup, { asked })
}

export function contextWith(overrides: Partial<CheckContext> = {}): CheckContext {
  return { places: fakePlaces(), book: [], ...overrides }
}

export const HEADERS = [
  'Anrede',
  'Firma',
  'Vorname',
  'Nachname',
  'Kontakt',
  'Strasse',
  'Nr.',
  'PLZ',
  'Ort',
  'Telefon',
  'Absender',
  'Empfänger',
  'Standard-Rechnung',
  'Rechnungsadresse',
] as const
type Header = (typeof HEADERS)[number]

/** A sheet with HEADERS; each row names only the cells it needs. */
export function sheetOf(...rows: Partial<Record<Header, string>>[]): ParsedSheet {
  return {
    format: 'csv',
    headers: [...HEADERS],
    rows: rows.map((row) => HEADERS.map((header) => row[header] ?? '')),
  }
}

export const MAPPING = proposeMapping([...HEADERS])

/** A row that checks as ready: a company in Zürich. */
export const MUSTER: Partial<Record<Header, string>> = {
  Firma: 'Muster AG',
  Strasse: 'Seestrasse',
  'Nr.': '12',
  PLZ: '8001',
  Ort: 'Zürich',
  Telefon: '+41 44 123 45 67',
}

export function aBookAddress(overrides: Partial<BookAddress> = {}): BookAddress {
  return {
    id: 501,
    name: 'Muster AG',
    street: 'Seestrasse 12',
    zip: '8001',
    location: 'Zürich',
    ...overrides,
  }
}
