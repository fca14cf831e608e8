import { describe, expect, it } from 'vitest'
import { splitCsv } from './split-csv'

describe('splitCsv', () => {
  it.each([
    [',', 'Firma,Ort\nMuster AG,Bern\n'],
    [';', 'Firma;Ort\r\nMuster AG;Bern\r\n'],
    ['\t', 'Firma\tOrt\r\nMuster AG\tBern\r\n'],
  ] as const)('finds the separator %j', (separator, text) => {
    expect(splitCsv(text)).toEqual({
      separator,
      rows: [
        ['Firma', 'Ort'],
        ['Muster AG', 'Bern'],
      ],
      lines: [1, 2],
    })
  })

  it('is not fooled by the other separators inside quoted cells', () => {
    const text = [
      'Firma;Strasse;Ort',
      '"Müller, Meier & Co; Zürich";"Bahnhofstrasse 1, 2. OG";Bern',
      '"A, B, C, D, E";"x,y,z";"a\tb"',
    ].join('\r\n')
    const { separator, rows } = splitCsv(text)
    expect(separator).toBe(';')
    expect(rows[1]).toEqual(['Müller, Meier & Co; Zürich', 'Bahnhofstrasse 1, 2. OG', 'Bern'])
  })

  it('is not fooled by commas in the unquoted cells of a semicolon file, as Swiss Excel writes them', () => {
    const text = 'Firma;Strasse;Ort\r\nMeier, Söhne AG;Hauptstr. 1, Hinterhaus;Bern\r\nX AG;Y 2;Chur\r\n'
    expect(splitCsv(text).separator).toBe(';')
  })

  it('keeps a line break inside a quoted cell in that cell', () => {
    const { rows } = splitCsv('Firma,Strasse\r\n"Muster AG","Bahnhofstrasse 8\r\nPostfach 12"\r\nX,Y\r\n')
    expect(rows).toEqual([
      ['Firma', 'Strasse'],
      ['Muster AG', 'Bahnhofstrasse 8\r\nPostfach 12'],
      ['X', 'Y'],
    ])
  })

  it('reads rows that straddle its chunks whole, and reports progress up to the end', () => {
    const long = 'x'.repeat(1000)
    const lines = ['Firma;Strasse;Ort']
    for (let index = 0; index < 1000; index++) lines.push(`Firma ${index};"${long}\n${index}";Bern`)
    const progress: number[] = []
    const { rows } = splitCsv(lines.join('\n'), (fraction) => progress.push(fraction))
    expect(rows).toHaveLength(1001)
    expect(rows.every((row) => row.length === 3)).toBe(true)
    expect(rows[1000]).toEqual(['Firma 999', `${long}\n999`, 'Bern'])
    expect(progress.length).toBeGreaterThan(2)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(progress.at(-1)).toBe(1)
  })

  it('follows the "sep=" line Excel writes for another locale, and leaves it out of the rows', () => {
    expect(splitCsv('sep=,\r\nFirma;Zusatz,Ort\r\nA;B,Bern\r\n')).toEqual({
      separator: ',',
      rows: [
        ['Firma;Zusatz', 'Ort'],
        ['A;B', 'Bern'],
      ],
      // The "sep=" line is line 1 of the file.
      lines: [2, 3],
    })
    expect(splitCsv('SEP=\\t\nFirma\tOrt\nA\tBern\n').separator).toBe('\t')
  })

  it('reads a file with one column as comma-separated', () => {
    expect(splitCsv('Firma\nMuster AG\n')).toEqual({
      separator: ',',
      rows: [['Firma'], ['Muster AG']],
      lines: [1, 2],
    })
  })

  it('numbers each row by the line it starts on, counting empty lines and quoted line breaks', () => {
    const text = [
      'Firma;Strasse;Ort',
      '',
      'Muster AG;"Bahnhofstrasse 8',
      'Postfach 12";Bern',
      ';;',
      '"Zwei',
      'Zeilen',
      'AG";Weg 1;Chur',
      '   ',
      'Letzte AG;Weg 2;Thun',
    ].join('\r\n')
    const { separator, rows, lines } = splitCsv(text)
    expect(separator).toBe(';')
    const named = rows.flatMap((row, at) => (row[0]?.trim() ? [[row[0], lines[at]]] : []))
    expect(named).toEqual([
      ['Firma', 1],
      ['Muster AG', 3],
      ['Zwei\r\nZeilen\r\nAG', 6],
      ['Letzte AG', 10],
    ])
  })

  it('is not swayed in its separator guess by empty lines', () => {
    expect(splitCsv('\n\nFirma,Ort\n\n\nMuster AG,Bern\n\n').separator).toBe(',')
    expect(splitCsv('Firma;Ort\n\n\n\n\n\nA;B\n').separator).toBe(';')
  })
})
