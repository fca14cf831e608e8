import { describe, expect, it } from 'vitest'
import { importReportCsv } from './report'

describe('importReportCsv', () => {
  it('writes UTF-8 with a BOM, semicolons and one line per row', () => {
    const csv = importReportCsv([
      { row: 2, outcome: 'imported', reason: '', name: 'Müller AG' },
      { row: 3, outcome: 'failed', reason: 'Zip: This field is required', name: 'Beta; Gamma' },
    ])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Row;Outcome;Name;Reason',
      '2;imported;Müller AG;',
      '3;failed;"Beta; Gamma";Zip: This field is required',
      '',
    ])
  })

  it('writes a name or reason that starts like a formula as text', () => {
    const csv = importReportCsv([
      { row: 2, outcome: 'skipped', reason: '@SUM(A1)', name: '=HYPERLINK("http://x")' },
      { row: 3, outcome: 'updated', reason: '-1', name: '+41 44' },
      { row: 4, outcome: 'failed', reason: '\tx', name: '\rY' },
    ])
    const lines = csv.slice(1).split('\r\n')
    expect(lines[1]).toBe(`2;skipped;"'=HYPERLINK(""http://x"")";'@SUM(A1)`)
    expect(lines[2]).toBe("3;updated;'+41 44;'-1")
    expect(lines[3]?.startsWith('4;failed;"\'\r')).toBe(true)
    expect(lines[3]?.endsWith(";'\tx")).toBe(true)
  })

  it('takes the column titles and outcome words of the user language', () => {
    const csv = importReportCsv([{ row: 2, outcome: 'updated', reason: '', name: 'A' }], {
      headers: { row: 'Zeile', outcome: 'Ergebnis', name: 'Name', reason: 'Grund' },
      outcomes: {
        imported: 'importiert',
        updated: 'aktualisiert',
        skipped: 'übersprungen',
        failed: 'fehlgeschlagen',
        discarded: 'verworfen',
      },
    })
    expect(csv.slice(1).split('\r\n').slice(0, 2)).toEqual(['Zeile;Ergebnis;Name;Grund', '2;aktualisiert;A;'])
  })
})
