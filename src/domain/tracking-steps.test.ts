import { describe, expect, it } from 'vitest'
import {
  activeSteps,
  currentStep,
  REDUCED_TRACKING_STEPS,
  reducedSteps,
  TRACKING_STEPS,
} from './tracking-steps'

const sorted = (set: Set<string>) => [...set]

describe('step lists', () => {
  it('are the decisions steps in order', () => {
    expect(TRACKING_STEPS).toEqual(['created', 'pickedUp', 'inDelivery', 'delivered'])
    expect(REDUCED_TRACKING_STEPS).toEqual(['pickedUp', 'inDelivery', 'delivered'])
  })
})

describe('activeSteps', () => {
  it.each([
    [0, false, ['created']],
    [299, false, ['created']],
    [299, true, ['created', 'pickedUp']],
    [300, false, ['created', 'pickedUp', 'inDelivery']],
    [300, true, ['created', 'pickedUp', 'inDelivery']],
    [999, false, ['created', 'pickedUp', 'inDelivery']],
    [1000, false, ['created', 'pickedUp', 'inDelivery', 'delivered']],
    [1000, true, ['created', 'pickedUp', 'inDelivery', 'delivered']],
  ] as const)('state %d, pickedUp %s → %j', (state, pickedUp, expected) => {
    expect(sorted(activeSteps({ state, cancelled: false, pickedUp }))).toEqual(expected)
  })

  it.each([0, 299, 300, 999, 1000])('a cancelled shipment in state %d marks no step', (state) => {
    expect(activeSteps({ state, cancelled: true, pickedUp: true }).size).toBe(0)
    expect(activeSteps({ state, cancelled: true, pickedUp: false }).size).toBe(0)
  })

  it('keeps the stepper order', () => {
    expect(sorted(activeSteps({ state: 1000, cancelled: false, pickedUp: false }))).toEqual([
      ...TRACKING_STEPS,
    ])
  })
})

describe('currentStep', () => {
  it.each([
    [299, false, false, 'created'],
    [299, false, true, 'pickedUp'],
    [300, false, false, 'inDelivery'],
    [999, false, true, 'inDelivery'],
    [1000, false, false, 'delivered'],
    [1000, true, true, null],
  ] as const)('state %d cancelled %s pickedUp %s → %s', (state, cancelled, pickedUp, expected) => {
    expect(currentStep({ state, cancelled, pickedUp })).toBe(expected)
  })
})

describe('reducedSteps', () => {
  it.each([
    [0, false, []],
    [299, false, []],
    [299, true, ['pickedUp']],
    [300, false, ['pickedUp', 'inDelivery']],
    [999, true, ['pickedUp', 'inDelivery']],
    [1000, false, ['pickedUp', 'inDelivery', 'delivered']],
  ] as const)('state %d, pickedUp %s → %j', (state, pickedUp, expected) => {
    expect(sorted(reducedSteps({ state, cancelled: false, pickedUp }))).toEqual(expected)
  })

  it('never contains created', () => {
    expect(reducedSteps({ state: 1000, cancelled: false, pickedUp: true }).has('created' as never)).toBe(
      false,
    )
  })

  it('marks nothing when cancelled', () => {
    expect(reducedSteps({ state: 1000, cancelled: true, pickedUp: true }).size).toBe(0)
  })
})
