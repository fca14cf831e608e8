import { beforeEach, describe, expect, it } from 'vitest'
import { checkRows } from '#domain/address-import/check-rows'
import { proposeMapping } from '#domain/address-import/mapping'
import { contextWith } from '#domain/address-import/testing/check-context'
import { parseImportBytes } from '#features/addresses/import/read/parse-import-bytes'
import { testParseDeps } from '#features/addresses/import/read/testing/import-fixtures'
import type { Locale } from '#i18n/locales'
import { activateCatalog } from '#testing/catalog'
import { anAddress } from '#testing/factories'
import { addressExportFile, type ExportFormat } from './address-export-file'
import { addressExportRows, addressExportWords } from './address-export-rows'

/**
 * An exported address book read back by the import's own reader and row checks, in each language
 * and both formats: every address comes back ready to save, as it was (a phone in E.164).
 */

/** Addresses as the book holds them, at places the test's place lookup knows. */
const BOOK = [
  anAddress({
    id: 1,
    type: 'company',
    name: 'Müller & Söhne AG',
    contact: 'Anna Müller',
    street: 'Bahnhofstrasse 1',
    zip: '8001',
    location: 'Zürich',
    locationId: 1001,
    phone: '+41 44 123 45 67',
    standardSenderAddress: true,
    isBillingAddress: true,
  }),
  anAddress({
    id: 2,
    type: 'male',
    name: 'Hans Muster',
    contact: '',
    street: 'Bundesgasse 3',
    zip: '3011',
    location: 'Bern',
    locationId: 3011,
    phone: '+41 31 000 11 22',
    standardReceiverAddress: true,
  }),
  anAddress({
    id: 3,
    type: 'female',
    name: 'Chloé Dubois',
    contact: '',
    street: 'Rue du Rhône 12',
    zip: '1204',
    location: 'Genève',
    locationId: 1204,
    phone: '',
  }),
]

describe.each<[Locale, ExportFormat]>([
  ['de', 'csv'],
  ['fr', 'xlsx'],
  ['it', 'csv'],
  ['en', 'xlsx'],
])('a %s %s export read by the import', (locale, format) => {
  beforeEach(async () => {
    await activateCatalog(locale)
  })

  it('gives back every address as it was, ready to save', async () => {
    const file = await addressExportFile(addressExportRows(BOOK, addressExportWords()), format, 'Sheet')
    const read = await parseImportBytes(
      `addresses.${format}`,
      new Uint8Array(await file.arrayBuffer()),
      testParseDeps,
    )
    if (!read.ok) throw new Error(`refused: ${JSON.stringify(read.refusal)}`)
    const rows = checkRows(read.sheet, proposeMapping(read.sheet.headers), contextWith())

    expect(rows.map((row) => [row.status, row.issues])).toEqual(BOOK.map(() => ['ready', []]))
    expect(rows.map((row) => row.input)).toEqual(
      BOOK.map((address) => ({
        id: null,
        type: address.type,
        name: address.name,
        street: address.street,
        contact: address.contact,
        zip: address.zip,
        location: address.location,
        phone: address.phone === '' ? '' : expect.stringMatching(/^\+41\d{9}$/),
        locationId: address.locationId,
        standardSenderAddress: address.standardSenderAddress,
        standardReceiverAddress: address.standardReceiverAddress,
        standardBillingAddress: address.standardBillingAddress,
        isBillingAddress: address.isBillingAddress,
      })),
    )
  })
})
