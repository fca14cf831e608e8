import {
  type RegistrationDraft,
  type RegistrationForm,
  toRegistrationDraft,
} from '#domain/registration/registration-form'

/** Pause after the last change before the draft is written. */
export const SAVE_DELAY_MS = 250

/**
 * Writes the wizard's form to the draft store after each pause in typing, never the password
 * (toRegistrationDraft leaves it out). Once closed (registered, or started over) nothing is
 * written again: not a late save, not the flush when the wizard is left.
 */
export function createDraftWriter(
  save: (draft: RegistrationDraft) => Promise<void>,
  delayMs = SAVE_DELAY_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: RegistrationForm | null = null
  let closed = false

  async function flush(): Promise<void> {
    clearTimeout(timer)
    const form = pending
    pending = null
    if (!form || closed) return
    // Best effort: a full device loses only the reload's copy; the form on screen stays as typed.
    await save(toRegistrationDraft(form)).catch(() => undefined)
  }

  return {
    write(form: RegistrationForm): void {
      if (closed) return
      pending = form
      clearTimeout(timer)
      timer = setTimeout(() => void flush(), delayMs)
    },
    flush,
    close(): void {
      closed = true
      clearTimeout(timer)
      pending = null
    },
  }
}

export type DraftWriter = ReturnType<typeof createDraftWriter>
