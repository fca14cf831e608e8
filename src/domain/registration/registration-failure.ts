import type { WizardStep } from './wizard-steps'

/**
 * A failed registration (spec section 8 lists it as silent; decisions: the user sees a clear,
 * translated message). The form is kept whatever happened, and the user can send it again.
 */
export type RegistrationFailure =
  /** Nothing reached the server: registration needs the network. */
  | { kind: 'offline' }
  /**
   * The server did not answer in time: the device may well be online, and the registration may
   * have arrived (sent again unchanged, it carries the same Idempotency-Key).
   */
  | { kind: 'slow' }
  /** The server refused the username or the e-mail (taken since it was checked, or not allowed), and why. */
  | { kind: 'usernameRefused'; reason: string }
  | { kind: 'emailRefused'; reason: string }
  /** The server refused a value: the step that holds it, and the server's reason. */
  | { kind: 'refused'; step: WizardStep; reason: string }
  /** A server fault or an answer that could not be read: sending again may work. */
  | { kind: 'failed' }

/** What the failed call tells: whether the network was missing, else the status and the field named. */
export interface RegisterCallFailure {
  offline: boolean
  /** No answer came in time: like offline, nothing is known about the registration. */
  slow?: boolean | undefined
  status?: number | undefined
  field?: string | undefined
  message?: string | undefined
}

/** The step whose form holds a server field (spec section 7's names). */
export function stepOfServerField(field: string): WizardStep {
  const root = field.split('.')[0] ?? ''
  if (root.startsWith('default_')) return 'addresses'
  if (root.startsWith('invoice_')) return 'payment'
  return 'user'
}

export function registrationFailure(failure: RegisterCallFailure): RegistrationFailure {
  if (failure.offline) return { kind: 'offline' }
  if (failure.slow) return { kind: 'slow' }
  const status = failure.status ?? 0
  if (status < 400 || status >= 500) return { kind: 'failed' }
  const reason = failure.message ?? ''
  if (failure.field === 'username') return { kind: 'usernameRefused', reason }
  if (failure.field === 'email') return { kind: 'emailRefused', reason }
  return { kind: 'refused', step: failure.field ? stepOfServerField(failure.field) : 'user', reason }
}
