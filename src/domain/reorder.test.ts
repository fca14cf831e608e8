import { describe, expect, it } from 'vitest'
import { canReorder, NIGHT_TRANSPORT } from './reorder'

const stop = { name: 'A' }

describe('canReorder', () => {
  it('excludes transport type 4', () => {
    expect(NIGHT_TRANSPORT).toBe(4)
  })

  it.each([0, 1, 3])('allows one from, one to, transport type %d', (transportart_id) => {
    expect(canReorder({ from: [stop], to: [stop], transportart_id })).toBe(true)
  })

  it('refuses a night transport', () => {
    expect(canReorder({ from: [stop], to: [stop], transportart_id: 4 })).toBe(false)
  })

  it.each([
    [0, 1],
    [1, 0],
    [2, 1],
    [1, 2],
    [0, 0],
    [3, 3],
  ])('refuses %d from and %d to stops', (fromCount, toCount) => {
    const from = Array.from({ length: fromCount }, () => stop)
    const to = Array.from({ length: toCount }, () => stop)
    expect(canReorder({ from, to, transportart_id: 3 })).toBe(false)
  })
})
