import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { ZipRow } from '#db/rows'
import type { Locale } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'

/**
 * The place-search cache: places are the same for every account (no account filter), and a search
 * made once answers again offline. Its only writer is the UI's place search (#db/location-search).
 */

/** The places the server answered to this very search (`search` as rememberSearch stored it), or null. */
export async function getSeenSearch(search: string, replica: PortalDatabase = db): Promise<ZipRow[] | null> {
  const seen = await replica.zipSearches.get(search)
  if (!seen) return null
  const rows = await replica.zips.bulkGet(seen.ids)
  return rows.filter((row): row is ZipRow => row !== undefined)
}

/** Every place the device has seen, in id order. */
export function getKnownZips(replica: PortalDatabase = db): Promise<ZipRow[]> {
  return replica.zips.toArray()
}

/** Keeps a search's answer; a place's name in another language, seen before, is kept beside it. */
export function rememberSearch(
  search: string,
  locale: Locale,
  results: readonly Location[],
  replica: PortalDatabase = db,
): Promise<void> {
  return replica.transaction('rw', replica.zips, replica.zipSearches, async () => {
    for (const result of results) {
      const known = await replica.zips.get(result.id)
      await replica.zips.put({
        id: result.id,
        code: result.code,
        names: { ...(known?.names ?? { de: '', fr: '', it: '', en: '' }), [locale]: result.name },
        is_active: result.is_active,
      })
    }
    await replica.zipSearches.put({
      search,
      ids: results.map((result) => result.id),
      fetchedAt: new Date().toISOString(),
    })
  })
}
