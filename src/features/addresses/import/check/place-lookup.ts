import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { createLocationSearch, type SearchApi } from '#db/location-search'
import { getKnownZips, getSeenSearch } from '#db/queries/zips'
import type { PlaceFound, PlaceLookup } from '#domain/address-import/check-context'
import type { Locale } from '#domain/entities/basics'
import { foldSearchText } from '#domain/search-words'

export interface PlaceLookupOptions {
  online: boolean
  search: SearchApi
  /** The language the place search answers in; its names are the ones a found place takes. */
  locale?: Locale
  replica?: PortalDatabase
  /** Zips searched online so far, of how many: a file of many new zips takes a while. */
  onProgress?: (searched: number, total: number) => void
}

interface Place {
  id: number
  code: string
  names: string[]
}

/** Swiss postcodes are four digits; the place search is asked only about those. */
const SEARCHABLE_ZIP = /^\d{4}$/
/** Searches in flight at once: a few, so a file of 2,000 postcodes does not flood the server. */
const AT_ONCE = 4
const LOCALES: readonly Locale[] = ['de', 'fr', 'it', 'en']

const folded = (text: string) => foldSearchText(text).replace(/[^a-z0-9]/g, '')

/** The place a row's place text names among the active places of its zip; a blank text takes the only one. */
function matchPlace(places: readonly Place[], location: string): PlaceFound | null {
  const found = (place: Place, name: string): PlaceFound => ({
    kind: 'found',
    locationId: place.id,
    zip: place.code,
    location: name,
  })
  if (location === '') {
    const ids = new Set(places.map((place) => place.id))
    const [only] = places
    return ids.size === 1 && only?.names[0] ? found(only, only.names[0]) : null
  }
  for (const place of places) if (place.names.includes(location)) return found(place, location)
  const wanted = folded(location)
  for (const place of places) {
    const name = place.names.find((candidate) => folded(candidate) === wanted)
    if (name !== undefined) return found(place, name)
  }
  return null
}

/**
 * The place check of a file's rows (issue 24): the places the device has seen (the replica's
 * place-search cache) and, online, the place search for each zip the cache cannot answer, a few at
 * a time, kept in the cache as the location picker keeps its searches. A zip the server was asked
 * about answers for certain; one that could not be asked waits for the network. The lookup it
 * returns answers at once, so the row checks stay synchronous.
 */
export async function buildPlaceLookup(
  pairs: readonly { zip: string; location: string }[],
  options: PlaceLookupOptions,
): Promise<PlaceLookup> {
  const replica = options.replica ?? db
  const locale = options.locale ?? 'de'
  const byCode = new Map<string, Place[]>()
  const add = (place: Place) => {
    const places = byCode.get(place.code) ?? []
    const known = places.find((entry) => entry.id === place.id)
    if (known) known.names = [...new Set([...place.names, ...known.names])]
    else byCode.set(place.code, [...places, place])
  }
  for (const row of await getKnownZips(replica)) {
    if (!row.is_active) continue
    // The search's language first: a found place takes the name the user reads elsewhere.
    const names = [row.names[locale], ...LOCALES.map((other) => row.names[other])].filter(Boolean)
    add({ id: row.id, code: row.code, names: [...new Set(names)] })
  }

  const answered = new Set<string>()
  const unresolved = [
    ...new Set(
      pairs
        .map((pair) => ({ zip: pair.zip.trim(), location: pair.location.trim() }))
        .filter(
          (pair) => SEARCHABLE_ZIP.test(pair.zip) && !matchPlace(byCode.get(pair.zip) ?? [], pair.location),
        )
        .map((pair) => pair.zip),
    ),
  ]
  // A search for the very zip made before (by the picker or an earlier import) answered for all its places.
  await Promise.all(
    unresolved.map(async (zip) => {
      for (const language of LOCALES) {
        if (await getSeenSearch(`${language}:${zip}`, replica)) {
          answered.add(zip)
          return
        }
      }
    }),
  )
  if (options.online) {
    const heard = new Set<string>()
    const searchPlaces = createLocationSearch(async (text, searchOptions) => {
      const results = await options.search(text, searchOptions)
      heard.add(text)
      return results
    }, replica)
    const queue = unresolved.filter((zip) => !answered.has(zip))
    const total = queue.length
    let searched = 0
    const worker = async () => {
      for (let zip = queue.shift(); zip !== undefined; zip = queue.shift()) {
        // A failed search leaves its zip waiting for the network; the other zips go on.
        const results = await searchPlaces(zip, locale).catch(() => [])
        searched += 1
        options.onProgress?.(searched, total)
        if (!heard.has(zip)) continue
        answered.add(zip)
        for (const place of results)
          if (place.is_active) add({ id: place.id, code: place.code, names: [place.name] })
      }
    }
    await Promise.all(Array.from({ length: AT_ONCE }, worker))
  }

  return (zip, location) => {
    const code = zip.trim()
    const match = matchPlace(byCode.get(code) ?? [], location.trim())
    if (match) return match
    if (answered.has(code) || !SEARCHABLE_ZIP.test(code)) return { kind: 'unknown' }
    return { kind: 'needs-network' }
  }
}
