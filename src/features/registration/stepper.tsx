import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import {
  isStepOpen,
  type SubmittedSteps,
  WIZARD_STEPS,
  type WizardStep,
} from '#domain/registration/wizard-steps'
import { CheckIcon } from '#ui/icons/icons'
import styles from './registration.module.css'
import { STEP_PATHS, useStepTitles } from './step-paths'

interface StepperProps {
  current: WizardStep
  validated: SubmittedSteps
}

/**
 * Spec section 2: the steps user → addresses → payment. A validated step is marked; a step opens
 * (and links) only when every earlier step is validated.
 */
export function Stepper({ current, validated }: StepperProps) {
  const { t } = useLingui()
  const titles = useStepTitles()
  return (
    <nav aria-label={t`Registration steps`}>
      <ol className={styles.stepper}>
        {WIZARD_STEPS.map((step, index) => {
          const open = isStepOpen(step, validated)
          const done = validated[step]
          const state = step === current ? styles.current : done ? styles.done : open ? '' : styles.closed
          const content = (
            <>
              <span className={styles.marker} aria-hidden="true">
                {done ? <CheckIcon /> : index + 1}
              </span>
              <span className={styles.stepTitle}>{titles[step]}</span>
              {done ? <span className="visually-hidden">{t`(completed)`}</span> : null}
              {open ? null : <span className="visually-hidden">{t`(not available yet)`}</span>}
            </>
          )
          return (
            <li
              key={step}
              className={`${styles.step} ${state}`}
              data-step={step}
              data-validated={done}
              aria-current={step === current ? 'step' : undefined}
            >
              {open && step !== current ? (
                <Link to={STEP_PATHS[step]} className={styles.stepLink}>
                  {content}
                </Link>
              ) : (
                <span className={styles.stepLink}>{content}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
