import { isApiError, isOffline } from '#api/errors'
import type { PortalDatabase } from '#db/database'
import type { ZipRow } from '#db/rows'
import type { Locale } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'

type SearchApi = (text: string, options: { locale: Locale; signal?: AbortSignal }) => Promise<Location[]>

const OFFLINE_LIMIT = 20

/**
 * Searches places online and keeps every answer in the replica, so a place seen once can be picked
 * again without network (issue: "places already seen work offline").
 */
export function createLocationSearch(search: SearchApi, db: PortalDatabase) {
  return async (text: string, locale: Locale, signal?: AbortSignal): Promise<Location[]> => {
    const key = `${locale}:${text.trim().toLowerCase()}`
    try {
      const results = await search(text, { locale, signal })
      // Best effort: a device out of storage loses only the offline reuse, never the answer itself.
      await cacheResults(db, key, locale, results).catch(() => undefined)
      return results
    } catch (error) {
      if (!isOffline(error) || (isApiError(error) && error.kind === 'aborted')) throw error
      const answered = await sameSearch(db, key, locale)
      if (answered) return answered
      const matches = await offlineMatches(db, text, locale)
      // Nothing seen before: the picker says the search needs the network (decisions: offline).
      if (matches.length === 0) throw error
      return matches
    }
  }
}

/** The answer the server gave to this very search (the server matches more than the cache can). */
async function sameSearch(db: PortalDatabase, key: string, locale: Locale): Promise<Location[] | null> {
  const seen = await db.zipSearches.get(key)
  if (!seen) return null
  const rows = await db.zips.bulkGet(seen.ids)
  return rows.flatMap((row) => (row ? [toLocation(row, locale)] : []))
}

function cacheResults(db: PortalDatabase, key: string, locale: Locale, results: Location[]): Promise<void> {
  return db.transaction('rw', db.zips, db.zipSearches, async () => {
    for (const result of results) {
      const known = await db.zips.get(result.id)
      await db.zips.put({
        id: result.id,
        code: result.code,
        names: { ...(known?.names ?? { de: '', fr: '', it: '', en: '' }), [locale]: result.name },
        is_active: result.is_active,
      })
    }
    await db.zipSearches.put({
      search: key,
      ids: results.map((result) => result.id),
      fetchedAt: new Date().toISOString(),
    })
  })
}

function toLocation(row: ZipRow, locale: Locale): Location {
  const name =
    row.names[locale] || row.names.de || row.names.en || Object.values(row.names).find(Boolean) || ''
  return { id: row.id, code: row.code, name, label: `${row.code} ${name}`, is_active: row.is_active }
}

async function offlineMatches(db: PortalDatabase, text: string, locale: Locale): Promise<Location[]> {
  const needle = text.trim().toLowerCase()
  const all = await db.zips.toArray()
  return all
    .map((row) => toLocation(row, locale))
    .filter((row) => row.code.startsWith(needle) || row.name.toLowerCase().includes(needle))
    .slice(0, OFFLINE_LIMIT)
}
