import { describe, expect, it } from 'vitest'
import { inputForChoice } from './apply-choice'
import { checkRows } from './check-rows'
import { proposeMapping } from './mapping'
import { aBookAddress, contextWith, MAPPING, MUSTER, sheetOf } from './testing/check-context'

const [inBook, inFile] = checkRows(
  sheetOf(MUSTER, MUSTER),
  MAPPING,
  contextWith({ book: [aBookAddress({ id: 42 })] }),
)
if (!inBook || !inFile) throw new Error('no rows')

describe('inputForChoice', () => {
  it('skips a duplicate: no save', () => {
    expect(inputForChoice(inBook, 'skip')).toBeNull()
  })

  it('imports a duplicate anyway as a new address', () => {
    expect(inputForChoice(inBook, 'import')).toEqual({ ...inBook.input, id: null })
    expect(inputForChoice(inFile, 'import')?.id).toBeNull()
  })

  it("updates the address book's address it matches: the row's save with that address's id", () => {
    expect(inputForChoice(inBook, 'update')).toEqual({ ...inBook.input, id: 42 })
  })

  it('has no update for a repeat within the file, and no save for a row with errors', () => {
    expect(inputForChoice(inFile, 'update')).toBeNull()
    const [broken] = checkRows(sheetOf({ ...MUSTER, Telefon: '12' }), MAPPING, contextWith())
    if (!broken) throw new Error('no row')
    expect(inputForChoice(broken, 'import')).toBeNull()
  })
})

describe('inputForChoice: an update with the address it updates', () => {
  const existing = {
    type: 'male' as const,
    name: 'Muster AG',
    street: 'Seestrasse 12',
    contact: 'Hans Muster',
    zip: '8001',
    location: 'Zürich',
    phone: '+41445556677',
    locationId: 1001,
    standardSenderAddress: true,
    standardReceiverAddress: false,
    standardBillingAddress: true,
    isBillingAddress: true,
  }

  it('keeps what the file has no column for, and takes what it has', () => {
    const sheet = {
      format: 'csv' as const,
      headers: ['Firma', 'Strasse', 'PLZ', 'Ort', 'Telefon'],
      rows: [['Muster AG', 'Seestrasse 12', '8001', 'Zürich', '044 123 45 67']],
    }
    const [row] = checkRows(
      sheet,
      proposeMapping(sheet.headers),
      contextWith({ book: [aBookAddress({ id: 42 })] }),
    )
    if (!row) throw new Error('no row')
    expect(inputForChoice(row, 'update', existing)).toEqual({ ...existing, id: 42, phone: '+41441234567' })
  })

  it('takes every column the file has, a flag it says no to included', () => {
    const [row] = checkRows(
      sheetOf({ ...MUSTER, Absender: 'nein' }),
      MAPPING,
      contextWith({ book: [aBookAddress({ id: 42 })] }),
    )
    if (!row) throw new Error('no row')
    expect(inputForChoice(row, 'update', existing)).toEqual({ ...row.input, id: 42 })
  })
})
