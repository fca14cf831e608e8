/**
 * Rounds half away from zero to `decimals` places. Going through 15 significant digits first
 * absorbs binary noise, so 1.005 rounds to 1.01 as a person computing CHF by hand expects.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value
  const factor = 10 ** decimals
  const scaled = Number((Math.abs(value) * factor).toPrecision(15))
  const rounded = Math.round(scaled) / factor
  return value < 0 && rounded !== 0 ? -rounded : rounded
}

export function round2(value: number): number {
  return roundTo(value, 2)
}
