/**
 * Why a queued change is waiting or needs attention, as the worker stores it in `lastError`.
 * The worker speaks no language: it stores one of these codes, or the server's own message, and
 * the screens put the code into the user's words (src/ui/messages/change-failure-message.ts).
 */
export const FAILURE_REASONS = {
  offline: 'outbox:offline',
  timeout: 'outbox:timeout',
  /** The server's answer could not be read: the change may have been saved. */
  unreadable: 'outbox:unreadable',
  /** The server failed on the change again and again (5xx, 409): it stopped blocking the others. */
  keepsFailing: 'outbox:keeps-failing',
  /** The server holds another request under this change's key: resending cannot help. */
  keyConflict: 'outbox:key-conflict',
  /** Written by another build of the portal: this one cannot send it. */
  unknownKind: 'outbox:unknown-kind',
  /** Stored by an older build in a form this one can no longer send safely: kept, not sent. */
  oldVersion: 'outbox:old-version',
  /** The stored change is damaged on this device. */
  damaged: 'outbox:damaged',
  /** It names a row created offline whose creation was discarded: it cannot be sent as it is. */
  missingDependency: 'outbox:missing-dependency',
  /** A fault in the portal itself, not the network or the server. */
  portal: 'outbox:portal',
} as const

export type FailureReason = (typeof FAILURE_REASONS)[keyof typeof FAILURE_REASONS]

/** A refusal the server gave no words for: 'outbox:http:<status>'. */
export const HTTP_REASON_PREFIX = 'outbox:http:'

const KNOWN = new Set<string>(Object.values(FAILURE_REASONS))

/** Reads a stored reason back: a code, an HTTP status without a message, or the server's text. */
export function readReason(
  stored: string,
): { kind: 'code'; code: FailureReason } | { kind: 'http'; status: number } | { kind: 'text'; text: string } {
  if (KNOWN.has(stored)) return { kind: 'code', code: stored as FailureReason }
  if (stored.startsWith(HTTP_REASON_PREFIX)) {
    const status = Number(stored.slice(HTTP_REASON_PREFIX.length))
    if (Number.isInteger(status)) return { kind: 'http', status }
  }
  return { kind: 'text', text: stored }
}
