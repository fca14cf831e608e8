import type { SearchApi } from '#db/location-search'
import type { PlaceLookup } from '#domain/address-import/check-context'
import type { Locale } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'
import { foldSearchText } from '#domain/search-words'

const LOCALES: readonly Locale[] = ['de', 'fr', 'it', 'en']
const SEARCHABLE_ZIP = /^\d{4}$/
const folded = (text: string) => foldSearchText(text).replace(/[^a-z0-9]/g, '')

/**
 * A Swiss file names its places as they are called there ('Luzern', 'Genève', 'Lugano'), whatever
 * language the portal is in, but the place search answers in the portal's language only ('Lucerne'
 * in English): a lookup built from it calls such a row's place unknown. Online, the zips of those
 * rows are asked again in the other three languages, and a name in any of them is the place.
 * Only zips the first lookup did not match are asked, so a file in the portal's language costs
 * nothing more. Offline the lookup is returned as it is.
 */
export async function withOtherLanguageNames(
  lookup: PlaceLookup,
  pairs: readonly { zip: string; location: string }[],
  { online, search, locale }: { online: boolean; search: SearchApi; locale: Locale },
): Promise<PlaceLookup> {
  if (!online) return lookup
  const zips = [
    ...new Set(
      pairs
        .map((pair) => ({ zip: pair.zip.trim(), location: pair.location.trim() }))
        .filter(
          (pair) =>
            SEARCHABLE_ZIP.test(pair.zip) &&
            pair.location !== '' &&
            lookup(pair.zip, pair.location).kind === 'unknown',
        )
        .map((pair) => pair.zip),
    ),
  ]
  if (zips.length === 0) return lookup
  const names = new Map<string, Location[]>()
  for (const zip of zips) {
    const answers = await Promise.all(
      LOCALES.filter((other) => other !== locale).map((other) =>
        search(zip, { locale: other }).catch(() => [] as Location[]),
      ),
    )
    names.set(
      zip,
      answers.flat().filter((place) => place.is_active && place.code === zip),
    )
  }
  return (zip, location) => {
    const found = lookup(zip, location)
    if (found.kind !== 'unknown') return found
    const wanted = folded(location)
    const place = names.get(zip.trim())?.find((candidate) => folded(candidate.name) === wanted)
    return place ? { kind: 'found', locationId: place.id, zip: place.code, location: place.name } : found
  }
}
