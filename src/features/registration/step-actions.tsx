import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { Button, buttonClass } from '#ui/components/button'
import styles from './registration.module.css'
import type { STEP_PATHS } from './step-paths'
import { useWizard } from './wizard-context'

/** A step's Back link and its submit button, busy while the step's Next (or Register) runs. */
export function StepActions({
  back,
  submit,
}: {
  back: '/login' | (typeof STEP_PATHS)[keyof typeof STEP_PATHS]
  submit: string
}) {
  const { t } = useLingui()
  const { form, sending } = useWizard()
  const submitting = useSelector(form.store, (state) => state.isSubmitting)
  return (
    <div className={styles.actions}>
      <Link to={back} className={buttonClass('secondary')}>
        {t`Back`}
      </Link>
      <Button type="submit" busy={submitting || sending}>
        {submit}
      </Button>
    </div>
  )
}
