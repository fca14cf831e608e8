/**
 * The messages of the change-input schemas are codes, not sentences: a form translates them through
 * Lingui (the spec's texts), and the worker reports them when an input fails at its boundary.
 */
export const REQUIRED = 'required'
export const INVALID = 'invalid'
export const TOO_LONG = 'tooLong'
export const INVALID_EMAIL = 'email'
export const OUT_OF_RANGE = 'range'

export type IssueCode =
  | typeof REQUIRED
  | typeof INVALID
  | typeof TOO_LONG
  | typeof INVALID_EMAIL
  | typeof OUT_OF_RANGE

/** validPickupTime failed (spec section 5): 'The pickup time is in the past.' */
export const PICKUP_PAST = 'pickupPast'
/** The organization's required reference is missing; the form shows its reference_msgs text. */
export const REFERENCE_REQUIRED = 'referenceRequired'

/** confirmed failed (spec section 5): a password and its repeat differ, 'Passwords must match'. */
export const NOT_CONFIRMED = 'confirmed'

/** uniqueUsername / uniqueEmail (spec section 5): the server said the value is taken. */
export const USERNAME_TAKEN = 'usernameTaken'
export const EMAIL_TAKEN = 'emailTaken'
/** A uniqueness check could not reach the server: it needs the network (decisions: offline). */
export const CHECK_NEEDS_NETWORK = 'checkNeedsNetwork'
/** A uniqueness check got out but the server did not answer in time: not a sign of being offline. */
export const CHECK_SERVER_SLOW = 'checkServerSlow'
/** A uniqueness check reached the server but got no usable answer. */
export const CHECK_FAILED = 'checkFailed'
