import { describe, expect, it } from 'vitest'
import * as limits from './limits'

describe('constants', () => {
  it('are the spec numbers', () => {
    expect(limits.NOTES_MAX).toBe(2000)
    expect(limits.EXPORT_MAX).toBe(1000)
    expect(limits.SAVED_ADDRESS_FETCH).toBe(10000)
    expect(limits.WIDGET_ITEMS).toBe(3)
    expect(limits.BLOG_ITEMS).toBe(2)
  })
})

describe('notesLeft', () => {
  it.each([
    [0, 2000],
    [1, 1999],
    [1999, 1],
    [2000, 0],
    [2001, -1],
  ])('%d characters → %d left', (length, left) => {
    expect(limits.notesLeft('x'.repeat(length))).toBe(left)
  })

  it('counts line breaks and accents', () => {
    expect(limits.notesLeft('Zürich\nBern')).toBe(1989)
  })
})

describe('canExportAll', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [999, true],
    [1000, true],
    [1001, false],
    [50000, false],
    [-1, false],
  ])('%d results → %s', (total, expected) => {
    expect(limits.canExportAll(total)).toBe(expected)
  })
})
