import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { LOCALITIES } from '#fixture-api/data/localities'
import type { LocalityRecord, TransportTypeId } from '#fixture-api/model'
import {
  chooseTransportType,
  durationMinutes,
  formatDuration,
  priceExclVat,
  priceInclVat,
  roadKm,
  roundTo5Rappen,
  savedCo2Grams,
  TARIFF,
} from '#fixture-api/tariff'
import { localityRecord } from './testing/factories'

const ZURICH = localityRecord('8001')
const WINTERTHUR = localityRecord('8400')
const GENEVA = localityRecord('1201')
const BERN = localityRecord('3011')
const LUGANO = localityRecord('6900')
const BASEL = localityRecord('4051')
const TYPES: readonly TransportTypeId[] = [1, 3, 4]
const at = (hour: number, minute = 0) => new Temporal.PlainTime(hour, minute)

/** The great-circle distance in km, written out independently of tariff.ts. */
function greatCircleKm(a: LocalityRecord, b: LocalityRecord): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180
  const h =
    Math.sin(toRad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(toRad(b.lon - a.lon) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

describe('roadKm', () => {
  it('is the great-circle distance times the road factor, to 0.1 km', () => {
    expect(roadKm(ZURICH, WINTERTHUR)).toBe(25.8)
    expect(roadKm(ZURICH, GENEVA)).toBe(290.5)
    for (const [a, b] of [
      [ZURICH, BERN],
      [BASEL, LUGANO],
      [GENEVA, WINTERTHUR],
    ] as const) {
      const km = roadKm(a, b)
      expect(km).toBeCloseTo(greatCircleKm(a, b) * TARIFF.roadFactor, 1)
      expect(Math.round(km * 10)).toBeCloseTo(km * 10, 9)
    }
  })

  it('is symmetric', () => {
    const sample = LOCALITIES.slice(0, 40).map((seed) => localityRecord(seed.code))
    for (const a of sample) {
      for (const b of sample) expect(roadKm(a, b)).toBe(roadKm(b, a))
    }
  })

  it('is at least 3 km, even within one postcode or between neighbouring ones', () => {
    expect(roadKm(ZURICH, ZURICH)).toBe(3)
    expect(roadKm(ZURICH, localityRecord('8002'))).toBe(3)
    for (const seed of LOCALITIES) {
      const other = localityRecord(seed.code)
      expect(roadKm(ZURICH, other)).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('roundTo5Rappen', () => {
  it('rounds to the nearest 5 Rappen', () => {
    expect(roundTo5Rappen(78.02)).toBe(78)
    expect(roundTo5Rappen(12.32)).toBe(12.3)
    expect(roundTo5Rappen(12.33)).toBe(12.35)
    expect(roundTo5Rappen(12.37)).toBe(12.35)
    expect(roundTo5Rappen(12.38)).toBe(12.4)
    expect(roundTo5Rappen(0)).toBe(0)
    expect(roundTo5Rappen(29)).toBe(29)
  })

  it('rounds halves up, also when the sum carries binary noise', () => {
    expect(roundTo5Rappen(1.025)).toBe(1.05)
    expect(roundTo5Rappen(1.075)).toBe(1.1)
    expect(roundTo5Rappen(208.775)).toBe(208.8)
    // 39 + 0.7 × 25.5 + 0.45 × 0.5 + 3.5 × 2 is 64.075, computed as 64.07499999999999.
    expect(39 + 0.7 * 25.5 + 0.45 * 0.5 + 3.5 * 2).toBeLessThan(64.075)
    expect(roundTo5Rappen(39 + 0.7 * 25.5 + 0.45 * 0.5 + 3.5 * 2)).toBe(64.1)
  })

  it('always gives a multiple of 0.05 with at most 2 decimals', () => {
    for (let cents = 0; cents < 5000; cents += 7) {
      const rounded = roundTo5Rappen(cents / 100)
      expect(Math.abs(rounded - cents / 100)).toBeLessThanOrEqual(0.025 + 1e-9)
      expect(rounded.toFixed(2)).toMatch(/[05]$/)
      expect(Number(rounded.toFixed(2))).toBe(rounded)
    }
  })
})

describe('formatDuration', () => {
  it('writes minutes as zero-padded HH:MM', () => {
    expect(formatDuration(0)).toBe('00:00')
    expect(formatDuration(5)).toBe('00:05')
    expect(formatDuration(65)).toBe('01:05')
    expect(formatDuration(300)).toBe('05:00')
    expect(formatDuration(900)).toBe('15:00')
    expect(formatDuration(1439)).toBe('23:59')
  })
})

describe('durationMinutes and chooseTransportType', () => {
  it('computes door-to-door minutes per mode, rounded up to 5 minutes', () => {
    // Direct: 30 min + 45 km/h.  Train: 60 + 45 min handling + 90 km/h.  Night: arrival at 08:00.
    expect(durationMinutes(3, 25.8, at(10))).toBe(65)
    expect(durationMinutes(3, 60, at(10))).toBe(110)
    expect(durationMinutes(1, 290.5, at(10))).toBe(300)
    expect(durationMinutes(1, 90, at(10))).toBe(165)
    expect(durationMinutes(4, 290.5, at(17))).toBe(15 * 60)
    expect(durationMinutes(4, 10, at(20, 30))).toBe(11 * 60 + 30)
  })

  it('sends short runs direct, long ones by train, and long ones from 17:00 by night', () => {
    expect(chooseTransportType(25.8, at(10))).toBe(3)
    expect(chooseTransportType(TARIFF.directMaxKm, at(10))).toBe(3)
    expect(chooseTransportType(TARIFF.directMaxKm + 0.1, at(10))).toBe(1)
    expect(chooseTransportType(290.5, at(16, 59))).toBe(1)
    expect(chooseTransportType(290.5, at(17))).toBe(4)
    expect(chooseTransportType(290.5, at(20))).toBe(4)
    // A short run stays direct in the evening; a late one then misses the direct-run cutoff.
    expect(chooseTransportType(25.8, at(17))).toBe(3)
    expect(chooseTransportType(25.8, at(18))).toBe(3)
  })
})

describe('priceInclVat', () => {
  it('is base + per km + per kg above the included weight + per extra coli, rounded to 5 Rappen', () => {
    expect(priceInclVat(3, 25.8, 5, 1)).toBe(78)
    expect(priceInclVat(1, 290.5, 5, 1)).toBe(242.35)
    expect(priceInclVat(4, 290.5, 5, 1)).toBe(208.8)
    expect(priceInclVat(3, 10, 5, 3)).toBe(55)
    expect(priceInclVat(3, 10, 15, 1)).toBe(54)
    expect(priceInclVat(3, 10, 4, 1)).toBe(priceInclVat(3, 10, 0, 1))
    expect(priceInclVat(3, 10, 0, 1)).toBe(48)
    expect(priceInclVat(1, 25.5, 5.5, 3)).toBe(64.1)
    for (const type of TYPES) {
      const mode = TARIFF.modes[type]
      const raw =
        mode.baseChf +
        mode.perKmChf * 123.4 +
        mode.perKgChf * (37.5 - TARIFF.includedWeightKg) +
        TARIFF.extraColiChf * 4
      expect(priceInclVat(type, 123.4, 37.5, 5)).toBe(roundTo5Rappen(raw))
    }
  })

  it('never falls when the distance, the weight or the colis grow', () => {
    for (const type of TYPES) {
      let previous = 0
      for (let km = 3; km <= 400; km += 0.7) {
        const price = priceInclVat(type, Math.round(km * 10) / 10, 12, 2)
        expect(price).toBeGreaterThanOrEqual(previous)
        previous = price
      }
      previous = 0
      for (let kg = 0; kg <= 400; kg += 1.3) {
        const price = priceInclVat(type, 80, kg, 2)
        expect(price).toBeGreaterThanOrEqual(previous)
        previous = price
      }
      previous = 0
      for (let colis = 1; colis <= 15; colis++) {
        const price = priceInclVat(type, 80, 12, colis)
        expect(price).toBeGreaterThan(previous)
        previous = price
      }
      expect(priceInclVat(type, 200, 12, 1)).toBeGreaterThan(priceInclVat(type, 100, 12, 1))
      expect(priceInclVat(type, 100, 100, 1)).toBeGreaterThan(priceInclVat(type, 100, 50, 1))
    }
  })

  it('gives the net price back without 8.1 % VAT, to the cent', () => {
    expect(priceExclVat(78)).toBe(72.16)
    expect(priceExclVat(108.1)).toBe(100)
  })
})

describe('savedCo2Grams', () => {
  it('is the van saving per km, scaled by the weight', () => {
    expect(savedCo2Grams(3, 25.8, 5)).toBe(5534)
    expect(savedCo2Grams(1, 290.5, 5)).toBe(66466)
    expect(savedCo2Grams(4, 290.5, 5)).toBe(55921)
    expect(savedCo2Grams(3, 10, 0)).toBe((TARIFF.vanCo2GramsPerKm - TARIFF.modes[3].co2GramsPerKm) * 10)
  })

  it('is a positive whole number of grams, growing with distance and weight', () => {
    for (const type of TYPES) {
      for (const km of [3, 25.8, 99.9, 290.5]) {
        for (const kg of [0, 5, 37.5, 400]) {
          const grams = savedCo2Grams(type, km, kg)
          expect(Number.isInteger(grams)).toBe(true)
          expect(grams).toBeGreaterThan(0)
          expect(savedCo2Grams(type, km + 10, kg)).toBeGreaterThan(grams)
          expect(savedCo2Grams(type, km, kg + 10)).toBeGreaterThan(grams)
        }
      }
    }
    // The train saves the most, the night van the least.
    expect(savedCo2Grams(1, 100, 5)).toBeGreaterThan(savedCo2Grams(3, 100, 5))
    expect(savedCo2Grams(3, 100, 5)).toBeGreaterThan(savedCo2Grams(4, 100, 5))
  })
})
