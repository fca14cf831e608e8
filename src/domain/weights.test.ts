import { describe, expect, it } from 'vitest'
import * as weights from './weights'

describe('constants', () => {
  it('are the spec numbers', () => {
    expect(weights.VOLUMETRIC_DIVISOR).toBe(6000)
    expect(weights.MAX_COLIS).toBe(15)
    expect(weights.MIN_COLIS).toBe(1)
  })
})

describe('volumetricWeight', () => {
  it.each([
    [50, 40, 30, 10],
    [10, 10, 10, 0.17],
    [100, 100, 100, 166.67],
    [1, 1, 1, 0],
    [0, 40, 30, 0],
    [60, 10, 10, 1],
    [33, 33, 33, 5.99],
    [12.5, 20, 24, 1],
  ])('%d × %d × %d → %d', (length, height, width, expected) => {
    expect(weights.volumetricWeight({ length, height, width })).toBe(expected)
  })

  it('rounds half up at the second decimal', () => {
    // 30 cm³ / 6000 = 0.005 kg
    expect(weights.volumetricWeight({ length: 30, height: 1, width: 1 })).toBe(0.01)
    expect(weights.volumetricWeight({ length: 29, height: 1, width: 1 })).toBe(0)
  })
})

describe('chargeableWeight', () => {
  it('is zero for no colis', () => {
    expect(weights.chargeableWeight([])).toBe(0)
  })

  it('takes the volumetric weight when it is higher', () => {
    expect(weights.chargeableWeight([{ length: 50, height: 40, width: 30, weight: 2 }])).toBe(10)
  })

  it('takes the actual weight when it is higher', () => {
    expect(weights.chargeableWeight([{ length: 50, height: 40, width: 30, weight: 12.5 }])).toBe(12.5)
  })

  it('takes either when they are equal', () => {
    expect(weights.chargeableWeight([{ length: 50, height: 40, width: 30, weight: 10 }])).toBe(10)
  })

  it('sums per coli, not max of the sums', () => {
    const colis = [
      { length: 50, height: 40, width: 30, weight: 1 },
      { length: 10, height: 10, width: 10, weight: 5 },
    ]
    expect(weights.chargeableWeight(colis)).toBe(15)
  })

  it('keeps 2 decimals without floating-point noise', () => {
    const colis = [
      { length: 1, height: 1, width: 1, weight: 0.1 },
      { length: 1, height: 1, width: 1, weight: 0.2 },
    ]
    expect(weights.chargeableWeight(colis)).toBe(0.3)
  })

  it('handles the maximum number of colis', () => {
    const colis = Array.from({ length: weights.MAX_COLIS }, () => ({
      length: 50,
      height: 40,
      width: 30,
      weight: 1,
    }))
    expect(weights.chargeableWeight(colis)).toBe(150)
  })
})

describe('capColiCount', () => {
  it.each([
    [1, 1],
    [14, 14],
    [15, 15],
    [16, 15],
    [100, 15],
  ])('%d → %d', (count, expected) => {
    expect(weights.capColiCount(count)).toBe(expected)
  })
})

describe('parseDecimal', () => {
  it.each([
    ['0', 0],
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['0,25', 0.25],
    ['007', 7],
    [' 3.5 ', 3.5],
  ])('accepts %j → %d', (text, expected) => {
    expect(weights.parseDecimal(text)).toBe(expected)
  })

  it.each([
    '',
    ' ',
    '-1',
    '-0.5',
    '+1',
    '1.',
    '.5',
    ',5',
    '1.2.3',
    '1,2,3',
    '1e3',
    'abc',
    '1 000',
    "1'000",
    '1.5kg',
    'NaN',
  ])('rejects %j', (text) => {
    expect(weights.parseDecimal(text)).toBeNull()
  })
})
