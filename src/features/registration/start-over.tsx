import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { emptyRegistrationForm, toRegistrationDraft } from '#domain/registration/registration-form'
import { Button } from '#ui/components/button'
import styles from './registration.module.css'
import { STEP_PATHS } from './step-paths'
import { useWizard } from './wizard-context'

const EMPTY = JSON.stringify(toRegistrationDraft(emptyRegistrationForm()))

/** The wizard's own reset (decisions: drafts), asked twice: it throws away everything typed. */
export function StartOver() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { form, startOver } = useWizard()
  const [asking, setAsking] = useState(false)
  const blank = useSelector(
    form.store,
    ({ values }) => JSON.stringify(toRegistrationDraft(values)) === EMPTY && values.password === '',
  )
  if (blank) return null
  if (!asking) {
    return (
      <p className={styles.startOver}>
        <Button variant="quiet" onClick={() => setAsking(true)}>{t`Start over`}</Button>
      </p>
    )
  }
  return (
    <div className={styles.startOver}>
      <p>{t`Clear everything you entered in all steps?`}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            setAsking(false)
            void startOver().then(() => navigate({ to: STEP_PATHS.user }))
          }}
        >
          {t`Clear the form`}
        </Button>
        <Button variant="quiet" autoFocus onClick={() => setAsking(false)}>{t`Keep my entries`}</Button>
      </div>
    </div>
  )
}
