import { t } from '@lingui/core/macro'
import {
  CHECK_FAILED,
  CHECK_NEEDS_NETWORK,
  CHECK_SERVER_SLOW,
  EMAIL_TAKEN,
  INVALID_EMAIL,
  NOT_CONFIRMED,
  OUT_OF_RANGE,
  PICKUP_PAST,
  REFERENCE_REQUIRED,
  REQUIRED,
  TOO_LONG,
  USERNAME_TAKEN,
} from '#domain/changes/issue-codes'

/** What a schema issue carries besides its code: valibot's check type and its limit. */
export interface IssueDetail {
  type?: string
  requirement?: unknown
}

/**
 * The spec's wording (section 5, "Generic messages") of a schema issue code from
 * src/domain/changes/issue-codes.ts, in the active locale. The one place a form turns codes into text.
 */
export function issueMessage(code: string, detail: IssueDetail = {}): string {
  const limit = typeof detail.requirement === 'number' ? detail.requirement : undefined
  switch (code) {
    case REQUIRED:
    case REFERENCE_REQUIRED:
      return t`This field is required`
    case PICKUP_PAST:
      return t`The pickup time is in the past.`
    case INVALID_EMAIL:
      return t`Invalid e-mail address`
    case NOT_CONFIRMED:
      return t`Passwords must match`
    case USERNAME_TAKEN:
      return t`This username is already in use`
    case EMAIL_TAKEN:
      return t`This e-mail address is already in use`
    case CHECK_NEEDS_NETWORK:
      return t`Checking this needs the network. Please connect and try again.`
    case CHECK_SERVER_SLOW:
      return t`The server is not answering right now, so this could not be checked. Please try again in a moment.`
    case CHECK_FAILED:
      return t`This could not be checked. Please try again.`
    case TOO_LONG: {
      const max = limit
      return max === undefined ? t`Invalid value` : t`At most ${max} characters`
    }
    case OUT_OF_RANGE: {
      if (limit === undefined) return t`Invalid value`
      const [min, max] = [limit, limit]
      return detail.type?.startsWith('min')
        ? t`This field must not fall below the value of ${min}`
        : t`This field must not exceed the value of ${max}`
    }
    default:
      return t`Invalid value`
  }
}
