import { describe, expect, it } from 'vitest'
import { DEFAULT_NOTIFICATION_SETTINGS } from '#domain/notifications/settings'
import { pollIntervalMs } from './poll-interval'

describe('the visible desk’s poll interval', () => {
  it('follows the account’s setting when the config sets none: 5 minutes by default, 1 when chosen', () => {
    expect(pollIntervalMs(undefined, DEFAULT_NOTIFICATION_SETTINGS)).toBe(300_000)
    expect(pollIntervalMs(undefined, { ...DEFAULT_NOTIFICATION_SETTINGS, pollMinutes: 1 })).toBe(60_000)
  })

  it('is the config’s syncPollSeconds whenever the deployment sets it, shorter or longer', () => {
    expect(pollIntervalMs(15_000, { ...DEFAULT_NOTIFICATION_SETTINGS, pollMinutes: 1 })).toBe(15_000)
    expect(pollIntervalMs(600_000, { ...DEFAULT_NOTIFICATION_SETTINGS, pollMinutes: 1 })).toBe(600_000)
  })
})
