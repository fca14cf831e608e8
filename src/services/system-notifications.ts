import { plural, t } from '@lingui/core/macro'
import type { NotificationRow } from '#db/rows'
import type { NotificationSettings } from '#domain/notifications/settings'

/**
 * The leader tab's side of the system notifications (issue 22): the leader's sync worker tells its
 * own tab the events it just stored (worker/contract.ts 'notifications'); this shows them through the
 * service worker's registration, so they appear while every tab is in the background. Only the
 * leader's tab hears them, and each carries a tag per event, so a repeat replaces rather than stacks.
 */

/** More events than this from one mirror (a reconnect after a while) become one summary. */
export const BURST_LIMIT = 3
/** The tag of the summary: a newer summary replaces an older one still on screen. */
export const SUMMARY_TAG = 'shipment-updates'

export interface SystemNotice {
  title: string
  body: string
  tag: string
  /** Where a click leads (worker/sw.ts notificationclick): the shipment's detail, or the active list. */
  data: { url: string }
}

/** What the browser offers: its permission and the service worker's registration (faked in tests). */
export interface NotificationHost {
  permission(): NotificationPermission | 'unsupported'
  registration(): Promise<Pick<ServiceWorkerRegistration, 'showNotification'> | null>
}

function titleOf(row: NotificationRow): string {
  const number = row.number
  switch (row.kind) {
    case 'pickedUp':
      return t`Shipment ${number} picked up`
    case 'delivered':
      return t`Shipment ${number} delivered`
    case 'cancelled':
      return t`Shipment ${number} cancelled`
    case 'overdue':
      return t`Shipment ${number} is overdue`
  }
}

function summaryTitle(rows: readonly NotificationRow[]): string {
  const count = rows.length
  const kinds = new Set(rows.map((row) => row.kind))
  const only = kinds.size === 1 ? rows[0]?.kind : undefined
  switch (only) {
    case 'pickedUp':
      return plural(count, { one: '# shipment picked up', other: '# shipments picked up' })
    case 'delivered':
      return plural(count, { one: '# shipment delivered', other: '# shipments delivered' })
    case 'cancelled':
      return plural(count, { one: '# shipment cancelled', other: '# shipments cancelled' })
    case 'overdue':
      return plural(count, { one: '# shipment overdue', other: '# shipments overdue' })
    default:
      return plural(count, { one: '# shipment update', other: '# shipment updates' })
  }
}

const lineOf = (row: NotificationRow) => [row.reference, row.place].filter(Boolean).join(' · ')

/** The notifications to show for one mirror's new events: one each, or one summary for a burst. */
export function systemNotices(rows: readonly NotificationRow[]): SystemNotice[] {
  if (rows.length > BURST_LIMIT) {
    return [
      {
        title: summaryTitle(rows),
        body: rows.map((row) => row.number).join(', '),
        tag: SUMMARY_TAG,
        data: { url: '/active' },
      },
    ]
  }
  return rows.map((row) => ({
    title: titleOf(row),
    body: lineOf(row),
    tag: row.id,
    data: { url: `/${row.list}?open=${row.shipmentKey}` },
  }))
}

/** The browser's own host: Notification.permission and navigator.serviceWorker.ready. */
export const browserHost: NotificationHost = {
  permission: () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission),
  registration: async () => ('serviceWorker' in navigator ? navigator.serviceWorker.ready : null),
}

/**
 * Creates the tab's notifier. It remembers which events it showed (one tab, one page load), so an
 * event told twice is shown once; across tabs only the leader's tab is told at all.
 */
export function createSystemNotifier(
  readSettings: (account: string) => Promise<NotificationSettings>,
  host: NotificationHost = browserHost,
) {
  const shown = new Set<string>()
  return async function show(rows: readonly NotificationRow[]): Promise<number> {
    const fresh = rows.filter((row) => !shown.has(`${row.account}/${row.id}`))
    const account = fresh[0]?.account
    if (account === undefined || host.permission() !== 'granted') return 0
    if (!(await readSettings(account)).system) return 0
    const registration = await host.registration()
    if (!registration) return 0
    for (const row of fresh) shown.add(`${row.account}/${row.id}`)
    const notices = systemNotices(fresh)
    for (const { title, ...options } of notices) await registration.showNotification(title, options)
    return notices.length
  }
}
