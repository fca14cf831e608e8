import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Temporal } from 'temporal-polyfill'
import type { Locale } from '#domain/entities/basics'
import type { OrderForm } from '#domain/ordering/order-form'
import { priceRequestOfForm } from '#domain/ordering/order-price'
import { checkPickupAtConfirm } from '#domain/ordering/pickup-check'
import { Button, buttonClass } from '#ui/components/button'
import { Checkbox } from '#ui/components/checkbox'
import { Notice } from '#ui/components/notice'
import { ariaKeyShortcuts } from '#ui/keyboard/aria-keys'
import { useSubmitChord } from '#ui/keyboard/submit-chord'
import { refusalText } from '#ui/messages/price-error-message'
import { OrderSummary } from './order-summary'
import styles from './ordering.module.css'
import { ConfirmPrice } from './price-block'
import { PriceError } from './price-error'
import { type PlacementDeps, type PlacementResult, submitPlacement } from './submit-placement'
import { type GetPrice, usePrice } from './use-price'

export interface ConfirmPageProps {
  loadDraft: () => Promise<OrderForm | null>
  saveDraft: (form: OrderForm) => Promise<void>
  getPrice: GetPrice
  placement: PlacementDeps
  locale: Locale
  /** The waiting order this one corrects ("Correct" in the waiting-changes panel). */
  correct: number | null
  /** Whether the loaded draft passes the order form's rules (draftIsComplete). */
  isComplete: (form: OrderForm) => boolean
  /** The draft does not: back to the form, which marks the first invalid field. */
  onIncomplete: () => void
  onDone: (result: Exclude<PlacementResult, { status: 'refused' }>, form: OrderForm) => void
  now?: () => Temporal.Instant
}

/** Spec section 2 "Order confirm" and section 4 "Order flow". */
export function ConfirmPage(props: ConfirmPageProps) {
  const { t } = useLingui()
  const { loadDraft } = props
  const [form, setForm] = useState<OrderForm | null | undefined>(undefined)
  useEffect(() => {
    loadDraft().then(setForm, () => setForm(null))
  }, [loadDraft])

  if (form === undefined) return <p aria-busy="true">{t`Loading…`}</p>
  if (form !== null && !props.isComplete(form)) return <BackToForm onIncomplete={props.onIncomplete} />
  if (form === null)
    return (
      <section className={styles.page}>
        <h1>{t`Your order`}</h1>
        <Notice tone="info">
          {t`There is no order to confirm.`}{' '}
          <Link to="/order/{-$archivedShipment}">{t`Order a courier`}</Link>
        </Notice>
      </section>
    )
  return <Confirm {...props} form={form} setForm={setForm} />
}

/** Leaves at once; the notice is what a screen reader hears, and what shows if leaving is slow. */
function BackToForm({ onIncomplete }: { onIncomplete: () => void }) {
  const { t } = useLingui()
  useEffect(() => onIncomplete(), [onIncomplete])
  return (
    <section className={styles.page}>
      <h1>{t`Your order`}</h1>
      <Notice tone="error">{t`Some details of this order are missing. Please complete the marked fields.`}</Notice>
    </section>
  )
}

function Confirm({
  form,
  setForm,
  saveDraft,
  getPrice,
  placement,
  locale,
  correct,
  onDone,
  now = Temporal.Now.instant,
}: ConfirmPageProps & { form: OrderForm; setForm: (form: OrderForm) => void }) {
  const { t } = useLingui()
  const request = useMemo(() => priceRequestOfForm(form), [form])
  const price = usePrice(getPrice, request, placement.online)
  const [terms, setTerms] = useState(true)
  const [termsError, setTermsError] = useState(false)
  const [correctedTo, setCorrectedTo] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Ctrl+Enter presses Order, as a click does (a disabled or busy button does nothing).
  const orderButton = useRef<HTMLButtonElement>(null)
  useSubmitChord(orderButton)

  const refused = price.status === 'done' && price.outcome.kind !== 'result' ? price.outcome : null
  const blocked = refused !== null || price.status === 'loading' || price.status === 'idle'

  const submit = async () => {
    if (!terms) {
      setTermsError(true)
      return
    }
    setRefusal(null)
    const check = checkPickupAtConfirm(form, now())
    if (!check.ok) {
      // Spec section 4, step 3: set to now, save the form, say so, and create nothing.
      const corrected = { ...form, date: check.date, time: check.time }
      await saveDraft(corrected)
      setForm(corrected)
      setCorrectedTo(check.shown)
      return
    }
    setBusy(true)
    try {
      const chosen =
        price.status === 'done' && price.outcome.kind === 'result'
          ? { transportTypeId: price.outcome.transportTypeId, priceInclVat: price.outcome.priceInclVat }
          : null
      const result = await submitPlacement(placement, form, { isOffer: false, price: chosen, correct })
      if (result.status === 'refused') setRefusal(result.message)
      else onDone(result, form)
    } catch {
      setRefusal(t`The order could not be stored on this device. Please try again.`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.page}>
      <h1>{t`Your order`}</h1>
      <div className={styles.orderForm}>
        <OrderSummary form={form} />
        {price.status === 'loading' ? <p aria-busy="true">{t`Calculating the price…`}</p> : null}
        {price.status === 'offline' ? (
          <Notice tone="info">
            {price.slow
              ? t`The price could not be fetched right now because the server is not answering. It will be computed when the order is sent.`
              : t`You are offline. The price will be computed when the order is sent.`}
          </Notice>
        ) : null}
        {price.status === 'done' && price.outcome.kind === 'result' ? (
          <ConfirmPrice result={price.outcome} locale={locale} />
        ) : null}
        {refused ? <PriceError outcome={refused} /> : null}
        {correctedTo ? (
          <Notice tone="warning">
            {t`Your requested pickup time is in the past and was automatically corrected to ${correctedTo}. Please confirm again by clicking order`}
          </Notice>
        ) : null}
        {refusal !== null ? (
          <Notice tone="error">
            {t`The order was not accepted:`} {refusalText(refusal) || t`Please check your entries.`}
          </Notice>
        ) : null}
        <Checkbox
          name="terms"
          label={t`I accept the general terms and conditions.`}
          checked={terms}
          error={termsError && !terms ? t`Please accept the terms and conditions.` : undefined}
          onChange={(checked) => {
            setTerms(checked)
            if (checked) setTermsError(false)
          }}
        />
        <div className={styles.actions}>
          <Link to="/order/{-$archivedShipment}" search={{ load: 1 }} className={buttonClass('secondary')}>
            {t`Back`}
          </Link>
          <Button
            ref={orderButton}
            type="button"
            aria-keyshortcuts={ariaKeyShortcuts('submitForm')}
            disabled={blocked && price.status !== 'offline'}
            busy={busy}
            aria-busy={busy}
            onClick={() => void submit()}
          >
            {t`order`}
          </Button>
        </div>
      </div>
    </section>
  )
}
