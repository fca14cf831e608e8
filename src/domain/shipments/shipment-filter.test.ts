import { describe, expect, it } from 'vitest'
import {
  EMPTY_SHIPMENT_FILTER,
  filterIssues,
  initialFilter,
  isShipmentFilterActive,
  toApiFilter,
} from './shipment-filter'

const both = { withState: true, withReference: true }

describe('initial filter (ACTIVE-002, ACTIVE-012, ACTIVE-013, ARCH-002)', () => {
  it('starts empty and closed', () => {
    expect(initialFilter({})).toEqual({ filter: EMPTY_SHIPMENT_FILTER, open: false })
  })

  it('an initial state pre-fills the state and opens the panel', () => {
    const { filter, open } = initialFilter({ state: 'inTransit' })
    expect(filter.state).toBe('inTransit')
    expect(open).toBe(true)
  })

  it('an initial date sets both from and to to that day and opens the panel', () => {
    const { filter, open } = initialFilter({ initialDate: '2026-11-24' })
    expect([filter.from, filter.to]).toEqual(['2026-11-24', '2026-11-24'])
    expect(open).toBe(true)
  })
})

describe('active filter (ACTIVE-010)', () => {
  it('is active with any field set, blanks do not count', () => {
    expect(isShipmentFilterActive(EMPTY_SHIPMENT_FILTER)).toBe(false)
    expect(isShipmentFilterActive({ ...EMPTY_SHIPMENT_FILTER, sender: '  ' })).toBe(false)
    expect(isShipmentFilterActive({ ...EMPTY_SHIPMENT_FILTER, sender: 'Muster' })).toBe(true)
    expect(isShipmentFilterActive({ ...EMPTY_SHIPMENT_FILTER, transportType: 0 })).toBe(true)
  })
})

describe('impossible filter values', () => {
  it('flags a to-date before the from-date', () => {
    const issues = filterIssues({ ...EMPTY_SHIPMENT_FILTER, from: '2026-11-24', to: '2026-11-23' })
    expect(issues).toEqual({ to: 'toBeforeFrom' })
    expect(filterIssues({ ...EMPTY_SHIPMENT_FILTER, from: '2026-11-24', to: '2026-11-24' })).toEqual({})
  })

  it('flags letters in a postcode, and accepts a partial one', () => {
    const issues = filterIssues({ ...EMPTY_SHIPMENT_FILTER, senderZip: '80a1', receiverZip: '30' })
    expect(issues).toEqual({ senderZip: 'zipDigits' })
  })

  it('flags a day that does not exist', () => {
    expect(filterIssues({ ...EMPTY_SHIPMENT_FILTER, from: '2026-02-30' })).toEqual({ from: 'invalidDate' })
  })
})

describe('the query filter (spec section 7)', () => {
  it('leaves out empty entries and trims text', () => {
    expect(toApiFilter(EMPTY_SHIPMENT_FILTER, both)).toEqual({})
    const filter = {
      ...EMPTY_SHIPMENT_FILTER,
      sender: ' Muster ',
      senderZip: '80',
      transportType: 4 as const,
    }
    expect(toApiFilter(filter, both)).toEqual({ sender: 'Muster', senderZip: '80', transportTypeId: 4 })
  })

  it('sends state and reference only where the screen offers them', () => {
    const filter = { ...EMPTY_SHIPMENT_FILTER, state: 'readyForPickup' as const, reference: 'PO-1' }
    expect(toApiFilter(filter, { withState: false, withReference: false })).toEqual({})
    expect(toApiFilter(filter, both)).toEqual({ state: 'readyForPickup', reference: 'PO-1' })
  })

  it('sends the dates and the number', () => {
    const filter = { ...EMPTY_SHIPMENT_FILTER, from: '2026-11-01', to: '2026-11-30', orderNumber: 'VK-1' }
    expect(toApiFilter(filter, both)).toEqual({ from: '2026-11-01', to: '2026-11-30', orderNumber: 'VK-1' })
  })
})
