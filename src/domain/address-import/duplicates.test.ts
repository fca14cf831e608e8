import { describe, expect, it } from 'vitest'
import type { BookAddress } from './check-context'
import { checkRows } from './check-rows'
import type { ParsedSheet } from './contract'
import { duplicateKey, markDuplicates } from './duplicates'
import { aBookAddress, contextWith, HEADERS, MAPPING, MUSTER, sheetOf } from './testing/check-context'

const key = (name: string, street: string, zip = '8001') => duplicateKey({ name, street, zip })

describe('duplicateKey', () => {
  it.each([
    ['Müller AG', 'Mueller AG'],
    ['Müller AG', 'MULLER A.G.'],
    ['Café Zürich', 'Cafe Zurich'],
    ['Weiß & Co', 'Weiss & Co'],
  ])('takes %j and %j for one name', (a, b) => {
    expect(key(a, 'Seestrasse 1')).toBe(key(b, 'Seestrasse 1'))
  })

  it.each([
    ['Bahnhofstrasse 12', 'Bahnhofstr. 12'],
    ['Bahnhofstraße 12', 'bahnhofstr 12'],
    ['Bahnhof-Strasse 12', 'Bahnhof Str. 12'],
    ['Rue du Lac 5', 'R. du Lac 5'],
    ['Seestrasse 12a', 'Seestrasse 12 A'],
  ])('takes %j and %j for one street', (a, b) => {
    expect(key('Muster AG', a)).toBe(key('Muster AG', b))
  })

  it('tells apart another house number, another zip, another name', () => {
    expect(key('Muster AG', 'Seestrasse 12')).not.toBe(key('Muster AG', 'Seestrasse 14'))
    expect(key('Muster AG', 'Seestrasse 12', '8001')).not.toBe(key('Muster AG', 'Seestrasse 12', '8002'))
    expect(key('Muster AG', 'Seestrasse 12')).not.toBe(key('Muster Holding AG', 'Seestrasse 12'))
  })

  it('has no key without a name, a street or a zip', () => {
    expect(key('', 'Seestrasse 12')).toBeNull()
    expect(key('Muster AG', ' ')).toBeNull()
    expect(key('Muster AG', 'Seestrasse 12', '')).toBeNull()
  })
})

describe('checkRows: duplicates', () => {
  it('marks a later row of the file as a duplicate of the first, however it is written', () => {
    const rows = checkRows(
      sheetOf(MUSTER, { ...MUSTER, Firma: 'MUSTER A.G.', Strasse: 'Seestr.', Telefon: '' }, MUSTER),
      MAPPING,
      contextWith(),
    )
    expect(rows.map((row) => row.status)).toEqual(['ready', 'duplicate', 'duplicate'])
    expect(rows[1]?.duplicateOf).toEqual({ kind: 'file', row: 0 })
    expect(rows[2]?.duplicateOf).toEqual({ kind: 'file', row: 0 })
  })

  it('marks a row that is in the address book with the address id; a repeat in the file names the first row', () => {
    const book = [aBookAddress({ id: 9, name: 'Mueller AG', street: 'Seestrasse 12' })]
    const rows = checkRows(
      sheetOf({ ...MUSTER, Firma: 'Müller AG' }, { ...MUSTER, Firma: 'Müller AG' }),
      MAPPING,
      contextWith({ book }),
    )
    expect(rows[0]?.duplicateOf).toEqual({ kind: 'book', address: 9 })
    expect(rows[1]?.duplicateOf).toEqual({ kind: 'file', row: 0 })
  })

  it("finds a person by first and last name against the book's name", () => {
    const book = [aBookAddress({ id: 4, name: 'Anna Meier' })]
    const [row] = checkRows(
      sheetOf({ ...MUSTER, Anrede: 'Frau', Firma: '', Vorname: 'Anna', Nachname: 'Meier' }),
      MAPPING,
      contextWith({ book }),
    )
    expect(row?.duplicateOf).toEqual({ kind: 'book', address: 4 })
  })

  it('leaves rows with errors out until they are fixed', () => {
    const rows = checkRows(
      sheetOf({ ...MUSTER, Telefon: '12' }, MUSTER),
      MAPPING,
      contextWith({ book: [aBookAddress()] }),
    )
    expect(rows[0]).toMatchObject({ status: 'error' })
    expect(rows[0]?.duplicateOf).toBeUndefined()
    expect(rows[1]?.duplicateOf).toEqual({ kind: 'book', address: 501 })
  })

  it('checks 10,000 rows against 10,000 addresses in well under a second', () => {
    const book: BookAddress[] = Array.from({ length: 10_000 }, (_, n) =>
      aBookAddress({ id: n + 1, name: `Firma ${n} AG`, street: `Seestrasse ${n}` }),
    )
    const sheet: ParsedSheet = {
      format: 'csv',
      headers: [...HEADERS],
      rows: sheetOf(
        ...Array.from({ length: 10_000 }, (_, n) => ({
          ...MUSTER,
          // Every other row is in the book, written the other way.
          Firma: n % 2 === 0 ? `FIRMA ${n} A.G.` : `Neu ${n} GmbH`,
          Strasse: `Seestr. ${n}`,
          'Nr.': '',
          Telefon: '044 123 45 67',
        })),
      ).rows,
    }
    const checked = checkRows(sheet, MAPPING, contextWith())
    expect(checked.filter((row) => row.status === 'duplicate')).toHaveLength(0)
    const rows = markDuplicates(checked, book)
    expect(rows.filter((row) => row.status === 'duplicate')).toHaveLength(5_000)
    expect(rows[2]?.duplicateOf).toEqual({ kind: 'book', address: 3 })
  })
})
