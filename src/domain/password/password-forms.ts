import * as v from 'valibot'
import { INVALID_EMAIL, NOT_CONFIRMED, REQUIRED } from '#domain/changes/issue-codes'

/** A password is taken as typed: spaces count, nothing is trimmed. */
const password = v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED))

/** Spec section 5 "Password change": all three required, the repeat matching (PROFILE-034 to 037). */
export const passwordChangeInput = v.pipe(
  v.object({ oldPassword: password, newPassword: password, newPasswordRepeat: password }),
  // Spec section 5 "confirmed". An empty repeat fails this too, but its first issue, the one its
  // field shows, says it is required.
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordRepeat']],
      (input) => input.newPassword === input.newPasswordRepeat,
      NOT_CONFIRMED,
    ),
    ['newPasswordRepeat'],
  ),
)
export type PasswordChangeInput = v.InferOutput<typeof passwordChangeInput>

export const EMPTY_PASSWORD_CHANGE: PasswordChangeInput = {
  oldPassword: '',
  newPassword: '',
  newPasswordRepeat: '',
}

/** The reset request (decisions: POST password-reset {email}). */
export const resetRequestInput = v.object({
  email: v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.email(INVALID_EMAIL)),
})
export type ResetRequestInput = v.InferOutput<typeof resetRequestInput>

/** The new password and its repeat, set with the mailed hash (decisions: {password: {first, second}}). */
export const setPasswordInput = v.pipe(
  v.object({ password, repeat: password }),
  v.forward(
    v.partialCheck([['password'], ['repeat']], (input) => input.password === input.repeat, NOT_CONFIRMED),
    ['repeat'],
  ),
)
export type SetPasswordInput = v.InferOutput<typeof setPasswordInput>

// 'slow': the server did not answer in time; the device may well be online, so it is not 'offline'.
export type PasswordChangeOutcome = 'changed' | 'offline' | 'slow' | 'refused'
export type ResetRequestOutcome = 'sent' | 'offline' | 'slow' | 'failed'
export type SetPasswordOutcome = 'set' | 'offline' | 'slow' | 'failed'

const MAX_HASH_LENGTH = 512
// Whitespace or a control character never survives a mailed link; C0, DEL and C1 controls.
const UNLINKABLE = /[\s\p{Cc}]/u

/**
 * Whether a reset link's hash can be one the server mailed. The server's format is not given, so
 * only what no link can carry is refused: nothing, a dot segment (it would address another call
 * once in the URL), whitespace or control characters, or an absurd length. Anything else is the
 * server's to judge.
 */
export function isWellFormedResetHash(hash: string): boolean {
  return (
    hash.length > 0 &&
    hash.length <= MAX_HASH_LENGTH &&
    hash !== '.' &&
    hash !== '..' &&
    !UNLINKABLE.test(hash)
  )
}

/** What a failed call tells the rules below: whether the network was missing, else the HTTP status. */
export interface CallFailure {
  offline: boolean
  /** No answer in time: like offline, no answer about the request came back. */
  slow?: boolean | undefined
  status?: number | undefined
}

/**
 * A failed password change (spec section 8): the server's refusal clears the fields and says
 * 'An error occurred. Please check your password'. Offline nothing reached the server, so the
 * fields stay and the screen says the change needs the network.
 */
export function passwordChangeFailure(failure: CallFailure): Exclude<PasswordChangeOutcome, 'changed'> {
  if (failure.slow) return 'slow'
  return failure.offline ? 'offline' : 'refused'
}

/**
 * The answer to a reset request (AUTH-035). The server answers 200 for any address; a 4xx (an
 * unknown address on a server that says so, an address it will not take) gets the very same answer,
 * so nobody learns from the portal whether an address has an account. Offline and a server fault
 * are not answers about the address: the request can be made again.
 */
export function resetRequestOutcome(failure: CallFailure | null): ResetRequestOutcome {
  if (failure === null) return 'sent'
  if (failure.offline) return 'offline'
  if (failure.slow) return 'slow'
  const status = failure.status ?? 0
  return status >= 400 && status < 500 ? 'sent' : 'failed'
}

/** A failed set-password (AUTH-038): 'An error occurred.', unless the network was missing. */
export function setPasswordFailure(failure: CallFailure): Exclude<SetPasswordOutcome, 'set'> {
  if (failure.slow) return 'slow'
  return failure.offline ? 'offline' : 'failed'
}
