import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { Button } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import { TextField } from '#ui/components/text-field'
import { SETTLE_PATIENCE_MS, useQueuedSubmit } from '#ui/forms/use-queued-submit'
import list from '#ui/list/list-page.module.css'
import { useShipmentsApi } from './shipments-api'
import { usePodEmailCheck } from './use-pod-email-check'

/**
 * Proof of delivery by e-mail (spec sections 2, 5 and 7): one required, valid address. Queued, so
 * a request made offline is sent once, when the device is back online.
 */
export function PodEmailForm({ shipmentKey }: { shipmentKey: number }) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const { outcome, run } = useQueuedSubmit<{ email: string }>()
  const check = usePodEmailCheck()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = email.trim()
    const problem = check(trimmed)
    setError(problem)
    if (problem) return
    await run(
      async () => api.settled((await api.queuePodEmail(shipmentKey, trimmed)).seq, SETTLE_PATIENCE_MS),
      { email: trimmed },
    )
  }

  return (
    <form className={list.panel} onSubmit={(event) => void submit(event)} noValidate>
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
        <Button type="submit" busy={outcome.type === 'working'}>
          {t`Request proof of delivery`}
        </Button>
      </div>
      {outcome.type === 'done' && !outcome.queued ? (
        <Notice tone="info">{t`The proof of delivery will be sent to ${outcome.detail.email}.`}</Notice>
      ) : null}
      {outcome.type === 'done' && outcome.queued ? (
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
