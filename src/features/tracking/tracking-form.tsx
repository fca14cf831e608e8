import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import { TextField } from '#ui/components/text-field'
import fieldWithButton from '#ui/styles/field-with-button.module.css'
import type { Track, TrackOutcome } from './track-outcome'
import styles from './tracking.module.css'
import { TrackingResultView } from './tracking-result'

interface TrackingFormProps {
  track: Track
  /** The dashboard widget's variant: the three-step stepper (spec section 2). */
  reduced?: boolean
  /** A number to track at once (the command palette's "Track …"), as if typed and submitted. */
  initialNumber?: string
  /** The field takes the focus when the form appears (the `t` shortcut's popup). */
  focusOnMount?: boolean
}

/** Spec sections 2 and 5: one required field, the tracking number, and the result below it. */
export function TrackingForm({
  track,
  reduced = false,
  initialNumber,
  focusOnMount = false,
}: TrackingFormProps) {
  const { t } = useLingui()
  const [number, setNumber] = useState(initialNumber ?? '')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<TrackOutcome | null>(null)

  const lookUp = async (trackingId: string) => {
    setError(undefined)
    setBusy(true)
    try {
      setOutcome(await track(trackingId))
    } finally {
      setBusy(false)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (number.trim() === '') {
      setError(t`Please enter a tracking number.`)
      return
    }
    await lookUp(number.trim())
  }

  const formElement = useRef<HTMLFormElement>(null)
  // Once per mount, before the popup's dialog looks for something to focus (child effects run first).
  const focusAtMount = useRef(focusOnMount)
  useEffect(() => {
    if (focusAtMount.current)
      formElement.current?.querySelector<HTMLInputElement>('input[name="trackingId"]')?.focus()
  }, [])

  // Once per mount: the popup's content is keyed by the number it was opened with.
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current || !initialNumber?.trim()) return
    asked.current = true
    void lookUp(initialNumber.trim())
  })

  return (
    <div className={styles.tracking}>
      <form
        ref={formElement}
        className={fieldWithButton.form}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          label={t`Tracking number`}
          name="trackingId"
          required
          autoComplete="off"
          value={number}
          error={error}
          onChange={(event) => setNumber(event.target.value)}
        />
        <Button type="submit" busy={busy}>
          {t`Track`}
        </Button>
      </form>
      {outcome?.kind === 'notFound' ? (
        <Notice tone="error">{t`No shipment found with this number.`}</Notice>
      ) : null}
      {outcome?.kind === 'needsNetwork' ? (
        <Notice tone="warning">
          {t`You are offline. This number has not been tracked on this device before: tracking it needs the network.`}
        </Notice>
      ) : null}
      {outcome?.kind === 'serverSlow' ? (
        <Notice tone="warning">
          {t`The server is not answering right now. This number has not been tracked on this device before: please try again in a moment.`}
        </Notice>
      ) : null}
      {outcome?.kind === 'found' ? (
        <TrackingResultView result={outcome.result} reduced={reduced} asOf={outcome.asOf} />
      ) : null}
    </div>
  )
}
