export interface FieldStateOptions {
  disabled?: boolean
  readOnly?: boolean
  required?: boolean
  error?: string | undefined
  name?: string | undefined
}

/**
 * The React Aria props every field of the portal sets alike. validationBehavior 'aria': an error is
 * told by aria-invalid and our message, never by the browser's own bubble or a blocked submit.
 */
export function fieldState({
  disabled = false,
  readOnly = false,
  required = false,
  error,
  name,
}: FieldStateOptions) {
  return {
    isDisabled: disabled,
    isReadOnly: readOnly,
    isRequired: required,
    isInvalid: Boolean(error),
    validationBehavior: 'aria' as const,
    name,
  }
}
