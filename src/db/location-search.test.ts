import { describe, expect, it } from 'vitest'
import { ApiError } from '#api/errors'
import type { Location } from '#domain/entities/location'
import { freshDatabase } from '#testing/fresh-database'
import { fakePlaceSearch } from '#testing/place-search'
import { quotaFault } from '#testing/quota-fault'
import { createLocationSearch } from './location-search'

const BERN: Location = { id: 1, code: '3011', name: 'Bern', label: '3011 Bern', is_active: true }
const ZURICH: Location = { id: 1001, code: '8001', name: 'Zürich', label: '8001 Zürich', is_active: true }
const ZURICH_2: Location = { id: 1002, code: '8002', name: 'Zürich', label: '8002 Zürich', is_active: true }

describe('place search with its offline cache', () => {
  it('answers online with the API, passing locale and signal, and keeps the places', async () => {
    const db = freshDatabase()
    const { api } = fakePlaceSearch({ Zür: [ZURICH, ZURICH_2] })
    const search = createLocationSearch(api, db)
    const signal = new AbortController().signal

    expect(await search('Zür', 'de', signal)).toEqual([ZURICH, ZURICH_2])
    expect(api).toHaveBeenCalledWith('Zür', { locale: 'de', signal })
    expect((await db.zips.get(ZURICH.id))?.names.de).toBe('Zürich')
    expect(await db.zips.count()).toBe(2)
  })

  it('answers a place seen online again once offline, found by its name', async () => {
    const db = freshDatabase()
    const { api, state } = fakePlaceSearch({ '3011': [BERN] })
    const search = createLocationSearch(api, db)

    expect(await search('3011', 'de')).toEqual([BERN])
    state.online = false
    expect(await search('bern', 'de')).toEqual([BERN])
  })

  it('offline, names places seen in another language in German, and finds them by zip', async () => {
    const db = freshDatabase()
    const { api, state } = fakePlaceSearch({ Zür: [ZURICH, ZURICH_2] })
    const search = createLocationSearch(api, db)
    await search('Zür', 'de')

    state.online = false
    expect((await search('8002', 'fr')).map((place) => place.label)).toEqual(['8002 Zürich'])
  })

  it('answers a search seen before offline with the same places', async () => {
    const db = freshDatabase()
    // The server also matches the option label ('code name') and names in every language.
    const { api, state } = fakePlaceSearch({ '8001 Zür': [ZURICH], Zurich: [ZURICH, ZURICH_2] })
    const search = createLocationSearch(api, db)
    await search('8001 Zür', 'de')
    await search('Zurich', 'de')

    state.online = false
    expect(await search('8001 Zür', 'de')).toEqual([ZURICH])
    expect(await search('Zurich', 'de')).toEqual([ZURICH, ZURICH_2])
  })

  it('passes on a cancelled search instead of answering it from the replica', async () => {
    const db = freshDatabase()
    const { api } = fakePlaceSearch({ Zür: [ZURICH] })
    const search = createLocationSearch(api, db)
    await search('Zür', 'de')

    const controller = new AbortController()
    controller.abort()
    await expect(search('Zür', 'de', controller.signal)).rejects.toMatchObject({ kind: 'aborted' })
  })

  it('offline, says a place never seen needs the network instead of answering nothing', async () => {
    const db = freshDatabase()
    const { api, state } = fakePlaceSearch({})
    state.online = false
    const search = createLocationSearch(api, db)

    await expect(search('Bern', 'de')).rejects.toMatchObject({ kind: 'offline' })
  })

  it('still gives the server answer when the device has no room to cache it', async () => {
    const db = freshDatabase()
    const fault = quotaFault(db)
    fault.refuse(Number.POSITIVE_INFINITY, ['zips', 'zipSearches'])
    const search = createLocationSearch(async () => [BERN], db)

    expect(await search('3011', 'de')).toEqual([BERN])
    expect(fault.refused()).toContain('zips')
    expect(await db.zips.count()).toBe(0)
  })

  it('passes a server error through instead of pretending to be offline', async () => {
    const db = freshDatabase()
    const search = createLocationSearch(async () => {
      throw new ApiError({ kind: 'http', status: 500, message: 'Internal error' })
    }, db)
    await expect(search('3011', 'de')).rejects.toMatchObject({ kind: 'http' })
  })
})
