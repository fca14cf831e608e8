import type { RegistrationFailure } from '#domain/registration/registration-failure'
import {
  emptyRegistrationForm,
  fromRegistrationDraft,
  type RegistrationForm,
  toRegistrationDraft,
} from '#domain/registration/registration-form'
import {
  checking,
  isCheckable,
  NO_VERDICTS,
  needsCheck,
  type UniqueField,
  type UniqueVerdicts,
  verdictFor,
  withAnswer,
} from '#domain/registration/unique-check'
import {
  NOTHING_SUBMITTED,
  type SubmittedSteps,
  validatedSteps,
  WIZARD_STEPS,
  type WizardStep,
} from '#domain/registration/wizard-steps'
import type { RegistrationServices } from './registration-services'

export interface WizardState {
  status: 'loading' | 'ready'
  form: RegistrationForm
  /** The form came back from a stored draft: its password has to be typed again. */
  restored: boolean
  submitted: SubmittedSteps
  verdicts: UniqueVerdicts
  sending: boolean
  failure: RegistrationFailure | null
  /** Grows when the form is replaced from outside (loaded, cleared), so the step's form starts again. */
  generation: number
}

export interface WizardTiming {
  /** Pause after the last change before the draft is written. */
  saveDelayMs: number
  /** Pause after the last keystroke in username or e-mail before the server is asked. */
  checkDelayMs: number
}

const TIMING: WizardTiming = { saveDelayMs: 250, checkDelayMs: 400 }
const UNIQUE_FIELDS: UniqueField[] = ['username', 'email']

export type SubmitOutcome = 'sent' | 'invalid' | RegistrationFailure

/**
 * The wizard's one form across its steps (spec section 2): the values, which steps were submitted,
 * the unique checks' verdicts and the registration's outcome. It writes the form, without the
 * password, to the draft store after each pause in typing, and asks the server about username and
 * e-mail when they change. Plain TypeScript, so every rule of the flow is tested without a screen.
 */
/** The services the store itself calls; the screens use the rest. */
export type WizardStoreServices = Pick<
  RegistrationServices,
  'loadDraft' | 'saveDraft' | 'clearDraft' | 'checkUnique' | 'register'
>

export function createWizardStore(services: WizardStoreServices, timing: WizardTiming = TIMING) {
  let state: WizardState = {
    status: 'loading',
    form: emptyRegistrationForm(),
    restored: false,
    submitted: NOTHING_SUBMITTED,
    verdicts: NO_VERDICTS,
    sending: false,
    failure: null,
    generation: 0,
  }
  const listeners = new Set<() => void>()
  let saveTimer: ReturnType<typeof setTimeout> | null = null
  let dirty = false
  // After a successful registration nothing may write the draft again (a late save, the unmount's flush).
  let finished = false
  const checkTimers: Partial<Record<UniqueField, ReturnType<typeof setTimeout>>> = {}
  const questions: Partial<
    Record<UniqueField, { value: string; controller: AbortController; done: Promise<void> }>
  > = {}

  const set = (next: Partial<WizardState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  const setVerdict = (field: UniqueField, verdict: UniqueVerdicts[UniqueField]) => {
    if (state.verdicts[field] !== verdict) set({ verdicts: { ...state.verdicts, [field]: verdict } })
  }

  async function flushDraft(): Promise<void> {
    if (saveTimer) clearTimeout(saveTimer)
    saveTimer = null
    if (!dirty || finished) return
    dirty = false
    // Best effort: a full device loses only the reload's copy; the form on screen stays as typed.
    await services.saveDraft(toRegistrationDraft(state.form)).catch(() => undefined)
  }

  function scheduleSave() {
    dirty = true
    if (saveTimer) clearTimeout(saveTimer)
    saveTimer = setTimeout(() => void flushDraft(), timing.saveDelayMs)
  }

  /** Asks the server about the field's value now, unless it is asked already or answered. */
  function checkNow(field: UniqueField): Promise<void> {
    const timer = checkTimers[field]
    if (timer) clearTimeout(timer)
    delete checkTimers[field]
    const value = state.form[field].trim()
    const asked = questions[field]
    if (asked?.value === value) return asked.done
    if (!needsCheck(field, state.verdicts[field], value)) return Promise.resolve()
    asked?.controller.abort()
    const controller = new AbortController()
    setVerdict(field, checking(value))
    const done = services.checkUnique(field, value, controller.signal).then(
      (answer) => setVerdict(field, withAnswer(state.verdicts[field], value, answer)),
      () => {
        // Aborted for a newer value: that question's answer decides. Anything else: failed.
        if (!controller.signal.aborted) setVerdict(field, withAnswer(state.verdicts[field], value, 'failed'))
      },
    )
    const question = {
      value,
      controller,
      done: done.finally(() => {
        if (questions[field] === question) delete questions[field]
      }),
    }
    questions[field] = question
    return question.done
  }

  /** Stops the question on its way; its value, never answered, is asked again when it comes back. */
  function dropQuestion(field: UniqueField) {
    questions[field]?.controller.abort()
    delete questions[field]
    if (state.verdicts[field]?.status === 'checking') setVerdict(field, null)
  }

  function scheduleCheck(field: UniqueField) {
    const timer = checkTimers[field]
    if (timer) clearTimeout(timer)
    const value = state.form[field]
    // No request for a value that fails its own rule; a question on its way for an older value is dropped.
    if (!isCheckable(field, value)) {
      dropQuestion(field)
      return
    }
    checkTimers[field] = setTimeout(() => void checkNow(field), timing.checkDelayMs)
  }

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    async load(): Promise<void> {
      const draft = await services.loadDraft().catch(() => null)
      const form = draft ? fromRegistrationDraft(draft) : emptyRegistrationForm()
      set({ status: 'ready', form, restored: draft !== null, generation: state.generation + 1 })
      // A restored username or e-mail may have been taken meanwhile: ask again.
      for (const field of UNIQUE_FIELDS) if (isCheckable(field, form[field])) void checkNow(field)
    },

    /**
     * The step's form changed: keep it, save it after a pause, and check username and e-mail if they
     * changed. A form opened before the last load or reset (still unmounting) is not listened to.
     */
    update(form: RegistrationForm, generation = state.generation): void {
      const before = state.form
      if (before === form || generation !== state.generation) return
      set({ form })
      scheduleSave()
      for (const field of UNIQUE_FIELDS) if (form[field] !== before[field]) scheduleCheck(field)
    },

    /** The field was left: ask at once instead of after the pause. */
    checkField(field: UniqueField): Promise<void> {
      return isCheckable(field, state.form[field]) ? checkNow(field) : Promise.resolve()
    },

    /** Waits for both unique answers on the current values, asking again where the last try failed. */
    async settleChecks(): Promise<UniqueVerdicts> {
      await Promise.all(UNIQUE_FIELDS.map((field) => checkNow(field)))
      return state.verdicts
    },

    markSubmitted(step: WizardStep): void {
      set({ submitted: { ...state.submitted, [step]: true }, failure: null })
    },

    validated: () => validatedSteps(state.submitted, state.form, state.verdicts),

    /**
     * Sends the registration, only when every step is validated (no request while one is not).
     * A failure keeps the form and the draft, so the user can send again.
     */
    async submit(): Promise<SubmitOutcome> {
      const validated = validatedSteps(
        { user: true, addresses: true, payment: true },
        state.form,
        state.verdicts,
      )
      if (!WIZARD_STEPS.every((step) => validated[step]) || state.sending) return 'invalid'
      set({ sending: true, failure: null })
      const failure = await services.register(state.form).catch(() => ({ kind: 'failed' }) as const)
      if (failure === null) {
        finished = true
        if (saveTimer) clearTimeout(saveTimer)
        await services.clearDraft().catch(() => undefined)
        set({ sending: false })
        return 'sent'
      }
      set({ sending: false, failure })
      await flushDraft()
      // The server refused the username or e-mail: ask again, so the user step says why.
      const refused =
        failure.kind === 'usernameRefused' ? 'username' : failure.kind === 'emailRefused' ? 'email' : null
      if (refused) {
        setVerdict(refused, null)
        void checkNow(refused)
      }
      return failure
    },

    /** The wizard's own reset (decisions: drafts): an empty form, no draft. */
    async reset(): Promise<void> {
      if (saveTimer) clearTimeout(saveTimer)
      dirty = false
      for (const field of UNIQUE_FIELDS) dropQuestion(field)
      await services.clearDraft().catch(() => undefined)
      set({
        form: emptyRegistrationForm(),
        restored: false,
        submitted: NOTHING_SUBMITTED,
        verdicts: NO_VERDICTS,
        failure: null,
        generation: state.generation + 1,
      })
    },

    flushDraft,

    /** The wizard is left: what is typed is written now; no question is waited for. */
    dispose(): void {
      for (const field of UNIQUE_FIELDS) {
        const timer = checkTimers[field]
        if (timer) clearTimeout(timer)
        questions[field]?.controller.abort()
      }
      void flushDraft()
    },

    /** The verdict that holds for the field's current value, for its message. */
    verdictOf: (field: UniqueField) => verdictFor(state.verdicts[field], state.form[field]),
  }
}

export type WizardStore = ReturnType<typeof createWizardStore>
