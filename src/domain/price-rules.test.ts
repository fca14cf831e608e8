import { describe, expect, it } from 'vitest'
import * as prices from './price-rules'
import { TRANSPORT_TYPES } from './shipments/shipment-filter'

describe('constants', () => {
  it('are the spec values', () => {
    expect(prices.DEFAULT_TRANSPORT_TYPE).toBe(3)
    expect(prices.DEFAULT_OFFER_AMOUNT).toBe(0)
    expect(prices.RECHNUNGSSTELLER).toBe(3)
    expect(TRANSPORT_TYPES).toEqual([0, 1, 3, 4])
  })
})

describe('lastOrderTime', () => {
  it.each([
    ['03:20', '14:45'],
    ['03:15', '14:45'],
    ['03:14', '15:00'],
    ['03:16', '14:45'],
    ['03:29', '14:45'],
    ['03:30', '14:30'],
    ['00:00', '18:00'],
    ['00:01', '18:00'],
    ['00:15', '17:45'],
    ['01:00', '17:00'],
    ['10:59', '07:15'],
    ['17:45', '00:15'],
    ['17:59', '00:15'],
    ['3:20', '14:45'],
    ['03:20:00', '14:45'],
    ['03:15:01', '14:45'],
  ])('%s → %s', (duration, expected) => {
    expect(prices.lastOrderTime(duration)).toBe(expected)
  })

  it.each(['18:00', '18:01', '24:00', '100:00'])('is null for a duration of %s (no time left today)', (d) => {
    expect(prices.lastOrderTime(d)).toBeNull()
  })

  it.each(['', 'abc', '03:60', '03', '-01:00', '03:2'])('is null for unreadable %j', (d) => {
    expect(prices.lastOrderTime(d)).toBeNull()
  })
})

describe('deliveryWindow', () => {
  it.each([
    ['14:30', '13:30', '14:30'],
    ['09:05', '08:05', '09:05'],
    ['01:00', '00:00', '01:00'],
    ['00:30', '23:30', '00:30'],
    ['00:00', '23:00', '00:00'],
    ['23:59', '22:59', '23:59'],
    ['14:30:45', '13:30', '14:30'],
  ])('ETA %s → %s to %s', (eta, from, to) => {
    expect(prices.deliveryWindow(eta)).toEqual({ from, to })
  })

  it.each(['', '24:00', '9:30', '14:60', 'soon'])('is null for %j', (eta) => {
    expect(prices.deliveryWindow(eta)).toBeNull()
  })
})

describe('co2Kg', () => {
  it.each([
    [1500, 1.5],
    [1000, 1],
    [0, 0],
    [1, 0],
    [5, 0.01],
    [4, 0],
    [1234, 1.23],
    [1235, 1.24],
    [123456, 123.46],
  ])('%d g → %d kg', (grams, kg) => {
    expect(prices.co2Kg(grams)).toBe(kg)
  })
})

describe('roundChf', () => {
  it.each([
    [42, 42],
    [42.344, 42.34],
    [42.345, 42.35],
    [1.005, 1.01],
    [0.1 + 0.2, 0.3],
    [89.999, 90],
  ])('%d → %d', (amount, expected) => {
    expect(prices.roundChf(amount)).toBe(expected)
  })
})
