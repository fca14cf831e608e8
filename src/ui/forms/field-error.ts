import { issueMessage } from './issue-message'

interface FieldMeta {
  isTouched: boolean
  errors: readonly unknown[]
}

/**
 * The translated message of a field's first schema issue, shown once the user has touched the field
 * (changed or left it) or tried to submit: a field the user has not reached yet stays quiet.
 */
export function fieldError(field: { state: { meta: FieldMeta } }): string | undefined {
  const { isTouched, errors } = field.state.meta
  const issue = errors[0]
  if (!isTouched || issue == null) return undefined
  if (typeof issue === 'string') return issueMessage(issue)
  const { message, type, requirement } = issue as { message?: unknown; type?: string; requirement?: unknown }
  return issueMessage(typeof message === 'string' ? message : '', { type, requirement })
}
