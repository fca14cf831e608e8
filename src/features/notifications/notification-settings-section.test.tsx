// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { NOTIFICATION_SETTINGS_KEY } from '#db/meta-keys'
import { getNotificationSettings } from '#db/queries/notification-settings'
import { DEFAULT_NOTIFICATION_SETTINGS } from '#domain/notifications/settings'
import { freshDatabase } from '#testing/fresh-database'
import { renderWithI18n } from '#testing/render'
import { click } from '#testing/user-events'
import { NotificationSettingsSection } from './notification-settings-section'
import type { SystemPermission } from './system-permission'

const ACCOUNT = 'customer'

function browserThatAnswers(
  state: ReturnType<SystemPermission['state']>,
  answer: NotificationPermission = 'granted',
) {
  return { state: vi.fn(() => state), request: vi.fn(async () => answer) }
}

async function showSettings(permission: SystemPermission = browserThatAnswers('default')) {
  const db = freshDatabase()
  await renderWithI18n(
    <NotificationSettingsSection account={ACCOUNT} replica={db} permission={permission} />,
    'en',
  )
  const section = screen.getByTestId('notification-settings')
  await within(section).findByRole('checkbox', { name: 'A shipment is delivered' })
  return { db, section }
}

const box = (section: HTMLElement, name: string) =>
  within(section).getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement

describe('the notification settings on the profile page', () => {
  it('show the defaults: every event, no system notifications, every 5 minutes', async () => {
    const { section } = await showSettings()
    expect(within(section).getByRole('heading', { name: 'Notifications' })).toBeTruthy()
    const events = within(section).getByRole('group', { name: 'Tell me when' })
    expect(
      within(events)
        .getAllByRole('checkbox')
        .map((item) => (item as HTMLInputElement).checked),
    ).toEqual([true, true, true, true])
    expect(box(section, 'Also show system notifications').checked).toBe(false)
    expect(
      (within(section).getByRole('radio', { name: 'Every 5 minutes' }) as HTMLInputElement).checked,
    ).toBe(true)
  })

  it('save an event switched off and the faster poll for the account at once', async () => {
    const { db, section } = await showSettings()
    await click(box(section, 'A shipment is picked up'))
    await waitFor(async () =>
      expect((await getNotificationSettings(ACCOUNT, db)).events.pickedUp).toBe(false),
    )
    await click(within(section).getByRole('radio', { name: /Every minute/ }))
    await waitFor(async () => expect((await getNotificationSettings(ACCOUNT, db)).pollMinutes).toBe(1))
    expect(await getNotificationSettings(ACCOUNT, db)).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      events: { ...DEFAULT_NOTIFICATION_SETTINGS.events, pickedUp: false },
      pollMinutes: 1,
    })
    expect(await getNotificationSettings('someone-else', db)).toEqual(DEFAULT_NOTIFICATION_SETTINGS)
    await waitFor(() => expect(box(section, 'A shipment is picked up').checked).toBe(false))
  })

  it('ask the browser when system notifications are switched on, and keep them on when allowed', async () => {
    const permission = browserThatAnswers('default', 'granted')
    const { db, section } = await showSettings(permission)
    await click(box(section, 'Also show system notifications'))
    await waitFor(async () => expect((await getNotificationSettings(ACCOUNT, db)).system).toBe(true))
    expect(permission.request).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(box(section, 'Also show system notifications').checked).toBe(true))
    await click(box(section, 'Also show system notifications'))
    await waitFor(async () => expect((await getNotificationSettings(ACCOUNT, db)).system).toBe(false))
    expect(permission.request).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['refuses when asked', browserThatAnswers('default', 'denied'), /blocks notifications/],
    ['has blocked the portal before', browserThatAnswers('denied'), /blocks notifications/],
    ['is closed without an answer', browserThatAnswers('default', 'default'), /was not allowed/],
    ['has no notifications at all', browserThatAnswers('unsupported'), /cannot show system notifications/],
  ])('say so and keep system notifications off when the browser %s', async (_case, permission, message) => {
    const { db, section } = await showSettings(permission)
    await click(box(section, 'Also show system notifications'))
    expect((await within(section).findByRole('status')).textContent).toMatch(message)
    expect(box(section, 'Also show system notifications').checked).toBe(false)
    expect((await getNotificationSettings(ACCOUNT, db)).system).toBe(false)
  })

  it('say so when the device refuses the write, and show what is still stored', async () => {
    const { db, section } = await showSettings()
    vi.spyOn(db.meta, 'put').mockRejectedValueOnce(new Error('QuotaExceededError'))
    await click(box(section, 'A shipment is cancelled'))
    expect((await within(section).findByRole('alert')).textContent).toMatch(/could not be saved/)
    expect(box(section, 'A shipment is cancelled').checked).toBe(true)
    expect(await db.meta.get([ACCOUNT, NOTIFICATION_SETTINGS_KEY])).toBeUndefined()
  })
})
