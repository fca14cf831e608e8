import { useLingui } from '@lingui/react/macro'
import {
  activeSteps,
  REDUCED_TRACKING_STEPS,
  TRACKING_STEPS,
  type TrackingProgress,
  type TrackingStep,
} from '#domain/tracking-steps'
import styles from './tracking.module.css'

/** Decisions: four steps (three in the dashboard widget); every step reached is marked. */
export function TrackingStepper({ progress, reduced }: { progress: TrackingProgress; reduced: boolean }) {
  const { t } = useLingui()
  const label: Record<TrackingStep, string> = {
    created: t`In preparation`,
    pickedUp: t`Picked up`,
    inDelivery: t`In delivery`,
    delivered: t`Delivered personally`,
  }
  const steps: readonly TrackingStep[] = reduced ? REDUCED_TRACKING_STEPS : TRACKING_STEPS
  const active = activeSteps(progress)
  const reached = steps.filter((step) => active.has(step))
  const current = reached.at(-1)
  return (
    <ol className={styles.stepper} aria-label={t`Shipment progress`}>
      {steps.map((step) => (
        <li
          key={step}
          className={active.has(step) ? styles.stepActive : styles.step}
          aria-current={step === current ? 'step' : undefined}
          data-active={active.has(step) ? 'true' : 'false'}
        >
          <span className={styles.stepDot} aria-hidden="true" />
          <span>{label[step]}</span>
          {active.has(step) ? <span className="visually-hidden"> ({t`reached`})</span> : null}
        </li>
      ))}
    </ol>
  )
}
