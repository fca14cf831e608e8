import { Temporal } from 'temporal-polyfill'
import type { LocalityRecord, TransportTypeId } from './model'

/**
 * The fixture's own documented tariff (docs/fixture-api.md). Numbers are the product owner's
 * illustration, not the courier's price list.
 */
export const TARIFF = {
  roadFactor: 1.3,
  serviceStart: new Temporal.PlainTime(6, 0),
  nightFrom: new Temporal.PlainTime(17, 0),
  nightArrival: new Temporal.PlainTime(8, 0),
  trainCutoff: new Temporal.PlainTime(18, 0),
  maxDeliveryTimeDirect: new Temporal.PlainTime(19, 0),
  directMaxKm: 60,
  maxChargeableWeightKg: 400,
  includedWeightKg: 5,
  extraColiChf: 3.5,
  modes: {
    3: { label: 'direct', baseChf: 29, perKmChf: 1.9, perKgChf: 0.6, co2GramsPerKm: 25 },
    1: { label: 'train', baseChf: 39, perKmChf: 0.7, perKgChf: 0.45, co2GramsPerKm: 12 },
    4: { label: 'night', baseChf: 49, perKmChf: 0.55, perKgChf: 0.4, co2GramsPerKm: 45 },
  },
  vanCo2GramsPerKm: 220,
  vatRate: 0.081,
} as const

export function roadKm(from: LocalityRecord, to: LocalityRecord): number {
  const rad = Math.PI / 180
  const dLat = (to.lat - from.lat) * rad
  const dLon = (to.lon - from.lon) * rad
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLon / 2) ** 2
  const straight = 2 * 6371 * Math.asin(Math.sqrt(a))
  // Even a delivery within one postcode drives a few kilometres.
  return Math.max(3, Math.round(straight * TARIFF.roadFactor * 10) / 10)
}

function roundUpTo5Minutes(minutes: number): number {
  return Math.ceil(minutes / 5) * 5
}

/** Door-to-door minutes for a mode and distance. */
export function durationMinutes(type: TransportTypeId, km: number, pickup: Temporal.PlainTime): number {
  if (type === 3) return roundUpTo5Minutes(30 + (km / 45) * 60)
  if (type === 1) return roundUpTo5Minutes(60 + (km / 90) * 60 + 45)
  const untilMidnight = 24 * 60 - (pickup.hour * 60 + pickup.minute)
  return untilMidnight + TARIFF.nightArrival.hour * 60 + TARIFF.nightArrival.minute
}

/**
 * Short runs go direct at any hour (a late one may miss the direct-run cutoff); longer ones go by
 * train, or by night transport when picked up from 17:00.
 */
export function chooseTransportType(km: number, pickup: Temporal.PlainTime): TransportTypeId {
  if (km <= TARIFF.directMaxKm) return 3
  return Temporal.PlainTime.compare(pickup, TARIFF.nightFrom) >= 0 ? 4 : 1
}

/** Swiss prices end in 0 or 5 Rappen; halves round up. */
export function roundTo5Rappen(chf: number): number {
  // A sum like 64.075 arrives as 64.07499999999999: drop the binary noise before rounding.
  return Math.round(Number((chf * 20).toFixed(6))) / 20
}

export function priceInclVat(type: TransportTypeId, km: number, chargeableKg: number, colis: number): number {
  const mode = TARIFF.modes[type]
  const extraKg = Math.max(0, chargeableKg - TARIFF.includedWeightKg)
  const raw =
    mode.baseChf + mode.perKmChf * km + mode.perKgChf * extraKg + TARIFF.extraColiChf * Math.max(0, colis - 1)
  return roundTo5Rappen(raw)
}

export function priceExclVat(inclVat: number): number {
  return Math.round((inclVat / (1 + TARIFF.vatRate)) * 100) / 100
}

/** Grams of CO2 saved against a diesel van on the same distance. */
export function savedCo2Grams(type: TransportTypeId, km: number, chargeableKg: number): number {
  const saving = TARIFF.vanCo2GramsPerKm - TARIFF.modes[type].co2GramsPerKm
  return Math.round(saving * km * (1 + chargeableKg / 50))
}

export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}
