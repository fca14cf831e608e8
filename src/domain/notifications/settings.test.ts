import { describe, expect, it } from 'vitest'
import { DEFAULT_NOTIFICATION_SETTINGS, notificationSettingsOf } from './settings'

describe('notification settings as stored', () => {
  it('default to every event on, no system notifications and a 5-minute poll', () => {
    expect(notificationSettingsOf(undefined)).toEqual({
      events: { pickedUp: true, delivered: true, cancelled: true, overdue: true },
      system: false,
      pollMinutes: 5,
    })
  })

  it('read back what was saved', () => {
    const saved = {
      events: { pickedUp: false, delivered: true, cancelled: false, overdue: true },
      system: true,
      pollMinutes: 1,
    }
    expect(notificationSettingsOf(saved)).toEqual(saved)
  })

  it.each([
    ['a string', 'on'],
    ['null', null],
    ['a poll interval not offered', { ...DEFAULT_NOTIFICATION_SETTINGS, pollMinutes: 2 }],
    ['an event missing', { ...DEFAULT_NOTIFICATION_SETTINGS, events: { pickedUp: true } }],
    ['a non-boolean switch', { ...DEFAULT_NOTIFICATION_SETTINGS, system: 'yes' }],
  ])('read %s as the defaults instead of failing', (_name, value) => {
    expect(notificationSettingsOf(value)).toEqual(DEFAULT_NOTIFICATION_SETTINGS)
  })
})
