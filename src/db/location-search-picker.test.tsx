// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import { createLocationSearch } from '#db/location-search'
import type { Locale } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'
import { freshDatabase } from '#testing/fresh-database'
import { failure, pick, renderPicker, type, waitForOptions } from '#testing/location-picker-driver'
import { BERN } from '#testing/places'

const offline = () => new ApiError({ kind: 'offline', message: 'The server could not be reached' })
const aborted = () => new ApiError({ kind: 'aborted', message: 'The request was cancelled' })

describe('the location picker over the offline place search (db/location-search)', () => {
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
