import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { REFERENCE_MAX } from '#domain/changes/shipment-edit'
import { MAX_COLIS } from '#domain/weights'
import { Button } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import { TextField } from '#ui/components/text-field'
import { SETTLE_PATIENCE_MS, useQueuedSubmit } from '#ui/forms/use-queued-submit'
import list from '#ui/list/list-page.module.css'
import { useShipmentsApi } from './shipments-api'

interface ShipmentEditFormProps {
  shipmentKey: number
  reference: string
  numberOfColis: number
  /** Set while an earlier edit of this shipment waits in the outbox. */
  pending: boolean
}

/**
 * The inline edit of an editable active shipment (spec sections 2, 4 and 5): reference optional,
 * colis a whole number from 1. Queued through the outbox, so it also works offline.
 */
export function ShipmentEditForm({ shipmentKey, reference, numberOfColis, pending }: ShipmentEditFormProps) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const [draftReference, setReference] = useState(reference)
  const [draftColis, setColis] = useState(String(numberOfColis))
  const [colisError, setColisError] = useState<string | undefined>()
  const [referenceError, setReferenceError] = useState<string | undefined>()
  const { outcome, run } = useQueuedSubmit<{ colisChanged: boolean }>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const colis = Number(draftColis.trim())
    // A shipment booked with more colis than the form allows may still get a new reference: only a
    // changed count must be within the limit.
    const colisValid =
      draftColis.trim() !== '' &&
      Number.isInteger(colis) &&
      colis >= 1 &&
      (colis <= MAX_COLIS || colis === numberOfColis)
    setColisError(
      draftColis.trim() === ''
        ? t`Please enter the number of colis.`
        : colisValid
          ? undefined
          : t`Enter a whole number from 1 to ${MAX_COLIS}.`,
    )
    const referenceValid = draftReference.length <= REFERENCE_MAX
    setReferenceError(referenceValid ? undefined : t`At most ${REFERENCE_MAX} characters.`)
    if (!colisValid || !referenceValid) return
    await run(
      async () => {
        const { seq } = await api.queueEdit(shipmentKey, {
          reference: draftReference.trim(),
          numberOfColis: colis,
        })
        return api.settled(seq, SETTLE_PATIENCE_MS)
      },
      { colisChanged: colis !== numberOfColis },
    )
  }

  return (
    <form className={list.panel} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t`Reference`}
        name="reference"
        value={draftReference}
        maxLength={REFERENCE_MAX}
        error={referenceError}
        onChange={(event) => setReference(event.target.value)}
      />
      <TextField
        label={t`Number of colis`}
        name="numberOfColis"
        inputMode="numeric"
        required
        value={draftColis}
        error={colisError}
        onChange={(event) => setColis(event.target.value)}
      />
      <div className={list.actions}>
        <Button type="submit" busy={outcome.type === 'working'}>
          {t`Save`}
        </Button>
      </div>
      {pending && outcome.type === 'none' ? (
        <Notice tone="info">{t`A change to this shipment is waiting to be sent.`}</Notice>
      ) : null}
      {outcome.type === 'done' ? (
        <Notice tone="info">
          {outcome.detail.colisChanged
            ? t`The shipment was saved. The number of colis changed: please print the shipping documents again.`
            : t`The shipment was saved.`}
          {outcome.queued
            ? ` ${t`You are offline: the change is kept on this device and sent once you are back online.`}`
            : ''}
        </Notice>
      ) : null}
      {outcome.type === 'refused' ? (
        <Notice tone="error">
          {t`The change could not be saved.`} {outcome.message}
        </Notice>
      ) : null}
    </form>
  )
}
