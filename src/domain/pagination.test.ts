import { describe, expect, it } from 'vitest'
import * as pagination from './pagination'

describe('constants', () => {
  it('offers 20, 50 and 100, default 20, from page 0', () => {
    expect(pagination.PER_PAGE_OPTIONS).toEqual([20, 50, 100])
    expect(pagination.DEFAULT_PER_PAGE).toBe(20)
    expect(pagination.FIRST_PAGE).toBe(0)
  })
})

describe('nextDisabled', () => {
  it.each([
    // total 45 at 20: pages 0, 1, 2 (the spec's example)
    [0, 45, 20, false],
    [1, 45, 20, false],
    [2, 45, 20, true],
    [3, 45, 20, true],
    // exact multiple: pages 0 and 1 only
    [0, 40, 20, false],
    [1, 40, 20, true],
    [2, 40, 20, true],
    // one entry past a multiple
    [1, 41, 20, false],
    [2, 41, 20, true],
    // one entry short of a multiple
    [0, 39, 20, false],
    [1, 39, 20, true],
    // single page and empty lists
    [0, 20, 20, true],
    [0, 19, 20, true],
    [0, 1, 20, true],
    [0, 0, 20, true],
    [0, 21, 20, false],
    // other page sizes
    [0, 100, 50, false],
    [1, 100, 50, true],
    [0, 101, 100, false],
    [1, 101, 100, true],
  ])('page %d of total %d at %d per page → %s', (page, total, perPage, expected) => {
    expect(pagination.nextDisabled(page, total, perPage)).toBe(expected)
  })

  it('always disables Next where the spec rule page ≥ floor(total / perPage) does', () => {
    for (const perPage of pagination.PER_PAGE_OPTIONS) {
      for (let total = 0; total <= 250; total++) {
        for (let page = 0; page <= 6; page++) {
          if (page >= Math.floor(total / perPage))
            expect(pagination.nextDisabled(page, total, perPage)).toBe(true)
        }
      }
    }
  })

  it('never lets Next open a page with no entries', () => {
    for (const perPage of pagination.PER_PAGE_OPTIONS) {
      for (let total = 0; total <= 250; total++) {
        for (let page = 0; page <= 6; page++) {
          const nextHasEntries = pagination.offsetOf(page + 1, perPage) < total
          expect(pagination.nextDisabled(page, total, perPage)).toBe(!nextHasEntries)
        }
      }
    }
  })

  it('disables Next for a nonsensical page size', () => {
    expect(pagination.nextDisabled(0, 100, 0)).toBe(true)
  })
})

describe('prevDisabled', () => {
  it.each([
    [0, true],
    [1, false],
    [5, false],
    [-1, true],
  ])('page %d → %s', (page, expected) => {
    expect(pagination.prevDisabled(page)).toBe(expected)
  })
})

describe('offsetOf', () => {
  it.each([
    [0, 20, 0],
    [1, 20, 20],
    [2, 50, 100],
    [3, 100, 300],
  ])('page %d at %d → %d', (page, perPage, expected) => {
    expect(pagination.offsetOf(page, perPage)).toBe(expected)
  })
})

describe('entryRange', () => {
  it.each([
    [0, 20, 45, 1, 20],
    [1, 20, 45, 21, 40],
    [2, 20, 45, 41, 45],
    [0, 20, 40, 1, 20],
    [1, 20, 40, 21, 40],
    [0, 20, 1, 1, 1],
    [0, 20, 20, 1, 20],
    [0, 50, 45, 1, 45],
    [1, 100, 250, 101, 200],
  ])('page %d at %d of %d → %d - %d', (page, perPage, total, start, end) => {
    expect(pagination.entryRange(page, perPage, total)).toEqual({ start, end })
  })

  it('reads 0 - 0 for an empty list', () => {
    expect(pagination.entryRange(0, 20, 0)).toEqual({ start: 0, end: 0 })
  })

  it('reads 0 - 0 for a page past the end (the list shrank)', () => {
    expect(pagination.entryRange(2, 20, 40)).toEqual({ start: 0, end: 0 })
    expect(pagination.entryRange(5, 20, 45)).toEqual({ start: 0, end: 0 })
  })
})

describe('pageWithin', () => {
  it('keeps a page that still has entries', () => {
    expect(pagination.pageWithin(2, 100, 20)).toBe(2)
    expect(pagination.pageWithin(0, 1, 20)).toBe(0)
  })

  it('moves to the last page with entries once the list shrank below the page', () => {
    expect(pagination.pageWithin(3, 41, 20)).toBe(2)
    expect(pagination.pageWithin(2, 40, 20)).toBe(1)
    expect(pagination.pageWithin(5, 0, 20)).toBe(pagination.FIRST_PAGE)
  })
})
