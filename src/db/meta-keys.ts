/**
 * The replicated domains; each has one refresh job in worker/mirror/. Defined beside the replica
 * (not in the worker's contract, which re-exports it) because the meta rows' keys are made of them,
 * and the UI's queries read those keys without importing the worker.
 */
export type Scope = 'profile' | 'addresses' | 'activeShipments' | 'archive' | 'standingOrders' | 'packaging'

export const LAST_SUCCESS_PREFIX = 'lastSuccess:'

/** The meta row a scope's job writes with its data, and "data as of HH:mm" reads. */
export const lastSuccessKey = (scope: Scope) => `${LAST_SUCCESS_PREFIX}${scope}`

/** The meta row holding the account's notification settings (JSON; queries/notification-settings.ts). */
export const NOTIFICATION_SETTINGS_KEY = 'notificationSettings'
