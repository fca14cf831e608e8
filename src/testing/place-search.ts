import { vi } from 'vitest'
import { ApiError } from '#api/errors'
import type { Locale } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'

/** The errors the API client raises when the network is gone, or a newer search cancelled this one. */
export const offlineError = () =>
  new ApiError({ kind: 'offline', message: 'The server could not be reached' })
export const abortedError = () => new ApiError({ kind: 'aborted', message: 'The request was cancelled' })

/** A place search that answers from a table while `state.online`, and fails as offline otherwise. */
export function fakePlaceSearch(answers: Record<string, Location[]>) {
  const state = { online: true }
  const api = vi.fn(async (text: string, options: { locale: Locale; signal?: AbortSignal }) => {
    if (options.signal?.aborted) throw abortedError()
    if (!state.online) throw offlineError()
    return answers[text] ?? []
  })
  return { api, state }
}
