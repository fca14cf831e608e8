import { beforeEach, describe, expect, it } from 'vitest'
import type { ImportField } from '#domain/address-import/contract'
import { proposeMapping } from '#domain/address-import/mapping'
import type { Locale } from '#i18n/locales'
import { activateCatalog } from '#testing/catalog'
import { addressExportWords } from './address-export-rows'

/** The export's file imports again: the import recognises every header it writes, in each language. */

const EXPECTED: (ImportField | 'name')[] = [
  'type',
  'name',
  'contact',
  'street',
  'zip',
  'location',
  'phone',
  'standardSenderAddress',
  'standardReceiverAddress',
  'standardBillingAddress',
  'isBillingAddress',
]
const NAME_FIELDS: readonly (ImportField | null)[] = ['company', 'firstName', 'lastName']

describe.each<Locale>(['de', 'fr', 'it', 'en'])('the %s export’s headers', (locale) => {
  beforeEach(async () => {
    await activateCatalog(locale)
  })

  it('are each mapped by the import to the field the column holds', () => {
    const headers = addressExportWords().headers
    const mapping = proposeMapping(headers)
    const named = headers.map((header, column) => [header, mapping[column]])
    expect(NAME_FIELDS, `the name column '${headers[1]}'`).toContain(mapping[1])
    expect(named.filter((_, column) => column !== 1)).toEqual(
      headers.map((header, column) => [header, EXPECTED[column]]).filter((_, column) => column !== 1),
    )
  })
})
