import { describe, expect, it } from 'vitest'
import { cleanCell, sheetFromRows } from './clean-cells'
import { IMPORT_LIMITS } from './import-limits'

const CSV = { format: 'csv', encoding: 'utf-8', separator: ';' } as const

describe('cleanCell', () => {
  it('trims and removes control characters, keeping tabs and line breaks inside the cell', () => {
    expect(cleanCell('  Kontroll\u0000zeichen\u0007 AG\u001b[31m \r\n')).toBe('Kontrollzeichen AG[31m')
    expect(cleanCell('Bahnhofstrasse 8\r\nHinterhaus')).toBe('Bahnhofstrasse 8\nHinterhaus')
    expect(cleanCell('a\tb')).toBe('a\tb')
    expect(cleanCell('\u0085C1\u009f control\u007f')).toBe('C1 control')
  })

  it('removes the bidirectional overrides that make text read backwards, and stray byte-order marks', () => {
    expect(cleanCell('Bahnhof\u202estrasse\u202c 7')).toBe('Bahnhofstrasse 7')
    expect(cleanCell('\ufeffFirma\u2066\u2069')).toBe('Firma')
  })

  it('keeps everything else verbatim: formulas, markup, accents, a 10,000-character cell', () => {
    for (const cell of [
      '=HYPERLINK("x","y")',
      '<img src=x onerror=alert(1)>',
      'Œuvre à Zürich',
      'A'.repeat(10_000),
    ]) {
      expect(cleanCell(cell)).toBe(cell)
    }
  })
})

describe('sheetFromRows', () => {
  it('drops empty rows, takes the first row left as the header and keeps where the rows came from', () => {
    const outcome = sheetFromRows(
      [['', ' '], ['Firma', 'Ort'], [' \u0007 ', ''], ['Muster AG', 'Bern'], [], ['X', 'Chur']],
      CSV,
    )
    expect(outcome).toEqual({
      ok: true,
      sheet: {
        ...CSV,
        headers: ['Firma', 'Ort'],
        rows: [
          ['Muster AG', 'Bern'],
          ['X', 'Chur'],
        ],
        // A row's place in what was read: the header on row 2, the empty rows skipped but counted.
        sourceLines: [4, 6],
      },
    })
  })

  it('keeps the lines the reader gives each row, past the empty rows it drops', () => {
    const outcome = sheetFromRows(
      [['Firma'], [''], ['Muster AG'], [], ['Zwei\nZeilen AG'], ['X AG']],
      CSV,
      undefined,
      [1, 2, 3, 5, 6, 8],
    )
    expect(outcome.ok && outcome.sheet.sourceLines).toEqual([3, 6, 8])
  })

  it('makes every row as wide as the widest, naming no column for cells beyond the header', () => {
    const outcome = sheetFromRows(
      [['Firma', 'Ort', '', ''], ['Muster AG'], ['X', 'Chur', 'extra', '', '']],
      CSV,
    )
    expect(outcome.ok && outcome.sheet).toMatchObject({
      headers: ['Firma', 'Ort', ''],
      rows: [
        ['Muster AG', '', ''],
        ['X', 'Chur', 'extra'],
      ],
    })
  })

  it('refuses a sheet with a header and no data rows as empty', () => {
    expect(
      sheetFromRows(
        [
          ['Firma', 'Ort'],
          ['', ''],
        ],
        CSV,
      ),
    ).toEqual({ ok: false, refusal: { code: 'empty' } })
    expect(sheetFromRows([], CSV)).toEqual({ ok: false, refusal: { code: 'empty' } })
  })

  it('takes exactly the row limit and refuses one row more, counting only rows with content', () => {
    const rows = (count: number) => [
      ['Firma'],
      ...Array.from({ length: count }, (_, index) => [`F ${index}`, '']),
    ]
    expect(sheetFromRows([...rows(IMPORT_LIMITS.rows), [''], ['']], CSV).ok).toBe(true)
    expect(sheetFromRows(rows(IMPORT_LIMITS.rows + 1), CSV)).toEqual({
      ok: false,
      refusal: { code: 'too-many-rows', rows: IMPORT_LIMITS.rows + 1, limit: IMPORT_LIMITS.rows },
    })
  })
})
