import { describe, expect, it } from 'vitest'
import { INJECTIONS } from '#testing/hostile-text'
import { ADDRESS_LIMITS } from './address-limits'
import { checkRows } from './check-rows'
import { contextWith, MAPPING, MUSTER, sheetOf } from './testing/check-context'

const one = (row: Parameters<typeof sheetOf>[0]) => {
  const [checked] = checkRows(sheetOf(row), MAPPING, contextWith())
  if (!checked) throw new Error('no row')
  return checked
}

describe('checkRows: hostile and oversized cells', () => {
  it.each([
    ...INJECTIONS,
    '=HYPERLINK("http://evil.example","Klick")',
    "+cmd|' /C calc'!A0",
    '@SUM(A1:A9)',
    '-1+1',
  ])('keeps %j as the plain text it is, in the cell and in the save', (text) => {
    const row = one({ ...MUSTER, Firma: text, Kontakt: text })
    expect(row.status).toBe('ready')
    expect(row.input?.name).toBe(text)
    expect(row.input?.contact).toBe(text)
    expect(row.cells.company).toBe(text)
  })

  it('drops control characters, makes tabs and line breaks spaces, and says it changed the cell', () => {
    const row = one({ ...MUSTER, Firma: '\u0000Muster\u0007 AG\u001b', Kontakt: 'Empfang\tLager\r\nTor 2  ' })
    expect(row.input).toMatchObject({ name: 'Muster AG', contact: 'Empfang Lager Tor 2' })
    expect(row.fixed).toEqual(['company', 'contact'])
    expect(row.status).toBe('fixed')
  })

  it('keeps the lines of a street, as the address form lets a street span lines', () => {
    const row = one({ ...MUSTER, Strasse: 'Seestrasse 12 \r\nPostfach', 'Nr.': '' })
    expect(row.input?.street).toBe('Seestrasse 12\nPostfach')
  })

  it.each([
    ['Firma', 'company', ADDRESS_LIMITS.name],
    ['Strasse', 'street', ADDRESS_LIMITS.street],
    ['Kontakt', 'contact', ADDRESS_LIMITS.contact],
  ] as const)('refuses a %s over %d characters, and keeps every character of it', (column, field, limit) => {
    const text = 'x'.repeat(limit + 1)
    const row = one({ ...MUSTER, [column]: text, 'Nr.': '' })
    expect(row.status).toBe('error')
    expect(row.issues).toEqual([{ field, code: 'tooLong' }])
    expect(row.cells[field]).toBe(text)
    expect(row.input).toBeUndefined()
    expect(one({ ...MUSTER, [column]: 'x'.repeat(limit), 'Nr.': '' }).status).toBe('ready')
  })

  it('refuses a billing-only zip or place text over its limit', () => {
    const billing = { ...MUSTER, Rechnungsadresse: 'ja' }
    expect(one({ ...billing, PLZ: '1'.repeat(ADDRESS_LIMITS.zip + 1) }).issues).toEqual([
      { field: 'zip', code: 'tooLong' },
    ])
    expect(one({ ...billing, Ort: 'o'.repeat(ADDRESS_LIMITS.location + 1) }).issues).toEqual([
      { field: 'location', code: 'tooLong' },
    ])
  })

  it("counts a person's two names together, and reports the longer one", () => {
    const person = {
      ...MUSTER,
      Anrede: 'Frau',
      Firma: '',
      Vorname: 'A'.repeat(150),
      Nachname: 'B'.repeat(60),
    }
    expect(one(person).issues).toEqual([{ field: 'firstName', code: 'tooLong' }])
  })

  it('takes a 10,000-character cell in every column as errors, not as a crash or a cut', () => {
    const huge = 'Ü'.repeat(10_000)
    const row = one({
      Anrede: huge,
      Firma: huge,
      Kontakt: huge,
      Strasse: huge,
      PLZ: huge,
      Ort: huge,
      Telefon: huge,
      Absender: huge,
    })
    expect(row.status).toBe('error')
    expect(row.issues.map((issue) => issue.field).sort()).toEqual(
      ['company', 'contact', 'location', 'phone', 'standardSenderAddress', 'street', 'type', 'zip'].sort(),
    )
    expect(row.cells.company).toHaveLength(10_000)
  })
})

describe('checkRows: cells written as text by a spreadsheet export', () => {
  it('reads a quoted formula-like cell as the text behind the quote, without calling it a fix', () => {
    const row = one({ ...MUSTER, Telefon: "'+41 44 123 45 67", Kontakt: "'=Empfang" })
    expect(row.status).toBe('ready')
    expect(row.input).toMatchObject({ phone: '+41441234567', contact: '=Empfang' })
    expect(row.fixed).toEqual([])
  })

  it("keeps a quote that guards nothing: it is the cell's own", () => {
    expect(one({ ...MUSTER, Firma: "'s Bäckerei" }).input?.name).toBe("'s Bäckerei")
  })
})

describe('checkRows: invisible characters and zips with their country', () => {
  it('drops zero-width spaces, a stray byte-order mark and direction overrides', () => {
    const row = one({ ...MUSTER, Firma: '\uFEFFMuster\u200B AG\u202E' })
    expect(row.input?.name).toBe('Muster AG')
    expect(row.fixed).toEqual(['company'])
  })

  it("reads 'CH-8001' as the zip 8001, and says so", () => {
    const row = one({ ...MUSTER, PLZ: 'CH-8001' })
    expect(row.input).toMatchObject({ zip: '8001', locationId: 1001 })
    expect(row.cells.zip).toBe('8001')
    expect(row.fixed).toEqual(['zip'])
  })

  it('reads a phone whose leading zero a spreadsheet dropped', () => {
    expect(one({ ...MUSTER, Telefon: '441234567' }).input?.phone).toBe('+41441234567')
  })
})
