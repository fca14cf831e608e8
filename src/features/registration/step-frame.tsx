import { Trans, useLingui } from '@lingui/react/macro'
import { Navigate } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import { firstUnvalidatedStep, isStepOpen, type WizardStep } from '#domain/registration/wizard-steps'
import { Notice } from '#ui/components/notice'
import { FailureNotice } from './failure-notice'
import styles from './registration.module.css'
import { StartOver } from './start-over'
import { STEP_PATHS, useStepTitles } from './step-paths'
import { Stepper } from './stepper'
import { useWizardIfOpen } from './wizard-context'

/**
 * One step of the wizard: the stepper, the step's title, what the wizard has to say, and the
 * step's form. A step whose earlier steps are not all validated is not shown: the visit goes to
 * the first of them (spec section 2).
 */
export function StepFrame({ step, children }: { step: WizardStep; children: ReactNode }) {
  const { t } = useLingui()
  const wizard = useWizardIfOpen()
  const titles = useStepTitles()
  const heading = useRef<HTMLHeadingElement>(null)
  const open = wizard !== null && isStepOpen(step, wizard.validated)

  // Moving between steps unmounts the button that had focus: the new step's title takes it, so a
  // screen reader announces where the user is.
  useEffect(() => {
    if (!open) return
    const active = document.activeElement
    if (!active || active === document.body) heading.current?.focus()
  }, [open])

  if (!wizard) {
    return (
      <p role="status" className={styles.muted}>
        <Trans>Loading…</Trans>
      </p>
    )
  }
  const { validated, restored, form, failure } = wizard
  if (!open) return <Navigate to={STEP_PATHS[firstUnvalidatedStep(step, validated)]} replace />
  return (
    <>
      <Stepper current={step} validated={validated} />
      <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        {titles[step]}
      </h2>
      {restored && step === 'user' && form.state.values.password === '' ? (
        <Notice tone="info">
          {t`What you entered before is still here. For your security the password is never kept: please enter it again.`}
        </Notice>
      ) : null}
      <FailureNotice failure={failure} />
      {children}
      <StartOver />
    </>
  )
}
