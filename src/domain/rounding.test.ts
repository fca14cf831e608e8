import { describe, expect, it } from 'vitest'
import { round2, roundTo } from './rounding'

describe('round2', () => {
  it.each([
    [10, 10],
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [0.125, 0.13],
    [1.235, 1.24],
    [-1.005, -1.01],
    [-0.001, 0],
    [0, 0],
    [123456.785, 123456.79],
  ])('%d → %d', (input, expected) => {
    expect(round2(input)).toBe(expected)
  })

  it('never returns negative zero', () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true)
  })

  it('passes non-finite values through', () => {
    expect(round2(Number.NaN)).toBeNaN()
    expect(round2(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY)
  })
})

describe('roundTo', () => {
  it('rounds to the requested number of decimals', () => {
    expect(roundTo(1.25, 1)).toBe(1.3)
    expect(roundTo(1.5, 0)).toBe(2)
    expect(roundTo(0.0005, 3)).toBe(0.001)
  })
})
