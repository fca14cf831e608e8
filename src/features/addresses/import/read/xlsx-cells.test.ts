import { readSheet } from 'read-excel-file/web-worker'
import { describe, expect, it } from 'vitest'
import writeXlsxFile, { type SheetData } from 'write-excel-file/node'
import { cellText, dateText, numberText, readXlsxRows } from './xlsx-cells'

const workbook = async (rows: SheetData) => {
  const buffer = await writeXlsxFile(rows).toBuffer()
  return new Uint8Array(buffer).buffer
}

describe('readXlsxRows', () => {
  it('reads the cells as a person sees them in Excel', async () => {
    const bytes = await workbook([
      ['PLZ', 'Telefon', 'Firma', 'Kunde seit', 'Aktiv', 'Anteil', 'Leer'],
      [
        8004,
        41791234567,
        '  Müller AG ',
        { value: new Date('2024-11-27T00:00:00Z'), format: 'dd.mm.yyyy' },
        true,
        0.1 + 0.2,
        null,
      ],
      ['1e3', '0041 79 123 45 67', '=1+1', null, false, -12.5, null],
    ])
    expect(await readXlsxRows(bytes, readSheet)).toEqual([
      ['PLZ', 'Telefon', 'Firma', 'Kunde seit', 'Aktiv', 'Anteil', 'Leer'],
      ['8004', '41791234567', 'Müller AG', '27.11.2024', 'TRUE', '0.3', ''],
      // Text that looks like a number stays the text it is.
      ['1e3', '0041 79 123 45 67', '=1+1', '', 'FALSE', '-12.5', ''],
    ])
  })
})

describe('numberText', () => {
  it.each([
    ['8004', '8004'],
    ['41791234567', '41791234567'],
    ['4.1791234567E+10', '41791234567'],
    ['1E+21', '1000000000000000000000'],
    ['0.30000000000000004', '0.3'],
    ['-12.5', '-12.5'],
    ['not a number', 'not a number'],
  ])('shows the stored number %s as %s', (stored, shown) => {
    expect(numberText(stored)).toBe(shown)
  })
})

describe('dateText', () => {
  it('shows a date as DD.MM.YYYY, with its time of day when it has one, and a time alone alone', () => {
    expect(dateText(new Date('2026-03-01T00:00:00Z'))).toBe('01.03.2026')
    expect(dateText(new Date('2026-03-01T14:05:00Z'))).toBe('01.03.2026 14:05')
    expect(dateText(new Date('1899-12-30T08:30:00Z'))).toBe('08:30')
  })

  it('shows nothing for an invalid date and keeps a cell that was never there empty', () => {
    expect(dateText(new Date(Number.NaN))).toBe('')
    expect(cellText(null)).toBe('')
    expect(cellText(undefined)).toBe('')
  })
})
