import { Hono } from 'hono'
import type { AppEnv, Deps } from '#fixture-api/http/env'
import { HttpError, notFound } from '#fixture-api/http/errors'
import type { LocalityRecord } from '#fixture-api/model'
import { quotePrice } from '#fixture-api/price-engine'
import { parseDate, parseTime, ZONE } from '#fixture-api/zurich-time'

const ZIP_SEARCH_LIMIT = 20

function localityView(row: LocalityRecord) {
  return {
    id: row.id,
    code: row.code,
    name_de: row.name_de,
    name_fr: row.name_fr,
    name_it: row.name_it,
    name_en: row.name_en,
    is_active: row.is_active,
  }
}

function required(url: URL, name: string): string {
  const value = url.searchParams.get(name)?.trim()
  if (!value) throw new HttpError(400, `Query parameter "${name}" is required`, { field: name })
  return value
}

function numberParam(url: URL, name: string, min: number, max: number, integer = false): number {
  const value = Number(required(url, name))
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new HttpError(400, `Query parameter "${name}" must be a number from ${min} to ${max}`, {
      field: name,
    })
  }
  return value
}

export function catalogRoutes(deps: Deps) {
  const routes = new Hono<AppEnv>()
  const { store } = deps

  /**
   * A zip and place name pick one locality; the name may be in any of the four languages.
   * A name that belongs to another place than the zip is no match (spec section 8, noresult).
   */
  const findLocality = (zip: string, name: string): LocalityRecord | undefined => {
    const lowered = name.toLowerCase()
    return store.localities.find(
      (row) =>
        row.code === zip &&
        [row.name_de, row.name_fr, row.name_it, row.name_en].some((n) => n.toLowerCase() === lowered),
    )
  }

  routes.get('/get-price', (c) => {
    const url = new URL(c.req.url)
    const date = parseDate(required(url, 'date'))
    if (!date)
      throw new HttpError(400, 'Query parameter "date" must be YYYY-MM-DD or DD.MM.YYYY', { field: 'date' })
    const time = parseTime(required(url, 'time'))
    if (!time) throw new HttpError(400, 'Query parameter "time" must be HH:mm or HHmm', { field: 'time' })
    const outcome = quotePrice(
      {
        from: findLocality(required(url, 'from_zip'), required(url, 'from_location')),
        to: findLocality(required(url, 'to_zip'), required(url, 'to_location')),
        date,
        time,
        weight: numberParam(url, 'weight', 0, 100000),
        colis: numberParam(url, 'colis', 1, 15, true),
      },
      deps.options.now(),
    )
    if (outcome.kind === 'noresult') return c.json([])
    if (outcome.kind === 'error') return c.json(outcome.error, 422)
    return c.json(outcome.result)
  })

  routes.get('/zips', (c) => {
    const search = (c.req.query('search') ?? '').trim().toLowerCase()
    if (search === '') return c.json([])
    // Options are labelled 'code name' in the user's language, so a label in any language matches too.
    const matches = store.localities.filter(
      (row) =>
        row.code.startsWith(search) ||
        [row.name_de, row.name_fr, row.name_it, row.name_en].some(
          (name) =>
            name.toLowerCase().includes(search) || `${row.code} ${name}`.toLowerCase().startsWith(search),
        ),
    )
    return c.json(matches.slice(0, ZIP_SEARCH_LIMIT).map(localityView))
  })

  routes.get('/zip/:locationId', (c) => {
    const id = Number(c.req.param('locationId'))
    const row = Number.isInteger(id) ? store.localityById.get(id) : undefined
    if (!row) throw notFound('Location', c.req.param('locationId'))
    return c.json(localityView(row))
  })

  routes.get('/gebinde', (c) => c.json(store.packaging))

  routes.get('/saved-emission', (c) => {
    const year = deps.options.now().toZonedDateTimeISO(ZONE).year
    let grams = 0
    for (const row of store.shipments.of(c.get('user').username)) {
      if (row.cancelled || !row.visier_datetime || !row.visier_datetime.startsWith(String(year))) continue
      grams += row.saved_co2
    }
    return c.json({ savedEmissionThisYear: Math.round(grams / 10) / 100 })
  })

  return routes
}
