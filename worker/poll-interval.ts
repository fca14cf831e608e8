import type { NotificationSettings } from '#domain/notifications/settings'

/**
 * How often a visible desk polls. The runtime config's syncPollSeconds wins when the deployment
 * sets it: it is the operator's (and the tests') deliberate choice, e.g. the traffic tests' 15 s
 * poll, and a user's setting must not make a deployment poll more than it allows. Left out (as in
 * the shipped config.json), the account's own setting decides: 5 minutes, or 1.
 */
export function pollIntervalMs(configPollMs: number | undefined, settings: NotificationSettings): number {
  return configPollMs ?? settings.pollMinutes * 60_000
}
