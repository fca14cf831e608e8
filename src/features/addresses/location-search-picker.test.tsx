// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import type { Locale } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'
import { freshDatabase } from '#testing/fresh-database'
import { failure, pick, renderPicker, type, waitForOptions } from '#testing/location-picker-driver'
import { BERN, ZURICH, ZURICH_2 } from '#testing/places'
import { createLocationSearch } from './location-search'

const offline = () => new ApiError({ kind: 'offline', message: 'The server could not be reached' })
const aborted = () => new ApiError({ kind: 'aborted', message: 'The request was cancelled' })

describe('createLocationSearch (places seen once work offline)', () => {
  /** An API that answers from a table while online and fails as offline otherwise. */
  function fakeApi(answers: Record<string, Location[]>) {
    const state = { online: true }
    const api = vi.fn(async (text: string, options: { locale: Locale; signal?: AbortSignal }) => {
      if (options.signal?.aborted) throw aborted()
      if (!state.online) throw offline()
      return answers[text] ?? []
    })
    return { api, state }
  }

  it('answers online with the API, passing locale and signal, and keeps the places', async () => {
    const db = freshDatabase()
    const { api } = fakeApi({ Zür: [ZURICH, ZURICH_2] })
    const search = createLocationSearch(api, db)
    const signal = new AbortController().signal

    expect(await search('Zür', 'de', signal)).toEqual([ZURICH, ZURICH_2])
    expect(api).toHaveBeenCalledWith('Zür', { locale: 'de', signal })
    expect((await db.zips.get(ZURICH.id))?.names.de).toBe('Zürich')
    expect(await db.zips.count()).toBe(2)
  })

  it('offline, names places seen in another language in German, and finds them by zip', async () => {
    const db = freshDatabase()
    const { api, state } = fakeApi({ Zür: [ZURICH, ZURICH_2] })
    const search = createLocationSearch(api, db)
    await search('Zür', 'de')

    state.online = false
    expect((await search('8002', 'fr')).map((place) => place.label)).toEqual(['8002 Zürich'])
  })

  it('answers a search seen before offline with the same places', async () => {
    const db = freshDatabase()
    // The server also matches the option label ('code name') and names in every language.
    const { api, state } = fakeApi({ '8001 Zür': [ZURICH], Zurich: [ZURICH, ZURICH_2] })
    const search = createLocationSearch(api, db)
    await search('8001 Zür', 'de')
    await search('Zurich', 'de')

    state.online = false
    expect(await search('8001 Zür', 'de')).toEqual([ZURICH])
    expect(await search('Zurich', 'de')).toEqual([ZURICH, ZURICH_2])
  })

  it('passes on a cancelled search instead of answering it from the replica', async () => {
    const db = freshDatabase()
    const { api } = fakeApi({ Zür: [ZURICH] })
    const search = createLocationSearch(api, db)
    await search('Zür', 'de')

    const controller = new AbortController()
    controller.abort()
    await expect(search('Zür', 'de', controller.signal)).rejects.toMatchObject({ kind: 'aborted' })
  })

  it('lets the picker offer a place seen before while offline', async () => {
    const db = freshDatabase()
    const { api, state } = fakeApi({ Bern: [BERN] })
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
    const { api, state } = fakeApi({})
    state.online = false
    const search = createLocationSearch(api, db)

    await renderPicker((text, signal) => search(text, 'de', signal))
    await type('Bern')
    await waitFor(() => expect(failure()).not.toBeNull())
  })
})
