/**
 * A switch to a user the server does not list as switchable (spec section 7, issue 11 bad input):
 * refused before anything is stored, so the panel can say so instead of a generic failure.
 */
export class NotSwitchableError extends Error {
  override readonly name = 'NotSwitchableError'
  constructor(readonly username: string) {
    super(`"${username}" is not among the switchable users`)
  }
}

export function isNotSwitchable(error: unknown): error is NotSwitchableError {
  return error instanceof NotSwitchableError
}
