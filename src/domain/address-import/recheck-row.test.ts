import { describe, expect, it } from 'vitest'
import { checkRows, recheckRow, recheckRows } from './check-rows'
import { aBookAddress, contextWith, fakePlaces, MAPPING, MUSTER, sheetOf } from './testing/check-context'

const OTHER = { ...MUSTER, Firma: 'Beta GmbH', Strasse: 'Bahnhofstrasse', 'Nr.': '1' }

describe('recheckRow: a cell fixed in the preview', () => {
  it('checks the row again and leaves the rows it did not touch as they were', () => {
    const context = contextWith()
    const rows = checkRows(sheetOf({ ...MUSTER, Telefon: '12' }, OTHER), MAPPING, context)
    expect(rows[0]?.status).toBe('error')
    const first = rows[0]
    if (!first) throw new Error('no row')

    const next = recheckRow(rows, 0, { ...first.cells, phone: '044 123 45 67' }, context)
    expect(next).not.toBe(rows)
    expect(rows[0]?.status).toBe('error')
    expect(next[0]).toMatchObject({ index: 0, status: 'fixed', fixed: ['phone'], issues: [] })
    expect(next[0]?.input?.phone).toBe('+41441234567')
    expect(next[1]).toBe(rows[1])
  })

  it('makes and ends a duplicate in the file as the edit makes or ends it', () => {
    const context = contextWith()
    const rows = checkRows(sheetOf(MUSTER, OTHER), MAPPING, context)
    expect(rows.map((row) => row.status)).toEqual(['ready', 'ready'])
    const second = rows[1]
    if (!second) throw new Error('no row')

    const same = recheckRow(
      rows,
      1,
      { ...second.cells, company: 'MUSTER A.G.', street: 'Seestr.', houseNumber: '12' },
      context,
    )
    expect(same[1]).toMatchObject({ status: 'duplicate', duplicateOf: { kind: 'file', row: 0 } })

    const other = same[1]
    if (!other) throw new Error('no row')
    const apart = recheckRow(same, 1, { ...other.cells, company: 'Muster Immobilien AG' }, context)
    expect(apart[1]?.status).toBe('ready')
    expect(apart[1]?.duplicateOf).toBeUndefined()
  })

  it('a fix of the first row can end the duplicate of a later one', () => {
    const context = contextWith()
    const rows = checkRows(sheetOf(MUSTER, MUSTER), MAPPING, context)
    expect(rows[1]?.duplicateOf).toEqual({ kind: 'file', row: 0 })
    const first = rows[0]
    if (!first) throw new Error('no row')
    const next = recheckRow(rows, 0, { ...first.cells, street: 'Dorfstrasse' }, context)
    expect(next[1]?.status).toBe('ready')
  })

  it('keeps what the check fixed in a cell the user left alone marked fixed', () => {
    const context = contextWith()
    const rows = checkRows(sheetOf({ ...MUSTER, Telefon: '044 123 45 67', Kontakt: '' }), MAPPING, context)
    const first = rows[0]
    if (!first) throw new Error('no row')
    const next = recheckRow(rows, 0, { ...first.cells, contact: 'Empfang' }, context)
    expect(next[0]?.fixed).toEqual(['phone'])
    expect(next[0]?.status).toBe('fixed')
  })

  it('reading its own output again changes nothing', () => {
    const context = contextWith()
    const rows = checkRows(
      sheetOf({ ...MUSTER, Telefon: '0441234567', Ort: 'zurich', Vorname: 'Anna', Nachname: 'Meier' }),
      MAPPING,
      context,
    )
    const first = rows[0]
    if (!first) throw new Error('no row')
    const again = recheckRow(rows, 0, first.cells, context)
    expect(again[0]).toEqual(first)
  })

  it('refuses an index the rows do not have', () => {
    expect(() => recheckRow([], 3, {}, contextWith())).toThrow(RangeError)
  })
})

describe('recheckRows: once the network is back', () => {
  it('checks the places that waited, and the rows become ready', () => {
    const waiting = checkRows(sheetOf(MUSTER, OTHER), MAPPING, contextWith({ places: fakePlaces(['8001']) }))
    expect(waiting.map((row) => row.status)).toEqual(['needs-network', 'needs-network'])
    const checked = recheckRows(waiting, contextWith())
    expect(checked.map((row) => row.status)).toEqual(['ready', 'ready'])
    expect(checked[0]?.input?.locationId).toBe(1001)
  })
})

describe('recheckRow in a large file', () => {
  // Wall-clock time on shared cores: a second run does not meet the same stall again.
  it('checks a fix in a 10,000-row file against 10,000 addresses, finding the row it now repeats', () => {
    const book = Array.from({ length: 10_000 }, (_, n) =>
      aBookAddress({ id: n + 1, name: `Firma ${n} AG`, street: `Seestrasse ${n}` }),
    )
    const context = contextWith({ book })
    const rows = checkRows(
      sheetOf(
        ...Array.from({ length: 10_000 }, (_, n) => ({ ...MUSTER, Firma: `Neu ${n} AG`, 'Nr.': String(n) })),
      ),
      MAPPING,
      context,
    )
    const last = rows[9_999]
    if (!last) throw new Error('no row')
    const next = recheckRow(rows, 9_999, { ...last.cells, company: 'Neu 0 AG', houseNumber: '0' }, context)
    expect(next[9_999]?.duplicateOf).toEqual({ kind: 'file', row: 0 })
  })
})
