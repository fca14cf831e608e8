import { t } from '@lingui/core/macro'
import { FAILURE_REASONS, type FailureReason, readReason } from '#domain/changes/failure-reasons'

function codeText(code: FailureReason): string {
  switch (code) {
    case FAILURE_REASONS.offline:
      return t`Waiting for a connection.`
    case FAILURE_REASONS.timeout:
      return t`The server did not answer in time. The change will be sent again.`
    case FAILURE_REASONS.unreadable:
      return t`The server's answer could not be read. The change may have been saved: check before sending it again.`
    case FAILURE_REASONS.keepsFailing:
      return t`The server keeps failing on this change. Send it again later, or discard it.`
    case FAILURE_REASONS.keyConflict:
      return t`The server already holds another version of this change. Discard it and make the change again.`
    case FAILURE_REASONS.unknownKind:
      return t`This change was made by another version of the portal and cannot be sent by this one.`
    case FAILURE_REASONS.oldVersion:
      return t`This change was stored by an earlier version of the portal and cannot be sent as it is. Discard it and make it again.`
    case FAILURE_REASONS.damaged:
      return t`This change is damaged on this device and cannot be sent.`
    case FAILURE_REASONS.missingDependency:
      return t`This change uses an address or an order that was discarded before it was sent. Correct it or discard it.`
    case FAILURE_REASONS.portal:
      return t`The portal could not send this change because of an internal error.`
  }
}

/**
 * A queued change's stored reason (src/domain/changes/failure-reasons.ts) in the active locale:
 * the worker's codes translated, the server's own words as they are.
 */
export function changeFailureText(reason: string): string {
  const read = readReason(reason)
  if (read.kind === 'code') return codeText(read.code)
  if (read.kind === 'http') {
    const status = read.status
    return t`The server refused this change (error ${status}).`
  }
  return read.text
}
