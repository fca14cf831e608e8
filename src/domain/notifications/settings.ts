import * as v from 'valibot'

/** The status changes the desk is told about (issue 22); one event per kind and shipment. */
export const NOTIFICATION_KINDS = ['pickedUp', 'delivered', 'cancelled', 'overdue'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** How often the desk polls while visible: the issue allows 5 minutes (default) or 1. */
export const POLL_MINUTES = [1, 5] as const
export type PollMinutes = (typeof POLL_MINUTES)[number]

export interface NotificationSettings {
  /** Which kinds are written to the bell at all; a kind switched off is not recorded. */
  events: Record<NotificationKind, boolean>
  /** Whether new events are also shown as system notifications (when the browser allows them). */
  system: boolean
  pollMinutes: PollMinutes
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  events: { pickedUp: true, delivered: true, cancelled: true, overdue: true },
  system: false,
  pollMinutes: 5,
}

export const notificationSettingsSchema = v.object({
  events: v.object({
    pickedUp: v.boolean(),
    delivered: v.boolean(),
    cancelled: v.boolean(),
    overdue: v.boolean(),
  }),
  system: v.boolean(),
  pollMinutes: v.picklist(POLL_MINUTES),
})

/**
 * Stored settings as the app uses them. Anything unreadable (another build's shape, a damaged
 * record, nothing stored) reads as the defaults: a setting must never stop the desk from loading.
 */
export function notificationSettingsOf(value: unknown): NotificationSettings {
  const parsed = v.safeParse(notificationSettingsSchema, value)
  return parsed.success ? parsed.output : DEFAULT_NOTIFICATION_SETTINGS
}
