import { describe, expect, it, vi } from 'vitest'
import writeXlsxFile from 'write-excel-file/node'
import { IMPORT_LIMITS, type ReadOutcome } from './import-limits'
import { parseImportBytes, XLSX_INFLATED_LIMIT } from './parse-import-bytes'
import { fixtureBytes, testParseDeps } from './testing/import-fixtures'

const read = (name: string, bytes: Uint8Array = fixtureBytes(name)) =>
  parseImportBytes(name, bytes, testParseDeps)

const refusalOf = async (name: string, bytes?: Uint8Array) => {
  const outcome: ReadOutcome = await read(name, bytes)
  return outcome.ok ? 'read' : outcome.refusal
}

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('umlauts in every encoding', () => {
  const text = 'Firma;Ort\r\nBäckerei Grünig AG;Zürich\r\nCafé Bär;Genève\r\n'
  const utf16 = (littleEndian: boolean, bom: boolean) => {
    const units = bom ? `\ufeff${text}` : text
    const bytes = new Uint8Array(units.length * 2)
    const view = new DataView(bytes.buffer)
    for (let index = 0; index < units.length; index++)
      view.setUint16(index * 2, units.charCodeAt(index), littleEndian)
    return bytes
  }
  it.each([
    ['utf-8', utf8(text)],
    ['utf-8', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)])],
    ['utf-16le', utf16(true, true)],
    ['utf-16le', utf16(true, false)],
    ['utf-16be', utf16(false, true)],
    ['utf-16be', utf16(false, false)],
    ['windows-1252', Uint8Array.from(text, (char) => char.charCodeAt(0))],
  ] as const)('survive %s', async (encoding, bytes) => {
    const outcome = await read('umlauts.csv', bytes)
    expect(outcome).toEqual({
      ok: true,
      sheet: {
        format: 'csv',
        encoding,
        separator: ';',
        headers: ['Firma', 'Ort'],
        rows: [
          ['Bäckerei Grünig AG', 'Zürich'],
          ['Café Bär', 'Genève'],
        ],
        sourceLines: [2, 3],
      },
    })
  })
})

describe('the line of each row in the file', () => {
  it('in a CSV, counts the empty lines the reader drops and the line breaks of quoted cells', async () => {
    const text = [
      'Firma;Strasse;PLZ;Ort',
      'Muster AG;Weg 1;3011;Bern',
      '',
      ';;;',
      'Post AG;"Wankdorfallee 4',
      'Postfach";3030;Bern',
      '',
      'Letzte AG;Weg 2;3600;Thun',
      '',
    ].join('\r\n')
    const outcome = await read('adressen.csv', utf8(text))
    if (!outcome.ok) throw new Error('the file was refused')
    expect(outcome.sheet.rows.map((row) => row[0])).toEqual(['Muster AG', 'Post AG', 'Letzte AG'])
    expect(outcome.sheet.sourceLines).toEqual([2, 5, 8])
  })

  it('in a workbook, is the sheet row, empty rows above and between counted', async () => {
    const buffer = await writeXlsxFile([
      [null],
      ['Firma', 'Ort'],
      ['Muster AG', 'Bern'],
      [null, null],
      [null, null],
      ['Zwei\nZeilen AG', 'Chur'],
    ]).toBuffer()
    const outcome = await parseImportBytes('adressen.xlsx', new Uint8Array(buffer), testParseDeps)
    if (!outcome.ok) throw new Error('the workbook was refused')
    expect(outcome.sheet.headers).toEqual(['Firma', 'Ort'])
    expect(outcome.sheet.sourceLines).toEqual([3, 6])
  })
})

describe('hostile cells in a workbook', () => {
  it('are text like in a CSV: formulas as written, control characters gone, a long cell whole', async () => {
    const buffer = await writeXlsxFile([
      ['Firma', 'Strasse'],
      ['=HYPERLINK("http://evil.example","x")', 'Bahn\u0007hof\u202estrasse 1'],
      ['A'.repeat(10_000), '<img src=x onerror=alert(1)>'],
    ]).toBuffer()
    const outcome = await parseImportBytes('hostile.xlsx', new Uint8Array(buffer), testParseDeps)
    expect(outcome.ok && outcome.sheet.rows).toEqual([
      ['=HYPERLINK("http://evil.example","x")', 'Bahnhofstrasse 1'],
      ['A'.repeat(10_000), '<img src=x onerror=alert(1)>'],
    ])
  })
})

describe('refusals', () => {
  it('refuses a .csv that is really a picture, a PDF, a workbook or a zip', async () => {
    const expected = { code: 'not-what-it-says', expected: 'csv' }
    expect(await refusalOf('not-a-csv.csv')).toEqual(expected)
    expect(await refusalOf('statement.csv', utf8('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>'))).toEqual(
      expected,
    )
    expect(await refusalOf('addresses.csv', fixtureBytes('addresses.xlsx'))).toEqual(expected)
    const executable = Uint8Array.from({ length: 2048 }, (_, index) => (index * 31) % 256)
    expect(await refusalOf('program.csv', executable)).toEqual(expected)
  })

  it('refuses an .xlsx that is text, an old .xls or a zip without a workbook', async () => {
    const expected = { code: 'not-what-it-says', expected: 'xlsx' }
    expect(await refusalOf('not-an-xlsx.xlsx')).toEqual(expected)
    expect(
      await refusalOf('old.xlsx', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1])),
    ).toEqual(expected)
    expect(await refusalOf('photo.xlsx', fixtureBytes('not-a-csv.csv'))).toEqual(expected)
  })

  it('refuses other types by their name, even when the content is CSV', async () => {
    for (const name of ['addresses.txt', 'addresses.xls', 'addresses.pdf', 'addresses', 'csv']) {
      expect(await refusalOf(name, utf8('Firma;Ort\nMuster AG;Bern\n'))).toEqual({ code: 'unsupported-type' })
    }
    expect(await refusalOf('ADDRESSES.CSV', utf8('Firma;Ort\nMuster AG;Bern\n'))).toBe('read')
  })

  it('refuses an empty file, a header without rows and a file of blank lines as empty', async () => {
    expect(await refusalOf('empty.csv')).toEqual({ code: 'empty' })
    expect(await refusalOf('headers-only.csv')).toEqual({ code: 'empty' })
    expect(await refusalOf('blank.csv', utf8('\r\n \r\n;;;\r\n'))).toEqual({ code: 'empty' })
    expect(await refusalOf('bom-only.csv', new Uint8Array([0xef, 0xbb, 0xbf]))).toEqual({ code: 'empty' })
  })

  it('refuses more than 5 MB', async () => {
    const line = utf8('Muster AG;Bahnhofstrasse 1;8001;Zürich\n')
    const bytes = new Uint8Array(IMPORT_LIMITS.bytes + 1)
    for (let offset = 0; offset < bytes.length; offset += line.length)
      bytes.set(line.subarray(0, bytes.length - offset), offset)
    expect(await refusalOf('big.csv', bytes)).toEqual({
      code: 'too-large',
      bytes: IMPORT_LIMITS.bytes + 1,
      limit: IMPORT_LIMITS.bytes,
    })
  })

  it('refuses more than 10,000 data rows, and reads exactly 10,000', async () => {
    const file = (rows: number) =>
      utf8(['Firma;Ort', ...Array.from({ length: rows }, (_, index) => `Firma ${index};Bern`)].join('\n'))
    expect(await refusalOf('limit.csv', file(IMPORT_LIMITS.rows))).toBe('read')
    expect(await refusalOf('over.csv', file(IMPORT_LIMITS.rows + 1))).toEqual({
      code: 'too-many-rows',
      rows: IMPORT_LIMITS.rows + 1,
      limit: IMPORT_LIMITS.rows,
    })
  })

  it('refuses a workbook that would inflate beyond reason before inflating it', async () => {
    const bomb = fixtureBytes('addresses.xlsx')
    const view = new DataView(bomb.buffer)
    let end = bomb.length - 22
    while (view.getUint32(end, true) !== 0x06054b50) end--
    const firstEntry = view.getUint32(end + 16, true)
    view.setUint32(firstEntry + 24, XLSX_INFLATED_LIMIT + 1, true)
    const loadXlsxReader = vi.fn(testParseDeps.loadXlsxReader)
    expect(await parseImportBytes('bomb.xlsx', bomb, { loadXlsxReader })).toEqual({
      ok: false,
      refusal: { code: 'unreadable' },
    })
    expect(loadXlsxReader).not.toHaveBeenCalled()
  })

  it('refuses a damaged workbook as unreadable instead of failing', async () => {
    const damaged = fixtureBytes('addresses.xlsx')
    // The sheet's compressed bytes overwritten; the zip's directory still lists a workbook.
    damaged.fill(0x55, 1200, 1800)
    expect(await refusalOf('damaged.xlsx', damaged)).toEqual({ code: 'unreadable' })
  })
})

describe('progress and loading', () => {
  it('reports progress rising to 1, and never loads the workbook reader for a CSV', async () => {
    const progress: number[] = []
    const loadXlsxReader = vi.fn(testParseDeps.loadXlsxReader)
    await parseImportBytes('a.csv', fixtureBytes('addresses-10000.csv'), { loadXlsxReader }, (fraction) =>
      progress.push(fraction),
    )
    expect(loadXlsxReader).not.toHaveBeenCalled()
    expect(progress.length).toBeGreaterThan(3)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(progress.at(-1)).toBe(1)
  })

  it('loads the workbook reader for an xlsx and reports progress to 1', async () => {
    const progress: number[] = []
    const loadXlsxReader = vi.fn(testParseDeps.loadXlsxReader)
    await parseImportBytes('a.xlsx', fixtureBytes('addresses.xlsx'), { loadXlsxReader }, (fraction) =>
      progress.push(fraction),
    )
    expect(loadXlsxReader).toHaveBeenCalledOnce()
    expect(progress.at(-1)).toBe(1)
  })
})
