import { beforeAll, describe, expect, it } from 'vitest'
import type { NotificationRow } from '#db/rows'
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '#domain/notifications/settings'
import { activateCatalog } from '#testing/catalog'
import { createSystemNotifier, type NotificationHost, SUMMARY_TAG } from './system-notifications'

const event = (
  kind: NotificationRow['kind'],
  key: number,
  extra: Partial<NotificationRow> = {},
): NotificationRow => ({
  account: 'customer',
  id: `${kind}:${key}`,
  kind,
  shipmentKey: key,
  list: kind === 'delivered' ? 'archive' : 'active',
  number: `VK-${key}`,
  at: '2026-11-18T08:05:00.000Z',
  read: false,
  ...extra,
})

/** A registration that records what it was asked to show. */
function fakeHost(permission: NotificationPermission = 'granted') {
  const shown: { title: string; options: NotificationOptions }[] = []
  const host: NotificationHost = {
    permission: () => permission,
    registration: async () => ({
      showNotification: async (title: string, options: NotificationOptions = {}) => {
        shown.push({ title, options })
      },
    }),
  }
  return { host, shown }
}

const settings = (system: boolean) => async (): Promise<NotificationSettings> => ({
  ...DEFAULT_NOTIFICATION_SETTINGS,
  system,
})

beforeAll(async () => {
  await activateCatalog('en')
})

describe('system notifications in the leader’s tab', () => {
  it('shows one per event, tagged by the event, leading to the shipment’s detail', async () => {
    const { host, shown } = fakeHost()
    const show = createSystemNotifier(settings(true), host)
    await show([event('pickedUp', 7, { reference: 'Kostenstelle 12', place: 'Bern' }), event('delivered', 8)])
    expect(shown).toEqual([
      {
        title: 'Shipment VK-7 picked up',
        options: { body: 'Kostenstelle 12 · Bern', tag: 'pickedUp:7', data: { url: '/active?open=7' } },
      },
      {
        title: 'Shipment VK-8 delivered',
        options: { body: '', tag: 'delivered:8', data: { url: '/archive?open=8' } },
      },
    ])
  })

  it('shows an event told twice once', async () => {
    const { host, shown } = fakeHost()
    const show = createSystemNotifier(settings(true), host)
    await show([event('delivered', 8)])
    await show([event('delivered', 8)])
    expect(shown).toHaveLength(1)
  })

  it('turns a burst of more than three into one summary, by kind or as updates, leading to the active list', async () => {
    const { host, shown } = fakeHost()
    const show = createSystemNotifier(settings(true), host)
    await show([1, 2, 3, 4, 5].map((key) => event('delivered', key)))
    await show([event('delivered', 6), event('pickedUp', 7), event('cancelled', 8), event('overdue', 9)])
    expect(shown.map(({ title, options }) => [title, options.tag, options.data])).toEqual([
      ['5 shipments delivered', SUMMARY_TAG, { url: '/active' }],
      ['4 shipment updates', SUMMARY_TAG, { url: '/active' }],
    ])
    expect(shown[0]?.options.body).toBe('VK-1, VK-2, VK-3, VK-4, VK-5')
  })

  it('exactly three stay three', async () => {
    const { host, shown } = fakeHost()
    await createSystemNotifier(settings(true), host)([1, 2, 3].map((key) => event('overdue', key)))
    expect(shown.map(({ title }) => title)).toEqual([
      'Shipment VK-1 is overdue',
      'Shipment VK-2 is overdue',
      'Shipment VK-3 is overdue',
    ])
  })

  it.each([
    ['the account switched them off', settings(false), 'granted' as const],
    ['the browser was not allowed', settings(true), 'default' as const],
    ['the browser refused', settings(true), 'denied' as const],
  ])('shows nothing when %s', async (_name, read, permission) => {
    const { host, shown } = fakeHost(permission)
    expect(await createSystemNotifier(read, host)([event('delivered', 8)])).toBe(0)
    expect(shown).toEqual([])
  })

  it('speaks the active language, with its plurals', async () => {
    await activateCatalog('de')
    try {
      const { host, shown } = fakeHost()
      await createSystemNotifier(settings(true), host)([1, 2, 3, 4].map((key) => event('delivered', key)))
      expect(shown[0]?.title).toBe('4 Sendungen zugestellt')
    } finally {
      await activateCatalog('en')
    }
  })
})
