import { vi } from 'vitest'
import { ApiError } from '#api/errors'

const IDLE = { type: 'idle', lastSuccess: {} } as const

/** What every list screen's API fake answers alike: `account` in English, a sync that stays idle. */
export const idleListApi = (account: string) => ({
  account,
  locale: 'en' as const,
  syncStatus: () => IDLE,
  subscribeSync: () => () => undefined,
})

/** A `settled` that says the server refused the change for `message`. */
export const refusedWith = (message: string, field: string | null = null) =>
  vi.fn(async () => ({ status: 'refused' as const, message, field }))

/** A `settled` that says the change is kept on this device until the network is back. */
export const keptForLater = () => vi.fn(async () => ({ status: 'waiting' as const }))

/** An export that fails on the server the first time and finds no network the second. */
export const exportFailsThenOffline = () =>
  vi
    .fn()
    .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, message: 'boom' }))
    .mockRejectedValueOnce(new ApiError({ kind: 'offline', message: 'Failed to fetch' }))
