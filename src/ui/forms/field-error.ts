import { issueMessage } from './issue-message'

/** The translated message of one schema issue: a valibot issue whose message is a code, or a bare code. */
export function issueText(issue: unknown): string {
  if (typeof issue === 'string') return issueMessage(issue)
  const { message, type, requirement } = (issue ?? {}) as {
    message?: unknown
    type?: string
    requirement?: unknown
  }
  return issueMessage(typeof message === 'string' ? message : '', { type, requirement })
}

/**
 * The message of a field's first schema issue, shown once the user has touched the field (changed
 * or left it) or tried to submit: a field the user has not reached yet stays quiet.
 */
export function fieldError(field: { state: { meta: { isTouched: boolean; errors: readonly unknown[] } } }) {
  const { isTouched, errors } = field.state.meta
  return isTouched && errors.length > 0 ? issueText(errors[0]) : undefined
}
