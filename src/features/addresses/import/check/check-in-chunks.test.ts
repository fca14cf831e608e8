import { describe, expect, it } from 'vitest'
import type { BookAddress } from '#domain/address-import/check-context'
import { checkRows } from '#domain/address-import/check-rows'
import {
  aBookAddress,
  contextWith,
  MAPPING,
  MUSTER,
  sheetOf,
} from '#domain/address-import/testing/check-context'
import { checkRowsInChunks } from './check-in-chunks'

const book: BookAddress[] = Array.from({ length: 10_000 }, (_, n) =>
  aBookAddress({ id: n + 1, name: `Firma ${n} AG`, street: `Seestrasse ${n}` }),
)
const sheet = sheetOf(
  ...Array.from({ length: 10_000 }, (_, n) => ({
    ...MUSTER,
    Firma: n % 3 === 0 ? `Firma ${n} AG` : `Neu ${n % 5_000} GmbH`,
    Strasse: `Seestrasse ${n % 5_000}`,
    'Nr.': '',
    Telefon: n % 7 === 0 ? '12' : '044 123 45 67',
  })),
)

describe('checkRowsInChunks', () => {
  it('gives what checkRows gives, with progress up to 1', async () => {
    const small = sheetOf(MUSTER, { ...MUSTER, Telefon: '12' }, MUSTER)
    const context = contextWith({ book: [aBookAddress({ id: 9 })] })
    const progress: number[] = []
    const rows = await checkRowsInChunks(small, MAPPING, context, (fraction) => progress.push(fraction))
    expect(rows).toEqual(checkRows(small, MAPPING, context))
    expect(progress.at(-1)).toBe(1)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
  })

  // How long each slice holds the thread is a figure of the browser bench (address-import: the
  // longest task while 10,000 rows are read and checked), not of a timed unit test; here: the
  // check gives the event loop its turn again and again while it works, and still ends as checkRows.
  it('checks 10,000 rows against 10,000 addresses in slices, letting other tasks run in between', async () => {
    const context = contextWith({ book })
    // A timer that asks for its turn again and again: the gaps between its turns are what the page
    // would wait for an input or a paint.
    let turns = 0
    let ticking = true
    const tick = () => {
      turns += 1
      if (ticking) setTimeout(tick, 0)
    }
    tick()
    const rows = await checkRowsInChunks(sheet, MAPPING, context)
    ticking = false
    expect(turns).toBeGreaterThan(10)
    expect(rows).toHaveLength(10_000)
    expect(rows).toEqual(checkRows(sheet, MAPPING, contextWith({ book })))
  })
})
