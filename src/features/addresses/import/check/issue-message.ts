import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ADDRESS_LIMITS } from '#domain/address-import/address-limits'
import type { ImportField, RowIssue } from '#domain/address-import/contract'
import {
  FLAG_NOT_ALLOWED,
  INVALID_PHONE,
  NOT_YES_OR_NO,
  PLACE_UNKNOWN,
  UNKNOWN_TYPE,
} from '#domain/address-import/row-issue-codes'
import { REQUIRED, TOO_LONG } from '#domain/changes/issue-codes'

/** The limit a too long cell broke: a name column counts toward the address's name. */
const LIMIT_OF: Partial<Record<ImportField, number>> = {
  company: ADDRESS_LIMITS.name,
  firstName: ADDRESS_LIMITS.name,
  lastName: ADDRESS_LIMITS.name,
  street: ADDRESS_LIMITS.street,
  houseNumber: ADDRESS_LIMITS.street,
  contact: ADDRESS_LIMITS.contact,
  zip: ADDRESS_LIMITS.zip,
  location: ADDRESS_LIMITS.location,
  phone: ADDRESS_LIMITS.phone,
}

/**
 * A row's issue as the import screen shows it, translated where it is shown (i18n._). The address
 * save's codes take the address form's own wording (src/ui/forms/issue-message.ts, spec section 5);
 * a too long cell names its limit.
 */
export function issueMessage(issue: RowIssue): MessageDescriptor {
  switch (issue.code) {
    case REQUIRED:
      return msg`This field is required`
    case TOO_LONG: {
      const max = LIMIT_OF[issue.field]
      return max === undefined ? msg`Invalid value` : msg`At most ${max} characters`
    }
    case PLACE_UNKNOWN:
      return msg`No place in Switzerland has this zip and name.`
    case INVALID_PHONE:
      return msg`This is not a phone number.`
    case UNKNOWN_TYPE:
      return msg`Write Mr, Ms or Company.`
    case NOT_YES_OR_NO:
      return msg`Write yes or no.`
    case FLAG_NOT_ALLOWED:
      return msg`Your organisation may not set this.`
    default:
      return msg`Invalid value`
  }
}
