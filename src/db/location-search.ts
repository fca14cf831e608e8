import { isApiError, isOffline } from '#api/errors'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { getKnownZips, getSeenSearch, rememberSearch } from '#db/queries/zips'
import type { ZipRow } from '#db/rows'
import type { Locale } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'

/** The network search, handed in so the replica does not depend on the API client. */
export type SearchApi = (
  text: string,
  options: { locale: Locale; signal?: AbortSignal },
) => Promise<Location[]>

const OFFLINE_LIMIT = 20

/**
 * Searches places online and keeps every answer in the replica, so a place seen once can be picked
 * again without network (issue: "places already seen work offline"). Shared by every screen with a
 * place picker (address form, order form, price calculator).
 */
export function createLocationSearch(search: SearchApi, replica: PortalDatabase = db) {
  return async (text: string, locale: Locale, signal?: AbortSignal): Promise<Location[]> => {
    const key = `${locale}:${text.trim().toLowerCase()}`
    try {
      const results = await search(text, { locale, signal })
      // Best effort: a device out of storage loses only the offline reuse, never the answer itself.
      await rememberSearch(key, locale, results, replica).catch(() => undefined)
      return results
    } catch (error) {
      if (!isOffline(error) || (isApiError(error) && error.kind === 'aborted')) throw error
      // The answer the server gave to this very search first: the server matches more than the cache can.
      const answered = await getSeenSearch(key, replica)
      if (answered) return answered.map((row) => toLocation(row, locale))
      const matches = offlineMatches(await getKnownZips(replica), text, locale)
      // Nothing seen before: the picker says the search needs the network (decisions: offline).
      if (matches.length === 0) throw error
      return matches
    }
  }
}

function toLocation(row: ZipRow, locale: Locale): Location {
  const name =
    row.names[locale] || row.names.de || row.names.en || Object.values(row.names).find(Boolean) || ''
  return { id: row.id, code: row.code, name, label: `${row.code} ${name}`, is_active: row.is_active }
}

function offlineMatches(rows: ZipRow[], text: string, locale: Locale): Location[] {
  const needle = text.trim().toLowerCase()
  return rows
    .map((row) => toLocation(row, locale))
    .filter((row) => row.code.startsWith(needle) || row.name.toLowerCase().includes(needle))
    .slice(0, OFFLINE_LIMIT)
}
