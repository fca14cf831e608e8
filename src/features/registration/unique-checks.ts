import {
  checking,
  isCheckable,
  NO_VERDICTS,
  needsCheck,
  type UniqueAnswer,
  type UniqueField,
  type UniqueVerdict,
  type UniqueVerdicts,
  uniqueIssue,
  verdictFor,
  withAnswer,
} from '#domain/registration/unique-check'

/** Pause after the last keystroke in username or e-mail before the server is asked (the field's onChangeAsyncDebounceMs). */
export const CHECK_DELAY_MS = 400

type Ask = (field: UniqueField, value: string, signal: AbortSignal) => Promise<UniqueAnswer>

/**
 * The unique checks of username and e-mail (spec section 5) as the fields' async validator. TanStack
 * debounces the question and aborts the one for an older value; this keeps the last verdict per
 * field, so the field can say 'Checking…' or 'free', an answered value is not asked again (Next
 * waits only for what has no answer yet) and the steps know whether the user step still passes.
 */
export function createUniqueChecks(ask: Ask) {
  let verdicts: UniqueVerdicts = NO_VERDICTS
  const listeners = new Set<() => void>()
  // The field's latest question: only it writes the verdict (an aborted older one settles later).
  const latest: Partial<Record<UniqueField, AbortSignal>> = {}
  const open = new Set<AbortController>()

  const set = (field: UniqueField, verdict: UniqueVerdict | null) => {
    if (verdicts[field] === verdict) return
    verdicts = { ...verdicts, [field]: verdict }
    for (const listener of listeners) listener()
  }

  async function question(
    field: UniqueField,
    value: string,
    signal: AbortSignal,
  ): Promise<UniqueAnswer | null> {
    const controller = new AbortController()
    signal.addEventListener('abort', () => controller.abort())
    open.add(controller)
    try {
      return await ask(field, value.trim(), controller.signal)
    } catch {
      // Aborted for a newer value: that question's answer decides. Anything else: failed.
      return controller.signal.aborted ? null : 'failed'
    } finally {
      open.delete(controller)
    }
  }

  return {
    get: () => verdicts,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    /**
     * The field's onChangeAsync: the message code for `value`, or undefined when it is free. Nothing
     * is asked for a value that fails its own rule, nor again for one the server already answered.
     */
    async validate(field: UniqueField, value: string, signal: AbortSignal): Promise<string | undefined> {
      if (!isCheckable(field, value)) return undefined
      const known = verdictFor(verdicts[field], value)
      if (known && known.status !== 'checking' && !needsCheck(field, known, value)) {
        return uniqueIssue(field, known, value) ?? undefined
      }
      latest[field] = signal
      set(field, checking(value))
      const answer = await question(field, value, signal)
      if (latest[field] !== signal) return undefined
      // A dropped question leaves no verdict: its value, never answered, is asked again when it comes back.
      set(field, answer === null ? null : withAnswer(verdicts[field], value, answer))
      return uniqueIssue(field, verdicts[field], value) ?? undefined
    },

    /** The server refused the value after all: its verdict is gone, so the user step asks again. */
    forget(field: UniqueField): void {
      set(field, null)
    },

    /** The wizard is left: no question is waited for. */
    dispose(): void {
      for (const controller of open) controller.abort()
    },
  }
}

export type UniqueChecks = ReturnType<typeof createUniqueChecks>
