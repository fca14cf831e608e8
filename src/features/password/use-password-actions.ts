import { useMemo } from 'react'
import type { PasswordChange } from '#api/endpoints/profile'
import { isApiError, reachability } from '#api/errors'
import {
  type CallFailure,
  isWellFormedResetHash,
  type PasswordChangeInput,
  type PasswordChangeOutcome,
  passwordChangeFailure,
  type ResetRequestOutcome,
  resetRequestOutcome,
  type SetPasswordInput,
  type SetPasswordOutcome,
  setPasswordFailure,
} from '#domain/password/password-forms'
import { useServices } from '#services/use-services'

export interface PasswordDeps {
  changePassword: (change: PasswordChange) => Promise<void>
  requestPasswordReset: (email: string) => Promise<void>
  resetPassword: (hash: string, password: string, repeat: string) => Promise<void>
  /** The logout of the header's button: the sync worker stops and the replica goes, then the session. */
  logOut: () => Promise<void>
}

function failureOf(error: unknown): CallFailure {
  const unreached = reachability(error)
  return {
    offline: unreached === 'offline',
    slow: unreached === 'slow',
    status: isApiError(error) ? error.status : undefined,
  }
}

/**
 * Spec section 7: after a change the user is logged out (the server has ended the sessions on the
 * old password); the caller then shows Login.
 */
export async function changePassword(
  deps: PasswordDeps,
  input: PasswordChangeInput,
): Promise<PasswordChangeOutcome> {
  try {
    await deps.changePassword(input)
  } catch (error) {
    return passwordChangeFailure(failureOf(error))
  }
  await deps.logOut()
  return 'changed'
}

/** AUTH-034/035: the same answer whether or not the address has an account. */
export async function requestPasswordReset(deps: PasswordDeps, email: string): Promise<ResetRequestOutcome> {
  try {
    await deps.requestPasswordReset(email)
    return resetRequestOutcome(null)
  } catch (error) {
    return resetRequestOutcome(failureOf(error))
  }
}

/** AUTH-037/038: an unknown, used or malformed hash is one more failure, 'An error occurred.' */
export async function setNewPassword(
  deps: PasswordDeps,
  hash: string,
  input: SetPasswordInput,
): Promise<SetPasswordOutcome> {
  // No server could know it: the same failure, without a request that might reach another call.
  if (!isWellFormedResetHash(hash)) return 'failed'
  try {
    await deps.resetPassword(hash, input.password, input.repeat)
    return 'set'
  } catch (error) {
    return setPasswordFailure(failureOf(error))
  }
}

/** The three password calls wired to the session, for the change, reset and set-password screens. */
export function usePasswordActions() {
  const services = useServices()
  return useMemo(() => {
    const deps: PasswordDeps = {
      changePassword: (change) => services.api.profile.changePassword(change),
      requestPasswordReset: (email) => services.api.auth.requestPasswordReset(email),
      resetPassword: (hash, password, repeat) => services.api.auth.resetPassword(hash, password, repeat),
      // As the header's logout: every tab and worker leaves the session, the replica goes.
      logOut: () => services.auth.logOut(),
    }
    return {
      changePassword: (input: PasswordChangeInput) => changePassword(deps, input),
      requestReset: (email: string) => requestPasswordReset(deps, email),
      setPassword: (hash: string, input: SetPasswordInput) => setNewPassword(deps, hash, input),
    }
  }, [services])
}
