import { Plural, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { BULK_POD_MAX, type BulkPodOutcome, planBulkPod } from '#domain/shipments/bulk-pod'
import {
  EMPTY_SHIPMENT_FILTER,
  filterIssues,
  type ShipmentQueryFilter,
} from '#domain/shipments/shipment-filter'
import { Button } from '#ui/components/button'
import { DatePicker } from '#ui/components/date-picker'
import { Dialog } from '#ui/components/dialog'
import { Notice } from '#ui/components/notice'
import { TextField } from '#ui/components/text-field'
import { useSubmitChord } from '#ui/keyboard/submit-chord'
import list from '#ui/list/list-page.module.css'
import { useApiErrorText } from './api-error-text'
import styles from './bulk-pod.module.css'
import { BulkPodProgress } from './bulk-pod-progress'
import { BulkPodSummary } from './bulk-pod-summary'
import { type PodScope, useShipmentsApi } from './shipments-api'
import { usePodEmailCheck } from './use-pod-email-check'

export interface BulkPodDialogProps {
  open: boolean
  onClose: () => void
  /** The selected rows' keys; none: a date range of the filter. */
  selected: readonly number[]
  filter: ShipmentQueryFilter
  /** Today in Zurich ('YYYY-MM-DD'): the range's default when the filter names no dates. */
  today: string
  /** The batch queued, so its progress stays in view once the dialog is closed. */
  onQueued: (batch: { id: string; size: number; email: string }) => void
}

type Step =
  | { type: 'form' }
  | { type: 'checking' }
  | { type: 'review'; email: string; outcome: BulkPodOutcome; keptOnly: boolean }
  | { type: 'queued'; batch: string; size: number; email: string }

/**
 * Bulk proof of delivery (issue 23): the address, then a summary of what will be requested and
 * what is skipped and why, then one queued request per shipment as one batch, and its progress.
 */
export function BulkPodDialog({ open, onClose, selected, filter, today, onQueued }: BulkPodDialogProps) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const check = usePodEmailCheck()
  const errorText = useApiErrorText()
  const [step, setStep] = useState<Step>({ type: 'form' })
  const [email, setEmail] = useState('')
  const [emailError, setEmailError] = useState<string | undefined>()
  const [from, setFrom] = useState<string | null>(filter.from ?? today)
  const [to, setTo] = useState<string | null>(filter.to ?? today)
  const [dateErrors, setDateErrors] = useState<{ from?: string; to?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  // Each step's first line takes the focus, so a keyboard or screen-reader user hears where they are.
  const stepStart = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (step.type !== 'form' && step.type !== 'checking') stepStart.current?.focus()
  }, [step.type])

  // Ctrl+Enter, as on the desk's other forms: Check from the form, then Send from the summary.
  const form = useRef<HTMLFormElement>(null)
  const sendButton = useRef<HTMLButtonElement>(null)
  useSubmitChord(form, open && (step.type === 'form' || step.type === 'checking'))
  useSubmitChord(sendButton, open && step.type === 'review')

  const bySelection = selected.length > 0
  const selectedCount = selected.length
  // Plain names, so the catalogs' placeholders are named rather than numbered.
  const size = step.type === 'queued' ? step.size : 0
  const queuedTo = step.type === 'queued' ? step.email : ''
  const close = () => {
    onClose()
    setStep({ type: 'form' })
    setFailure(null)
  }

  const checkDates = (): boolean => {
    if (bySelection) return true
    const issues = filterIssues({ ...EMPTY_SHIPMENT_FILTER, from, to })
    const text = (issue: string | undefined, value: string | null) =>
      value === null || issue === 'invalidDate'
        ? t`Enter a valid date.`
        : issue === 'toBeforeFrom'
          ? t`The to-date is before the from-date.`
          : undefined
    const next = { from: text(issues.from, from), to: text(issues.to, to) }
    setDateErrors(Object.fromEntries(Object.entries(next).filter(([, value]) => value)))
    return !next.from && !next.to
  }

  const review = async (event: FormEvent) => {
    event.preventDefault()
    const problem = check(email)
    setEmailError(problem)
    const datesOk = checkDates()
    if (problem || !datesOk) return
    const address = email.trim()
    const scope: PodScope =
      bySelection || from === null || to === null
        ? { kind: 'selected', keys: selected }
        : { kind: 'range', from, to, filter }
    setFailure(null)
    setStep({ type: 'checking' })
    try {
      const [candidates, requested] = await Promise.all([api.podCandidates(scope), api.podRequestsOfToday()])
      const outcome = planBulkPod(candidates.shipments, address, requested, candidates.total)
      setStep({ type: 'review', email: address, outcome, keptOnly: candidates.keptOnly })
    } catch (error) {
      setFailure(errorText(error, t`The shipments could not be read. Please try again.`))
      setStep({ type: 'form' })
    }
  }

  const send = async (keys: number[], address: string) => {
    setSending(true)
    try {
      const queued = await api.queuePodBatch(keys, address)
      setStep({ type: 'queued', batch: queued.batch, size: keys.length, email: address })
      onQueued({ id: queued.batch, size: keys.length, email: address })
    } catch {
      setFailure(t`The requests could not be stored on this device. Nothing was queued.`)
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog open={open} title={t`Request proofs of delivery`} closeLabel={t`Close`} onClose={close}>
      {step.type === 'form' || step.type === 'checking' ? (
        <form ref={form} className={styles.body} onSubmit={(event) => void review(event)} noValidate>
          <p className={styles.scope}>
            {bySelection ? (
              <Plural
                value={selectedCount}
                one="For the selected shipment."
                other="For the # selected shipments."
              />
            ) : (
              t`For every delivered shipment of these dates that matches the archive's filter, at most ${BULK_POD_MAX}.`
            )}
          </p>
          {bySelection ? null : (
            <div className={styles.dates}>
              <DatePicker
                label={t`From date`}
                name="podFrom"
                value={from}
                error={dateErrors.from}
                onChange={setFrom}
                required
              />
              <DatePicker
                label={t`To date`}
                name="podTo"
                value={to}
                error={dateErrors.to}
                onChange={setTo}
                required
              />
            </div>
          )}
          <TextField
            label={t`E-mail`}
            name="bulkPodEmail"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.target.value)}
          />
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          <div className={list.actions}>
            <Button type="submit" busy={step.type === 'checking'}>{t`Check`}</Button>
            <Button variant="quiet" onClick={close}>{t`Cancel`}</Button>
          </div>
        </form>
      ) : step.type === 'review' ? (
        <div className={styles.body}>
          <BulkPodSummary
            ref={stepStart}
            outcome={step.outcome}
            email={step.email}
            keptOnly={step.keptOnly}
          />
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          <div className={list.actions}>
            {step.outcome.kind === 'plan' && step.outcome.plan.request.length > 0 ? (
              <Button
                ref={sendButton}
                busy={sending}
                onClick={() => {
                  if (step.outcome.kind !== 'plan') return
                  void send(
                    step.outcome.plan.request.map((shipment) => shipment.key),
                    step.email,
                  )
                }}
              >
                {t`Send requests`}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setStep({ type: 'form' })}>{t`Back`}</Button>
          </div>
        </div>
      ) : (
        <div className={styles.body}>
          <p ref={stepStart} tabIndex={-1} className={styles.scope}>
            <Plural
              value={size}
              one={`# request for ${queuedTo} was queued.`}
              other={`# requests for ${queuedTo} were queued.`}
            />
          </p>
          <BulkPodProgress batch={step.batch} size={step.size} />
          <div className={list.actions}>
            <Button onClick={close}>{t`Close`}</Button>
          </div>
        </div>
      )}
    </Dialog>
  )
}
