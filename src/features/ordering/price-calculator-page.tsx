import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import type { Locale } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'
import type { PackagingTemplate } from '#domain/entities/packaging-template'
import type { PriceRequest } from '#domain/entities/price-request'
import { withCalculatorPlace } from '#domain/ordering/calculator-order'
import { emptyOrderForm, type OrderForm } from '#domain/ordering/order-form'
import { priceCalculatorSchema } from '#domain/ordering/order-form-schema'
import { withDefaultPickup } from '#domain/ordering/order-prefill'
import { priceRequestOfForm } from '#domain/ordering/order-price'
import { Button } from '#ui/components/button'
import { LocationPicker } from '#ui/components/location-picker'
import { Notice } from '#ui/components/notice'
import { fieldError } from '#ui/forms/field-error'
import { SchemaForm } from '#ui/forms/schema-form'
import { useSchemaForm } from '#ui/forms/use-schema-form'
import { ColiList } from './coli-list'
import type { OrderFormApi } from './order-form-api'
import styles from './ordering.module.css'
import { PickupFields } from './pickup-fields'
import { CalculatorPrice } from './price-block'
import { PriceError } from './price-error'
import { useDraftSaver } from './use-draft-saver'
import { type GetPrice, usePrice } from './use-price'

export interface PriceCalculatorProps {
  loadDraft: () => Promise<OrderForm | null>
  /** Merges the calculator's keys into the order draft (spec section 2: values saved into it). */
  saveDraft: (form: OrderForm) => Promise<void>
  getPrice: GetPrice
  searchLocations: (text: string, signal: AbortSignal) => Promise<Location[]>
  templates: readonly PackagingTemplate[]
  locale: Locale
  tariffsUrl: string
  online: () => boolean
  /** 'order' after a result: on to the order form with the draft. */
  onOrder: () => void
  now?: () => Temporal.Instant
}

/** Spec section 2, "Price calculator". */
export function PriceCalculatorPage(props: PriceCalculatorProps) {
  const { t } = useLingui()
  const { loadDraft, now = Temporal.Now.instant } = props
  const [initial, setInitial] = useState<OrderForm | null>(null)
  useEffect(() => {
    const open = (draft: OrderForm | null) => setInitial(withDefaultPickup(draft ?? emptyOrderForm(), now()))
    loadDraft().then(open, () => open(null))
  }, [loadDraft, now])
  return (
    <section className={styles.page}>
      <h1>{t`Price calculator`}</h1>
      {initial ? <Calculator {...props} initial={initial} /> : <p aria-busy="true">{t`Loading…`}</p>}
    </section>
  )
}

function Calculator({
  initial,
  saveDraft,
  getPrice,
  searchLocations,
  templates,
  locale,
  tariffsUrl,
  online,
  onOrder,
  now = Temporal.Now.instant,
}: PriceCalculatorProps & { initial: OrderForm }) {
  const { t } = useLingui()
  const schema = useMemo(() => priceCalculatorSchema({ now }), [now])
  const [request, setRequest] = useState<PriceRequest | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const drafts = useDraftSaver(saveDraft)
  const price = usePrice(getPrice, request, online)
  const form: OrderFormApi = useSchemaForm({
    schema,
    defaultValues: initial,
    onSubmit: (values) => {
      setSubmitted(true)
      setRequest(priceRequestOfForm(values))
      // Pressed again with the same values (after an offline failure), the look-up runs anew.
      price.retry()
    },
  })

  // Every change goes into the draft; after the first submit, a valid form is priced again.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const subscription = form.store.subscribe(() => {
      const values = form.state.values
      drafts.schedule(values)
      if (!submitted) return
      clearTimeout(timer)
      timer = setTimeout(() => {
        setRequest(v.is(schema, values) ? priceRequestOfForm(values) : null)
      }, 400)
    })
    return () => {
      clearTimeout(timer)
      subscription.unsubscribe()
    }
  }, [form, drafts, submitted, schema])

  const result = price.status === 'done' && price.outcome.kind === 'result' ? price.outcome : null
  const refused = price.status === 'done' && price.outcome.kind !== 'result' ? price.outcome : null

  return (
    <SchemaForm form={form} className={styles.orderForm}>
      <div className={styles.blocks}>
        {(['sender', 'receiver'] as const).map((block) => (
          <form.Field key={block} name={`${block}.locationId`}>
            {(field) => (
              <LocationPicker
                label={block === 'sender' ? t`From` : t`To`}
                value={
                  field.state.value === null
                    ? null
                    : {
                        id: field.state.value,
                        label: `${form.getFieldValue(`${block}.zip`)} ${form.getFieldValue(`${block}.location`)}`,
                      }
                }
                error={fieldError(field)}
                search={searchLocations}
                onChange={(location) => {
                  const next = withCalculatorPlace(initial[block], location)
                  // The block takes the rest; the place goes through its field, whose rule runs now.
                  form.setFieldValue(block, { ...next, locationId: field.state.value })
                  field.handleChange(next.locationId)
                  field.handleBlur()
                }}
              />
            )}
          </form.Field>
        ))}
      </div>
      <PickupFields form={form} />
      <ColiList form={form} notes={false} templates={templates} locale={locale} />
      {price.status === 'offline' ? (
        <Notice tone="warning">
          {price.slow
            ? t`The server is not answering right now, so the price could not be calculated. Your entries are kept; please try again in a moment.`
            : t`Price calculation needs a connection to the network. Your entries are kept; try again once you are online.`}
        </Notice>
      ) : null}
      {price.status === 'loading' ? <p aria-busy="true">{t`Calculating the price…`}</p> : null}
      {result ? <CalculatorPrice result={result} locale={locale} tariffsUrl={tariffsUrl} /> : null}
      {refused ? <PriceError outcome={refused} /> : null}
      <div className={styles.actions}>
        {result ? (
          <Button
            type="button"
            onClick={() => {
              void drafts.flush().then(onOrder)
            }}
          >
            {t`order`}
          </Button>
        ) : (
          <Button type="submit" disabled={refused !== null || price.status === 'loading'}>
            {t`Calculate price`}
          </Button>
        )}
      </div>
    </SchemaForm>
  )
}
