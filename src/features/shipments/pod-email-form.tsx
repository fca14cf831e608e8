import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import * as v from 'valibot'
import { podEmailInput } from '#domain/changes/pod-email'
import { Button } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import { TextField } from '#ui/components/text-field'
import list from '#ui/list/list-page.module.css'
import styles from './shipments.module.css'
import { useShipmentsApi } from './shipments-api'

const PATIENCE_MS = 15_000

type Outcome =
  | { type: 'none' }
  | { type: 'sending' }
  | { type: 'sent'; email: string }
  | { type: 'queued'; email: string }
  | { type: 'refused'; message: string }

/**
 * Proof of delivery by e-mail (spec sections 2, 5 and 7): one required, valid address. Queued, so
 * a request made offline is sent once, when the device is back online.
 */
export function PodEmailForm({ shipmentKey }: { shipmentKey: number }) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [outcome, setOutcome] = useState<Outcome>({ type: 'none' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = email.trim()
    if (trimmed === '') return setError(t`Please enter an e-mail address.`)
    if (!v.safeParse(podEmailInput, { key: shipmentKey, email: trimmed }).success) {
      return setError(t`Please enter a valid e-mail address.`)
    }
    setError(undefined)
    setOutcome({ type: 'sending' })
    try {
      const { seq } = await api.queuePodEmail(shipmentKey, trimmed)
      const settled = await api.settled(seq, PATIENCE_MS)
      if (settled.status === 'sent') setOutcome({ type: 'sent', email: trimmed })
      else if (settled.status === 'waiting') setOutcome({ type: 'queued', email: trimmed })
      else setOutcome({ type: 'refused', message: settled.message })
    } catch {
      setOutcome({ type: 'refused', message: '' })
    }
  }

  return (
    <form className={styles.podForm} onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t`Proof of delivery`}</h3>
      <TextField
        label={t`E-mail`}
        name="podEmail"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className={list.actions}>
        <Button type="submit" busy={outcome.type === 'sending'}>
          {t`Request proof of delivery`}
        </Button>
      </div>
      {outcome.type === 'sent' ? (
        <Notice tone="info">{t`The proof of delivery will be sent to ${outcome.email}.`}</Notice>
      ) : null}
      {outcome.type === 'queued' ? (
        <Notice tone="info">
          {t`You are offline: the request is kept on this device and sent once you are back online.`}
        </Notice>
      ) : null}
      {outcome.type === 'refused' ? (
        <Notice tone="error">
          {t`The proof of delivery could not be requested.`} {outcome.message}
        </Notice>
      ) : null}
    </form>
  )
}
