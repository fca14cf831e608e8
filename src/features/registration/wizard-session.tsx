import { useSelector } from '@tanstack/react-form'
import { type ReactNode, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import * as v from 'valibot'
import type { RegistrationFailure } from '#domain/registration/registration-failure'
import {
  emptyRegistrationForm,
  fromRegistrationDraft,
  type RegistrationDraft,
  type RegistrationForm,
} from '#domain/registration/registration-form'
import {
  NOTHING_SUBMITTED,
  STEP_SCHEMAS,
  type SubmittedSteps,
  validatedSteps,
  WIZARD_STEPS,
  type WizardStep,
} from '#domain/registration/wizard-steps'
import { useSchemaForm } from '#ui/forms/use-schema-form'
import { createDraftWriter } from './draft-writer'
import type { RegistrationServices } from './registration-services'
import { createUniqueChecks } from './unique-checks'
import { type SubmitOutcome, type Wizard, WizardContext } from './wizard-context'

const ALL_SUBMITTED: SubmittedSteps = { user: true, addresses: true, payment: true }

/**
 * One opening of the wizard: its TanStack form (defaultValues from the draft, written back to the
 * draft store from the form's store after each pause in typing and when the page is hidden or
 * left), the unique checks' verdicts, the steps submitted and the registration's outcome.
 */
export function WizardSession({
  draft,
  services,
  onStartOver,
  children,
}: {
  draft: RegistrationDraft | null
  services: RegistrationServices
  onStartOver: () => void
  children: ReactNode
}) {
  const latest = useRef(services)
  useEffect(() => {
    latest.current = services
  }, [services])
  const [initial] = useState(() => (draft ? fromRegistrationDraft(draft) : emptyRegistrationForm()))
  const step = useRef<{ name: WizardStep; submit: () => Promise<void> }>({
    name: 'user',
    submit: async () => undefined,
  })
  // The schema of the step on screen: Next validates only that step's fields. Each reads its own
  // fields of the whole form, which it accepts.
  const [schema] = useState(
    () =>
      v.lazy(() => STEP_SCHEMAS[step.current.name]) as unknown as v.GenericSchema<RegistrationForm, unknown>,
  )
  const form = useSchemaForm<RegistrationForm, unknown>({
    schema,
    defaultValues: initial,
    onSubmit: () => step.current.submit(),
  })
  const [checks] = useState(() =>
    createUniqueChecks((field, value, signal) => latest.current.checkUnique(field, value, signal)),
  )
  const [writer] = useState(() => createDraftWriter((saved) => latest.current.saveDraft(saved)))
  const verdicts = useSyncExternalStore(checks.subscribe, checks.get)
  const values = useSelector(form.store, (state) => state.values)
  const [submitted, setSubmitted] = useState(NOTHING_SUBMITTED)
  const [failure, setFailure] = useState<RegistrationFailure | null>(null)
  const [sending, setSending] = useState(false)
  const busy = useRef(false)

  useEffect(() => {
    let written = form.state.values
    const subscription = form.store.subscribe(() => {
      if (form.state.values === written) return
      written = form.state.values
      writer.write(written)
    })
    const onHide = () => void writer.flush()
    window.addEventListener('pagehide', onHide)
    document.addEventListener('visibilitychange', onHide)
    return () => {
      subscription.unsubscribe()
      window.removeEventListener('pagehide', onHide)
      document.removeEventListener('visibilitychange', onHide)
      checks.dispose()
      void writer.flush()
    }
  }, [form, writer, checks])

  const enter = useCallback(
    (name: WizardStep, submit: () => Promise<void>) => {
      step.current = { name, submit }
      // Each step starts as a form of its own would: untouched, and lazy until its first Next.
      form.reset(form.state.values, { keepDefaultValues: true })
    },
    [form],
  )
  const markSubmitted = useCallback((name: WizardStep) => {
    setSubmitted((before) => ({ ...before, [name]: true }))
    setFailure(null)
  }, [])

  const register = useCallback(async (): Promise<SubmitOutcome> => {
    const sent = form.state.values
    const ready = validatedSteps(ALL_SUBMITTED, sent, checks.get())
    if (!WIZARD_STEPS.every((name) => ready[name]) || busy.current) return 'invalid'
    busy.current = true
    setSending(true)
    setFailure(null)
    const outcome = await latest.current.register(sent).catch(() => ({ kind: 'failed' }) as const)
    busy.current = false
    setSending(false)
    if (outcome === null) {
      writer.close()
      await latest.current.clearDraft().catch(() => undefined)
      return 'sent'
    }
    setFailure(outcome)
    await writer.flush()
    // The server refused the username or e-mail: its verdict goes, so the user step asks again and says why.
    if (outcome.kind === 'usernameRefused') checks.forget('username')
    if (outcome.kind === 'emailRefused') checks.forget('email')
    return outcome
  }, [form, checks, writer])

  const startOver = useCallback(async () => {
    writer.close()
    checks.dispose()
    await latest.current.clearDraft().catch(() => undefined)
    onStartOver()
  }, [writer, checks, onStartOver])

  // A new value on each render: the session renders when its form, verdicts or outcome change,
  // which every step reads anyway.
  const wizard: Wizard = {
    form,
    services,
    checks,
    verdicts,
    restored: draft !== null,
    validated: validatedSteps(submitted, values, verdicts),
    failure,
    sending,
    enter,
    markSubmitted,
    register,
    startOver,
  }
  return <WizardContext.Provider value={wizard}>{children}</WizardContext.Provider>
}
