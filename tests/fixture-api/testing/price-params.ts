// The get-price query the price tests start from, and its URL with some parameters changed or left out.

export type Params = Record<string, string>

/** Zürich → Winterthur, today 10:00, 5 kg, one coli: a short direct run. */
export const SHORT: Params = {
  from_zip: '8001',
  from_location: 'Zürich',
  to_zip: '8400',
  to_location: 'Winterthur',
  date: '2026-11-18',
  time: '10:00',
  weight: '5',
  colis: '1',
}
/** Zürich → Genève: a long run, by train during the day. */
export const LONG: Params = { ...SHORT, to_zip: '1201', to_location: 'Genève' }

export const PARAM_NAMES = [
  'from_zip',
  'from_location',
  'to_zip',
  'to_location',
  'date',
  'time',
  'weight',
  'colis',
]

export function priceUrl(params: Params, overrides: Params = {}, omit: string[] = []): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries({ ...params, ...overrides })) {
    if (!omit.includes(key)) query.set(key, value)
  }
  return `/api/v2/get-price?${query}`
}
