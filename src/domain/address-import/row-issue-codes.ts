/**
 * The import's own issue codes, beside the address save's (#domain/changes/issue-codes: required,
 * invalid, tooLong) that a row reports on the field the user fixes.
 */

/** The zip and place match no active place of the place search (P.O. box zips included). */
export const PLACE_UNKNOWN = 'placeUnknown'
/** Not a phone number libphonenumber-js can read as one (Switzerland when it has no country code). */
export const INVALID_PHONE = 'invalidPhone'
/** The salutation is none of Mr, Ms or Company in the four languages. */
export const UNKNOWN_TYPE = 'unknownType'
/** A use column holds something other than yes or no (ja, oui, sì, x, 1 …). */
export const NOT_YES_OR_NO = 'notYesOrNo'
/** The organisation may not set this flag (spec section 6): the server would refuse the save. */
export const FLAG_NOT_ALLOWED = 'flagNotAllowed'

export type ImportIssueCode =
  | typeof PLACE_UNKNOWN
  | typeof INVALID_PHONE
  | typeof UNKNOWN_TYPE
  | typeof NOT_YES_OR_NO
  | typeof FLAG_NOT_ALLOWED
