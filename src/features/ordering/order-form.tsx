import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@tanstack/react-form'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { Temporal } from 'temporal-polyfill'
import type { Locale } from '#domain/entities/basics'
import type { Organization } from '#domain/entities/organization'
import type { PackagingTemplate } from '#domain/entities/packaging-template'
import { NOTES_MAX, notesLeft } from '#domain/limits'
import { resizeColis } from '#domain/ordering/coli-list'
import type { OrderForm } from '#domain/ordering/order-form'
import { invoiceMailShown, orderFormSchema } from '#domain/ordering/order-form-schema'
import { referenceMessage } from '#domain/ordering/reference-message'
import { Button } from '#ui/components/button'
import { Checkbox } from '#ui/components/checkbox'
import { Notice } from '#ui/components/notice'
import { RadioGroup } from '#ui/components/radio-group'
import { TextField } from '#ui/components/text-field'
import { fieldError } from '#ui/forms/field-error'
import { SchemaForm } from '#ui/forms/schema-form'
import { useSchemaForm } from '#ui/forms/use-schema-form'
import { ariaKeyShortcuts } from '#ui/keyboard/aria-keys'
import { AddressBlock, type AddressBlockServices } from './address-block'
import { ColiList } from './coli-list'
import type { OrderFormApi } from './order-form-api'
import styles from './ordering.module.css'
import { PickupFields } from './pickup-fields'
import { scrollToInvalid } from './scroll-to-invalid'
import { useOrderValues } from './use-order-values'

export interface OrderFormProps {
  kind: 'order' | 'offer'
  initial: OrderForm
  organization: Organization
  locale: Locale
  templates: readonly PackagingTemplate[]
  blocks: AddressBlockServices
  /** The provider's terms on the public website. */
  termsUrl: string
  /** Every change, for the draft. */
  onChange: (values: OrderForm) => void
  onSubmit: (values: OrderForm) => void | Promise<void>
  submitLabel: string
  /** A failure of the submit itself (the offer's create), shown above the button. */
  failure?: ReactNode
  /** Reopened by confirm with an incomplete draft: check it at once and mark the first invalid field. */
  checkOnOpen?: boolean
}

/** Spec section 2, "Order form" and "Offer (quote) form": one layout, one set of rules. */
export function OrderFormView(props: OrderFormProps) {
  const { kind, initial, organization, locale, templates, blocks, termsUrl, onChange, onSubmit } = props
  const { t } = useLingui()
  const schema = useMemo(
    () => orderFormSchema({ organization, now: () => Temporal.Now.instant(), notes: true }),
    [organization],
  )
  const form: OrderFormApi = useSchemaForm({ schema, defaultValues: initial, onSubmit })
  const [invalidSubmit, setInvalidSubmit] = useState(false)
  const busy = useSelector(form.store, (state) => state.isSubmitting)

  useEffect(() => {
    const subscription = form.store.subscribe(() => onChange(form.state.values))
    return () => subscription.unsubscribe()
  }, [form, onChange])

  const labels = { 'colis.count': t`Number of colis` }
  return (
    <SchemaForm
      form={form}
      labels={labels}
      className={styles.orderForm}
      aria-label={kind === 'order' ? t`Order` : t`Request a quote`}
      submitOnMount={props.checkOnOpen ?? false}
      submitShortcut
      onInvalidSubmit={(control) => {
        setInvalidSubmit(true)
        scrollToInvalid(control)
      }}
      onSubmitCapture={() => {
        // The coli list follows the count before the rules run, also when Enter was pressed in it.
        const { colis } = form.state.values
        const rebuilt = resizeColis(colis, colis.count)
        if (rebuilt.colis.length !== colis.colis.length || rebuilt.count !== colis.count) {
          form.setFieldValue('colis', rebuilt)
        }
        setInvalidSubmit(false)
      }}
    >
      {invalidSubmit ? <Notice tone="error">{t`Please correct the marked fields.`}</Notice> : null}
      <section className={styles.section} aria-labelledby="order-pickup">
        <h2 id="order-pickup">{t`Pickup`}</h2>
        <PickupFields form={form} />
        <EmailFields form={form} />
      </section>
      <section className={styles.section} aria-labelledby="order-colis">
        <h2 id="order-colis">{t`Colis`}</h2>
        <ColiList form={form} notes templates={templates} locale={locale} />
      </section>
      <div className={styles.blocks}>
        <AddressBlock form={form} block="sender" title={t`Pickup address`} selectable {...blocks} />
        <AddressBlock form={form} block="receiver" title={t`Delivery address`} selectable {...blocks} />
      </div>
      <InvoiceSection form={form} organization={organization} locale={locale} blocks={blocks} />
      <section className={styles.section} aria-labelledby="order-notes">
        <h2 id="order-notes">{t`Notes`}</h2>
        <NotesField form={form} />
        <p className={styles.disclaimer}>
          {t`Our general terms and conditions apply to every order.`}{' '}
          <a href={termsUrl} target="_blank" rel="noreferrer">
            {t`General terms and conditions`}
          </a>
        </p>
      </section>
      {props.failure}
      <div className={styles.actions}>
        <Button type="submit" busy={busy} aria-keyshortcuts={ariaKeyShortcuts('submitForm')}>
          {props.submitLabel}
        </Button>
      </div>
    </SchemaForm>
  )
}

function EmailFields({ form }: { form: OrderFormApi }) {
  const { t } = useLingui()
  const { sync } = useOrderValues(form, (values) => ({ sync: values.syncEmailLetter }))
  return (
    <div className={styles.emails}>
      <form.Field name="emailClient">
        {(field) => (
          <TextField
            name="emailClient"
            type="email"
            autoComplete="email"
            label={t`Your e-mail address`}
            required
            value={field.state.value}
            error={fieldError(field)}
            onChange={(event) => {
              field.handleChange(event.target.value)
              // While sync is on, the letter e-mail mirrors the client e-mail (spec section 2).
              if (form.state.values.syncEmailLetter) form.setFieldValue('emailLetter', event.target.value)
            }}
            onBlur={field.handleBlur}
          />
        )}
      </form.Field>
      <form.Field name="syncEmailLetter">
        {(field) => (
          <Checkbox
            name="syncEmailLetter"
            label={t`Send the delivery note to the same address`}
            checked={field.state.value}
            onChange={(checked) => {
              field.handleChange(checked)
              if (checked) form.setFieldValue('emailLetter', form.state.values.emailClient)
            }}
          />
        )}
      </form.Field>
      <form.AppField name="emailLetter">
        {(field) => (
          <field.TextField
            type="email"
            label={t`E-mail address for the delivery note`}
            required
            disabled={sync}
          />
        )}
      </form.AppField>
    </div>
  )
}

function InvoiceSection({
  form,
  organization,
  locale,
  blocks,
}: {
  form: OrderFormApi
  organization: Organization
  locale: Locale
  blocks: AddressBlockServices
}) {
  const { t } = useLingui()
  const { invoiceType } = useOrderValues(form, (values) => ({ invoiceType: values.invoiceType }))
  const showMail = invoiceMailShown({ invoiceType }, organization)
  const ownMessage = referenceMessage(organization, locale)
  return (
    <section className={styles.section} aria-labelledby="order-invoice">
      <h2 id="order-invoice">{t`Invoice`}</h2>
      <form.Field name="invoiceReference">
        {(field) => {
          const error = fieldError(field)
          return (
            <TextField
              name="invoiceReference"
              label={t`Reference`}
              required={organization.is_reference_required}
              value={field.state.value}
              // The organization words its own message for a missing reference (spec section 5).
              error={error && ownMessage && field.state.meta.errors.length > 0 ? ownMessage : error}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
            />
          )
        }}
      </form.Field>
      {organization.change_invoice_type_allowed ? (
        <form.Field name="invoiceType">
          {(field) => (
            <RadioGroup
              name="invoiceType"
              label={t`Invoice type`}
              orientation="horizontal"
              options={[
                { value: 'monthly', label: t`Monthly collective invoice` },
                { value: 'single', label: t`Single invoice per order` },
              ]}
              value={field.state.value}
              error={fieldError(field)}
              onChange={(value) => field.handleChange(value)}
            />
          )}
        </form.Field>
      ) : null}
      {showMail ? (
        <form.AppField name="invoiceMail">
          {(field) => <field.TextField type="email" label={t`E-mail address for the invoice`} required />}
        </form.AppField>
      ) : null}
      <AddressBlock
        form={form}
        block="invoiceAddress"
        title={t`Invoice address`}
        selectable={organization.select_or_create_invoice_address_allowed}
        {...blocks}
      />
    </section>
  )
}

function NotesField({ form }: { form: OrderFormApi }) {
  const { t } = useLingui()
  return (
    <form.Field name="notes">
      {(field) => {
        const left = Math.max(0, notesLeft(field.state.value))
        const error = fieldError(field)
        return (
          <div className={styles.notes}>
            <label htmlFor="order-notes-field">{t`Notes for the courier`}</label>
            <textarea
              id="order-notes-field"
              name="notes"
              rows={4}
              // Pasting more is cut at the limit (spec section 5: at most 2000 characters).
              maxLength={NOTES_MAX}
              value={field.state.value}
              aria-invalid={error ? true : undefined}
              aria-describedby="order-notes-left"
              onChange={(event) => field.handleChange(event.target.value.slice(0, NOTES_MAX))}
              onBlur={field.handleBlur}
            />
            <span id="order-notes-left" className={styles.counter} aria-live="polite">
              {t`${left} characters left`}
            </span>
            {error ? <span className={styles.error}>{error}</span> : null}
          </div>
        )
      }}
    </form.Field>
  )
}
