import { describe, expect, it } from 'vitest'
import { cellSequence } from './label-sheet'
import { DEFAULT_PRINT_PROFILE, parseOffsetMm, readPrintProfile } from './print-profile'

describe('reading a stored print profile', () => {
  it('reads a profile it wrote', () => {
    const profile = { format: 'a4-four', start: 3, offsetMm: { x: 1.5, y: -2 } }
    expect(readPrintProfile(JSON.stringify(profile))).toEqual(profile)
  })

  it.each([
    ['nothing stored', null],
    ['not JSON', '{format: a6'],
    ['an unknown format', JSON.stringify({ format: 'letter', start: 1, offsetMm: { x: 0, y: 0 } })],
    ['a start beyond the sheet', JSON.stringify({ format: 'a4-four', start: 5, offsetMm: { x: 0, y: 0 } })],
    ['an offset of a metre', JSON.stringify({ format: 'a6', start: 1, offsetMm: { x: 1000, y: 0 } })],
    ['an offset that is no number', JSON.stringify({ format: 'a6', start: 1, offsetMm: { x: '2', y: 0 } })],
    ['no offset', JSON.stringify({ format: 'a6', start: 1 })],
    ['an array', '[]'],
  ])('reads %s as the default A4, without throwing', (_name, text) => {
    expect(readPrintProfile(text)).toEqual(DEFAULT_PRINT_PROFILE)
  })
})

describe('an offset as typed', () => {
  it.each([
    ['1.5', 1.5],
    ['-2', -2],
    ['−2', -2],
    [' 0 ', 0],
    ['1,5', 1.5],
    ['20', 20],
    ['-20', -20],
  ])('reads %j as %f mm', (typed, value) => {
    expect(parseOffsetMm(typed)).toEqual({ value })
  })

  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['abc', 'notANumber'],
    ['1.2.3', 'notANumber'],
    ['1e3', 'notANumber'],
    ['20.5', 'outOfRange'],
    ['-21', 'outOfRange'],
  ])('refuses %j (%s)', (typed, problem) => {
    expect(parseOffsetMm(typed)).toEqual({ problem })
  })
})

describe('the cells labels take', () => {
  it('four-up starts at the chosen cell and carries on to a new sheet', () => {
    const slots = cellSequence({ ...DEFAULT_PRINT_PROFILE, format: 'a4-four', start: 3 }, 5)
    expect(slots).toEqual([
      { page: 0, cell: 2 },
      { page: 0, cell: 3 },
      { page: 1, cell: 0 },
      { page: 1, cell: 1 },
      { page: 1, cell: 2 },
    ])
  })

  it('one-label formats ignore the start cell', () => {
    expect(cellSequence({ ...DEFAULT_PRINT_PROFILE, format: 'a6', start: 4 }, 2)).toEqual([
      { page: 0, cell: 0 },
      { page: 1, cell: 0 },
    ])
  })
})
