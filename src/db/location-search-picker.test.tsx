// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createLocationSearch } from '#db/location-search'
import { freshDatabase } from '#testing/fresh-database'
import { failure, pick, renderPicker, type, waitForOptions } from '#testing/location-picker-driver'
import { fakePlaceSearch } from '#testing/place-search'
import { BERN } from '#testing/places'

describe('the location picker over the offline place search (db/location-search)', () => {
  it('lets the picker offer a place seen before while offline', async () => {
    const db = freshDatabase()
    const { api, state } = fakePlaceSearch({ Bern: [BERN] })
    const search = createLocationSearch(api, db)
    await search('Bern', 'de')
    state.online = false

    const { onChange } = await renderPicker((text, signal) => search(text, 'de', signal))
    await type('Bern')
    await waitForOptions(1)
    await pick('3011 Bern')
    expect(onChange).toHaveBeenLastCalledWith(BERN)
  })

  it('lets the picker say plainly that a place never seen needs the network while offline', async () => {
    const db = freshDatabase()
    const { api, state } = fakePlaceSearch({})
    state.online = false
    const search = createLocationSearch(api, db)

    await renderPicker((text, signal) => search(text, 'de', signal))
    await type('Bern')
    await waitFor(() => expect(failure()).not.toBeNull())
  })
})
