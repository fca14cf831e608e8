import { describe, expect, it } from 'vitest'
import {
  BLOG_ITEMS,
  canExportAll,
  EXPORT_MAX,
  NOTES_MAX,
  notesLeft,
  SAVED_ADDRESS_FETCH,
  WIDGET_ITEMS,
} from './limits'

describe('constants', () => {
  it('are the spec numbers', () => {
    expect(NOTES_MAX).toBe(2000)
    expect(EXPORT_MAX).toBe(1000)
    expect(SAVED_ADDRESS_FETCH).toBe(10000)
    expect(WIDGET_ITEMS).toBe(3)
    expect(BLOG_ITEMS).toBe(2)
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
    expect(notesLeft('x'.repeat(length))).toBe(left)
  })

  it('counts line breaks and accents', () => {
    expect(notesLeft('Zürich\nBern')).toBe(1989)
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
    expect(canExportAll(total)).toBe(expected)
  })
})
