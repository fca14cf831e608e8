import { describe, expect, it } from 'vitest'
import { createNarrowingFilter } from './row-index'

// The narrowing filter's answer as its callers read it: a page by index, the count, a slice.

const numbers = Array.from({ length: 50 }, (_, at) => at)
const multiples = createNarrowingFilter(
  (of: number) => (entry: number) => entry % of === 0,
  (previous, next) => next % previous === 0,
)

describe('the narrowing filter’s matches', () => {
  it('are read by index and sliced like the array of the matching entries', () => {
    const found = multiples(numbers, 7)
    const expected = numbers.filter((entry) => entry % 7 === 0)
    expect(found.length).toBe(expected.length)
    expect(found.slice()).toEqual(expected)
    expect(found.slice(2, 4)).toEqual(expected.slice(2, 4))
    expect(found.slice(5, 100)).toEqual(expected.slice(5, 100))
    expect(found.slice(-3, 2)).toEqual([0, 7])
    expect(expected.map((_, index) => found.at(index))).toEqual(expected)
    expect(found.at(-1)).toBeUndefined()
    expect(found.at(found.length)).toBeUndefined()
  })

  it('answers the same matches for the same entries and query, and narrows from the last ones', () => {
    const seven = multiples(numbers, 7)
    expect(multiples(numbers, 7)).toBe(seven)
    expect(multiples(numbers, 14).slice()).toEqual([0, 14, 28, 42])
    // The earlier answer stays as it was when a later one is made.
    expect(seven.slice()).toEqual([0, 7, 14, 21, 28, 35, 42, 49])
    expect(multiples(numbers, 5).slice()).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45])
  })

  it('with a limit, answers the first matches and reads on from where it stopped when typing on', () => {
    const firstThree = createNarrowingFilter(
      (of: number) => (entry: number) => entry % of === 0,
      (previous, next) => next % previous === 0,
      3,
    )
    expect(firstThree(numbers, 2).slice()).toEqual([0, 2, 4])
    expect(firstThree(numbers, 4).slice()).toEqual([0, 4, 8])
    expect(firstThree(numbers, 12).slice()).toEqual([0, 12, 24])
  })
})
