/** What the settings need of the browser's Notification API; tests pass their own. */
export interface SystemPermission {
  /** The current answer, or 'unsupported' where the browser has no system notifications. */
  state(): NotificationPermission | 'unsupported'
  /** Asks the user (only from a click: browsers ignore the request otherwise). */
  request(): Promise<NotificationPermission>
}

export const browserPermission: SystemPermission = {
  state: () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission),
  request: async () => (typeof Notification === 'undefined' ? 'denied' : Notification.requestPermission()),
}
