import { describe, expect, it } from 'vitest'
import { navigationsIn } from './soak-day'

describe("the day's navigations", () => {
  it('spread 2,000 over 96 slots evenly, every one of them taken, and the warm-up at the same rate', () => {
    const plan = { navigationsPerDay: 2000, slotsPerDay: 96 }
    const day = Array.from({ length: 96 }, (_, slot) => navigationsIn(slot, plan))
    expect(day.reduce((sum, count) => sum + count, 0)).toBe(2000)
    expect(Math.max(...day) - Math.min(...day)).toBeLessThanOrEqual(1)
    const warmUp = Array.from({ length: 12 }, (_, slot) => navigationsIn(slot - 12, plan))
    expect(warmUp).toEqual(day.slice(-12))
  })
})
