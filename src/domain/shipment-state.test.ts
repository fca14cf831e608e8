import { describe, expect, it } from 'vitest'
import * as states from './shipment-state'

describe('thresholds', () => {
  it('are the spec numbers', () => {
    expect(states.READY_FOR_PICKUP_BELOW).toBe(300)
    expect(states.IN_DELIVERY_BELOW).toBe(1000)
  })
})

describe('displayState', () => {
  it.each([
    [0, 'readyForPickup'],
    [100, 'readyForPickup'],
    [299, 'readyForPickup'],
    [300, 'inDelivery'],
    [500, 'inDelivery'],
    [999, 'inDelivery'],
    [1000, 'delivered'],
    [1001, 'delivered'],
    [5000, 'delivered'],
  ] as const)('state %d → %s', (state, expected) => {
    expect(states.displayState(state, false)).toBe(expected)
  })

  it.each([0, 299, 300, 999, 1000, 5000])('cancelled wins over state %d', (state) => {
    expect(states.displayState(state, true)).toBe('cancelled')
  })
})

describe('isEditable', () => {
  it.each([
    [0, false, true],
    [299, false, true],
    [300, false, false],
    [999, false, false],
    [1000, false, false],
    [0, true, false],
    [299, true, false],
  ] as const)('state %d cancelled %s → %s', (state, cancelled, expected) => {
    expect(states.isEditable(state, cancelled)).toBe(expected)
  })

  it('is not editable for a state that is not a number', () => {
    expect(states.isEditable(Number.NaN, false)).toBe(false)
  })
})

describe('stateLabelKey', () => {
  it.each([
    ['cancelled', 'cancelled'],
    ['readyForPickup', 'readyForPickup'],
    ['inDelivery', 'inDelivery'],
    ['delivered', 'delivered'],
  ] as const)('%s → %s', (display, key) => {
    expect(states.stateLabelKey(display)).toBe(key)
  })

  it('labels every numeric state through its display state', () => {
    expect(states.stateLabelKey(states.displayState(299, false))).toBe('readyForPickup')
    expect(states.stateLabelKey(states.displayState(300, false))).toBe('inDelivery')
    expect(states.stateLabelKey(states.displayState(1000, false))).toBe('delivered')
    expect(states.stateLabelKey(states.displayState(1000, true))).toBe('cancelled')
  })
})
