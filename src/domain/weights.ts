import { round2 } from './rounding'

/** The carriers' IATA divisor: cm³ per kg of volumetric weight. */
export const VOLUMETRIC_DIVISOR = 6000
export const MIN_COLIS = 1
export const MAX_COLIS = 15

export interface Dimensions {
  /** cm */
  length: number
  /** cm */
  height: number
  /** cm */
  width: number
}

export interface WeighedColi extends Dimensions {
  /** Actual weight, kg. */
  weight: number
}

/** Volumetric (IATA) weight in kg, 2 decimals. */
export function volumetricWeight({ length, height, width }: Dimensions): number {
  return round2((length * height * width) / VOLUMETRIC_DIVISOR)
}

/** What the price is based on: per coli the higher of actual and volumetric weight, summed. */
export function chargeableWeight(colis: readonly WeighedColi[]): number {
  const total = colis.reduce((sum, coli) => sum + Math.max(coli.weight, volumetricWeight(coli)), 0)
  return round2(total)
}

/** A count above the maximum is capped when the coli list is rebuilt. */
export function capColiCount(count: number): number {
  return Math.min(count, MAX_COLIS)
}

const DECIMAL = /^\d+(?:[.,]\d+)?$/

/**
 * A non-negative decimal as typed by a Swiss user: digits with an optional fractional part after
 * '.' or ','. Null for anything else (signs, exponents, thousands separators, blanks).
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim()
  if (!DECIMAL.test(trimmed)) return null
  return Number(trimmed.replace(',', '.'))
}
