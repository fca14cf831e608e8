import { createContext, useContext } from 'react'
import type { RegistrationFailure } from '#domain/registration/registration-failure'
import type { RegistrationForm } from '#domain/registration/registration-form'
import type { UniqueVerdicts } from '#domain/registration/unique-check'
import type { SubmittedSteps, WizardStep } from '#domain/registration/wizard-steps'
import type { SchemaFormApi } from '#ui/forms/use-schema-form'
import type { RegistrationServices } from './registration-services'
import type { UniqueChecks } from './unique-checks'

export type SubmitOutcome = 'sent' | 'invalid' | RegistrationFailure

export interface Wizard {
  /** The one form of the three steps; the step on screen decides its schema and what Next does. */
  form: SchemaFormApi<RegistrationForm, unknown>
  /** The current services (the interface language follows the language switcher). */
  services: RegistrationServices
  checks: UniqueChecks
  verdicts: UniqueVerdicts
  /** The form came from a stored draft: its password has to be typed again. */
  restored: boolean
  validated: SubmittedSteps
  failure: RegistrationFailure | null
  sending: boolean
  /** A step's form is on screen: its schema validates, and Next runs `submit` once it passes. */
  enter(step: WizardStep, submit: () => Promise<void>): void
  markSubmitted(step: WizardStep): void
  /** Sends the registration, only when every step is validated; a failure keeps the form and the draft. */
  register(): Promise<SubmitOutcome>
  /** The wizard's own reset (decisions: drafts): no draft, and a new empty form. */
  startOver(): Promise<void>
}

/** The wizard once its draft is read; null while it is being read. */
export const WizardContext = createContext<Wizard | null | undefined>(undefined)

/** The wizard, or null while its draft is being read: for the frame that says it is loading. */
export function useWizardIfOpen(): Wizard | null {
  const wizard = useContext(WizardContext)
  if (wizard === undefined) throw new Error('useWizard needs a RegistrationWizard around it')
  return wizard
}

/** The wizard's form and state, for a step's form inside RegistrationWizard (shown once it is open). */
export function useWizard(): Wizard {
  const wizard = useWizardIfOpen()
  if (!wizard) throw new Error('the wizard is not open yet')
  return wizard
}
