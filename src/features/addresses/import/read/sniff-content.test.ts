import { describe, expect, it } from 'vitest'
import { sniffContent, utf16Pattern, zipEntries } from './sniff-content'
import { fixtureBytes } from './testing/import-fixtures'

const ascii = (text: string) => new TextEncoder().encode(text)

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(text.length * 2)
  const view = new DataView(bytes.buffer)
  for (let index = 0; index < text.length; index++)
    view.setUint16(index * 2, text.charCodeAt(index), littleEndian)
  return bytes
}

describe('sniffContent', () => {
  it('knows a workbook by the xl/workbook.xml its zip directory lists, whatever the file is called', () => {
    expect(sniffContent(fixtureBytes('addresses.xlsx'))).toBe('xlsx')
  })

  it('takes a zip without a workbook (a .docx, an archive) for a plain zip', () => {
    const workbook = fixtureBytes('addresses.xlsx')
    const renamed = workbook.slice()
    // Rename every "xl/workbook.xml" in the directory and the local headers to "xl/workbooq.xml".
    const text = new TextDecoder('latin1').decode(renamed)
    let at = text.indexOf('xl/workbook.xml')
    while (at >= 0) {
      renamed[at + 10] = 'q'.charCodeAt(0)
      at = text.indexOf('xl/workbook.xml', at + 1)
    }
    expect(sniffContent(renamed)).toBe('zip')
  })

  it('does not take a truncated zip, its directory gone, for a workbook', () => {
    const workbook = fixtureBytes('addresses.xlsx')
    expect(sniffContent(workbook.subarray(0, workbook.length - 200))).toBe('zip')
  })

  it.each([
    ['a PDF', ascii('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'pdf'],
    ['a PNG', fixtureBytes('not-a-csv.csv'), 'image'],
    ['a JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'image'],
    ['a GIF', ascii('GIF89a\u0001\u0000'), 'image'],
    ['a WebP', ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image'],
    ['an old .xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'ole'],
    [
      'an executable',
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]),
      'binary',
    ],
  ] as const)('knows %s', (_, bytes, kind) => {
    expect(sniffContent(bytes)).toBe(kind)
  })

  it('takes CSV in every encoding for text, a hostile cell with a few control characters included', () => {
    for (const name of [
      'addresses-de-semicolon-win1252.csv',
      'addresses-fr-comma-utf8-bom.csv',
      'addresses-it-tab-utf16le.csv',
      'hostile.csv',
    ]) {
      expect(sniffContent(fixtureBytes(name)), name).toBe('text')
    }
    expect(sniffContent(utf16('Firma;Ort\r\nMüller AG;Zürich\r\n', false))).toBe('text')
  })

  it('takes bytes full of control characters for binary', () => {
    const noise = Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)
    expect(sniffContent(noise)).toBe('binary')
  })
})

describe('utf16Pattern', () => {
  it('tells UTF-16 LE and BE without a byte-order mark from their NUL bytes', () => {
    expect(utf16Pattern(utf16('Firma;Ort\r\nBäckerei AG;Zürich\r\n', true))).toBe('utf-16le')
    expect(utf16Pattern(utf16('Firma;Ort\r\nBäckerei AG;Zürich\r\n', false))).toBe('utf-16be')
    expect(utf16Pattern(ascii('Firma;Ort\r\nBäckerei AG;Zürich\r\n'))).toBeNull()
  })
})

describe('zipEntries', () => {
  it('lists the parts of a workbook with the sizes they inflate to', () => {
    const entries = zipEntries(fixtureBytes('addresses.xlsx'))
    expect(entries.map((entry) => entry.name)).toContain('xl/worksheets/sheet1.xml')
    expect(entries.every((entry) => entry.inflatedBytes > 0)).toBe(true)
  })

  it('lists nothing for bytes that are no zip', () => {
    expect(zipEntries(ascii('Firma;Ort\r\n'))).toEqual([])
    expect(zipEntries(new Uint8Array())).toEqual([])
  })
})
