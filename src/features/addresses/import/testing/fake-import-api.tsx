import type { ReactNode } from 'react'
import { vi } from 'vitest'
import type { ImportRow, ParsedSheet, RowStatus } from '#domain/address-import/contract'
import { emptyAddressInput } from '#domain/changes/address-save'
import {
  type AddressImportApi,
  AddressImportApiContext,
  type CheckSession,
} from '#features/addresses/import/import-api'
import type { Locale } from '#i18n/locales'
import { renderWithRouter } from '#testing/render'

export const ACCOUNT = 'anna'

/** A checked row: ready rows carry the save they become; others none. */
export function aRow(
  index: number,
  status: RowStatus = 'ready',
  overrides: Partial<ImportRow> = {},
): ImportRow {
  const cells = { company: `Firma ${index}`, street: `Weg ${index}`, zip: '3011', location: 'Bern' }
  const importable = status === 'ready' || status === 'fixed' || status === 'duplicate'
  return {
    index,
    cells,
    status,
    fixed: [],
    issues: [],
    ...(importable
      ? {
          input: {
            ...emptyAddressInput(),
            name: cells.company,
            street: cells.street,
            zip: '3011',
            location: 'Bern',
            locationId: 3011,
          },
        }
      : {}),
    ...overrides,
  }
}

export const SHEET: ParsedSheet = {
  format: 'csv',
  encoding: 'utf-8',
  separator: ';',
  headers: ['Firma', 'Strasse', 'PLZ', 'Ort', 'Telefon'],
  rows: [
    ['Muster AG', 'Bundesgasse 1', '3011', 'Bern', '031 123 45 67'],
    ['Beispiel GmbH', 'Rue du Rhône 2', '1204', 'Genève', ''],
  ],
}

export function fakeSession(overrides: Partial<CheckSession> = {}): CheckSession {
  return {
    recheck: vi.fn(async (rows: readonly ImportRow[]) => [...rows]),
    checkAgain: vi.fn(async (rows: readonly ImportRow[]) => [...rows]),
    ...overrides,
  }
}

/** An AddressImportApi whose every call is a spy: the file reads as SHEET, its rows check as given. */
export function fakeImportApi(
  overrides: Partial<AddressImportApi> = {},
  rows: ImportRow[] = [aRow(0), aRow(1)],
  session: CheckSession = fakeSession(),
): AddressImportApi {
  return {
    account: ACCOUNT,
    limits: { bytes: 5 * 1024 * 1024, rows: 10_000 },
    readFile: vi.fn(async () => ({ ok: true as const, sheet: SHEET })),
    initialMapping: vi.fn(() => ({
      mapping: ['company', 'street', 'zip', 'location', 'phone'] as const,
      remembered: false,
    })) as unknown as AddressImportApi['initialMapping'],
    rememberMapping: vi.fn(),
    checkRows: vi.fn(async () => ({ rows, session })),
    bookAddress: vi.fn(async () => null),
    inputFor: vi.fn((row: ImportRow, choice) => {
      if (row.status === 'duplicate' && (choice ?? 'skip') === 'skip') return null
      if (choice === 'update' && row.input && row.duplicateOf?.kind === 'book')
        return { ...row.input, id: row.duplicateOf.address }
      return row.input ?? null
    }),
    queueImport: vi.fn(async (inputs: readonly unknown[]) => ({
      batch: 'batch-1',
      seqs: inputs.map((_, position) => position + 1),
    })),
    batchRefusals: vi.fn(async () => new Map<number, string>()),
    batchDiscards: vi.fn(async () => new Set<number>()),
    reportCsv: vi.fn(() => 'Line;Name\r\n'),
    ...overrides,
  }
}

export function renderImport(element: ReactNode, api: AddressImportApi, locale: Locale = 'en') {
  return renderWithRouter(
    <AddressImportApiContext.Provider value={api}>{element}</AddressImportApiContext.Provider>,
    { locale },
  )
}

/** A file as the browser hands it over. */
export function aFile(name = 'adressen.csv', text = 'Firma;Strasse\nMuster AG;Weg 1\n'): File {
  return new File([text], name, { type: name.endsWith('.csv') ? 'text/csv' : '' })
}
