import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import type { Location } from '#domain/entities/location'
import { freshDatabase } from '#testing/fresh-database'
import { quotaFault } from '#testing/quota-fault'
import { createLocationSearch } from './location-search'

function database() {
  const db = freshDatabase()
  return { db, fault: quotaFault(db) }
}

const BERN: Location = { id: 1, code: '3011', name: 'Bern', label: '3011 Bern', is_active: true }
const offline = () => new ApiError({ kind: 'offline', message: 'Failed to fetch' })

describe('place search with its offline cache', () => {
  it('answers a place seen online again once offline', async () => {
    const { db } = database()
    let online = true
    const api = vi.fn(async () => {
      if (!online) throw offline()
      return [BERN]
    })
    const search = createLocationSearch(api, db)

    expect(await search('3011', 'de')).toEqual([BERN])
    online = false
    expect(await search('bern', 'de')).toEqual([BERN])
  })

  it('still gives the server answer when the device has no room to cache it', async () => {
    const { db, fault } = database()
    fault.refuse(Number.POSITIVE_INFINITY, ['zips', 'zipSearches'])
    const search = createLocationSearch(async () => [BERN], db)

    expect(await search('3011', 'de')).toEqual([BERN])
    expect(fault.refused()).toContain('zips')
    expect(await db.zips.count()).toBe(0)
  })

  it('passes a server error through instead of pretending to be offline', async () => {
    const { db } = database()
    const search = createLocationSearch(async () => {
      throw new ApiError({ kind: 'http', status: 500, message: 'Internal error' })
    }, db)
    await expect(search('3011', 'de')).rejects.toMatchObject({ kind: 'http' })
  })
})
