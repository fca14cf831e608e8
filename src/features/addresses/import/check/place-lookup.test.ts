import { describe, expect, it } from 'vitest'
import { rememberSearch } from '#db/queries/zips'
import type { Location } from '#domain/entities/location'
import { freshDatabase } from '#testing/fresh-database'
import { fakePlaceSearch } from '#testing/place-search'
import { BERN, WINTERTHUR, ZURICH, ZURICH_PO_BOX } from '#testing/places'
import { buildPlaceLookup } from './place-lookup'

const ZURICH_FR: Location = { ...ZURICH, name: 'Zurich', label: '8001 Zurich' }
const LUGANO: Location = { id: 6900, code: '6900', name: 'Lugano', label: '6900 Lugano', is_active: true }
const PARADISO: Location = {
  id: 6902,
  code: '6900',
  name: 'Paradiso',
  label: '6900 Paradiso',
  is_active: true,
}

describe('buildPlaceLookup', () => {
  it('answers offline from the places the device has seen, by zip and place in any of their languages', async () => {
    const db = freshDatabase()
    await rememberSearch('de:zür', 'de', [ZURICH], db)
    await rememberSearch('fr:zur', 'fr', [ZURICH_FR], db)
    const { api } = fakePlaceSearch({})
    const lookup = await buildPlaceLookup([{ zip: '8001', location: 'Zurich' }], {
      online: false,
      search: api,
      replica: db,
    })
    expect(lookup('8001', 'Zürich')).toEqual({
      kind: 'found',
      locationId: 1001,
      zip: '8001',
      location: 'Zürich',
    })
    expect(lookup('8001', 'Zurich')).toEqual({
      kind: 'found',
      locationId: 1001,
      zip: '8001',
      location: 'Zurich',
    })
    expect(lookup(' 8001 ', 'ZUERICH')).toEqual({
      kind: 'found',
      locationId: 1001,
      zip: '8001',
      location: 'Zürich',
    })
    expect(api).not.toHaveBeenCalled()
  })

  it('offline, lets a zip it has never seen wait for the network', async () => {
    const db = freshDatabase()
    const { api, state } = fakePlaceSearch({ '3011': [BERN] })
    state.online = false
    const lookup = await buildPlaceLookup([{ zip: '3011', location: 'Bern' }], {
      online: false,
      search: api,
      replica: db,
    })
    expect(lookup('3011', 'Bern')).toEqual({ kind: 'needs-network' })
  })

  it('online, asks the place search once per zip the cache cannot answer, and keeps the answer for offline', async () => {
    const db = freshDatabase()
    const { api, state } = fakePlaceSearch({
      '3011': [BERN],
      '8400': [WINTERTHUR],
      '6900': [LUGANO, PARADISO],
    })
    const pairs = [
      { zip: '3011', location: 'Bern' },
      { zip: '3011', location: 'Berne' },
      { zip: '8400', location: 'Winterthur' },
      { zip: '6900', location: 'Paradiso' },
      { zip: '9999', location: 'Nirgendwo' },
    ]
    const lookup = await buildPlaceLookup(pairs, { online: true, search: api, replica: db })
    expect(api.mock.calls.map(([text]) => text).sort()).toEqual(['3011', '6900', '8400', '9999'])
    expect(lookup('3011', 'Bern')).toMatchObject({ kind: 'found', locationId: BERN.id })
    expect(lookup('6900', 'Paradiso')).toMatchObject({ kind: 'found', locationId: PARADISO.id })
    // The server answered for the zip: a place it did not name there is unknown, not waiting.
    expect(lookup('3011', 'Zürich')).toEqual({ kind: 'unknown' })
    expect(lookup('9999', 'Nirgendwo')).toEqual({ kind: 'unknown' })

    state.online = false
    const later = await buildPlaceLookup(pairs, { online: false, search: api, replica: db })
    expect(later('8400', 'Winterthur')).toMatchObject({ kind: 'found', locationId: WINTERTHUR.id })
    expect(later('9999', 'Nirgendwo')).toEqual({ kind: 'unknown' })
    expect(api).toHaveBeenCalledTimes(4)
  })

  it('searches again for a zip whose cached places do not include the one asked for', async () => {
    const db = freshDatabase()
    await rememberSearch('de:lug', 'de', [LUGANO], db)
    const { api } = fakePlaceSearch({ '6900': [LUGANO, PARADISO] })
    const lookup = await buildPlaceLookup([{ zip: '6900', location: 'Paradiso' }], {
      online: true,
      search: api,
      replica: db,
    })
    expect(api).toHaveBeenCalledWith('6900', { locale: 'de' })
    expect(lookup('6900', 'Paradiso')).toMatchObject({ kind: 'found', locationId: PARADISO.id })
  })

  it('takes a blank place from the only place of a zip, never from several', async () => {
    const db = freshDatabase()
    const { api } = fakePlaceSearch({ '3011': [BERN], '6900': [LUGANO, PARADISO] })
    const lookup = await buildPlaceLookup(
      [
        { zip: '3011', location: '' },
        { zip: '6900', location: '' },
      ],
      { online: true, search: api, replica: db },
    )
    expect(lookup('3011', '')).toEqual({ kind: 'found', locationId: BERN.id, zip: '3011', location: 'Bern' })
    expect(lookup('6900', '')).toEqual({ kind: 'unknown' })
  })

  it('never finds a P.O. box zip (an inactive place), and does not ask the server about what is no zip', async () => {
    const db = freshDatabase()
    const { api } = fakePlaceSearch({ '8070': [ZURICH_PO_BOX] })
    const lookup = await buildPlaceLookup(
      [
        { zip: '8070', location: 'Zürich' },
        { zip: '<b>80</b>', location: 'Zürich' },
      ],
      { online: true, search: api, replica: db },
    )
    expect(lookup('8070', 'Zürich')).toEqual({ kind: 'unknown' })
    expect(lookup('<b>80</b>', 'Zürich')).toEqual({ kind: 'unknown' })
    expect(api.mock.calls.map(([text]) => text)).toEqual(['8070'])
  })

  it('lets the zips whose search failed wait, and finds the others', async () => {
    const db = freshDatabase()
    const { api } = fakePlaceSearch({ '3011': [BERN] })
    api.mockImplementation(async (text) => {
      if (text === '8400') throw new Error('503')
      return text === '3011' ? [BERN] : []
    })
    const lookup = await buildPlaceLookup(
      [
        { zip: '3011', location: 'Bern' },
        { zip: '8400', location: 'Winterthur' },
      ],
      { online: true, search: api, replica: db },
    )
    expect(lookup('3011', 'Bern')).toMatchObject({ kind: 'found' })
    expect(lookup('8400', 'Winterthur')).toEqual({ kind: 'needs-network' })
  })

  it('asks a few zips at a time', async () => {
    const db = freshDatabase()
    let inFlight = 0
    let most = 0
    const { api } = fakePlaceSearch({})
    api.mockImplementation(async () => {
      inFlight += 1
      most = Math.max(most, inFlight)
      await new Promise((resolve) => setTimeout(resolve, 5))
      inFlight -= 1
      return []
    })
    const pairs = Array.from({ length: 20 }, (_, n) => ({ zip: String(1000 + n), location: 'X' }))
    const progress: string[] = []
    await buildPlaceLookup(pairs, {
      online: true,
      search: api,
      replica: db,
      onProgress: (searched, total) => progress.push(`${searched}/${total}`),
    })
    expect(api).toHaveBeenCalledTimes(20)
    expect(progress.at(-1)).toBe('20/20')
    expect(most).toBeGreaterThan(1)
    expect(most).toBeLessThanOrEqual(4)
  })
})
