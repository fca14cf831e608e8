import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Locale } from '#domain/entities/basics'
import type { PackagingTemplate } from '#domain/entities/packaging-template'
import {
  applyTemplate,
  coliWeights,
  findTemplate,
  resizeColis,
  templateSuggestions,
} from '#domain/ordering/coli-list'
import { formatNumber } from '#i18n/format'
import { TextField } from '#ui/components/text-field'
import { fieldError } from '#ui/forms/field-error'
import type { OrderFormApi } from './order-form-api'
import styles from './ordering.module.css'
import { useOrderValues } from './use-order-values'

interface ColiListProps {
  form: OrderFormApi
  /** Order and offer ask for notes (with the packaging autocomplete); the calculator does not. */
  notes: boolean
  templates: readonly PackagingTemplate[]
  locale: Locale
}

const DIMENSIONS = ['length', 'width', 'height', 'weight'] as const

/** Spec section 5, "Colis": the count, and per coli its dimensions, weight and (order) notes. */
export function ColiList({ form, notes, templates, locale }: ColiListProps) {
  const { t } = useLingui()
  const { size } = useOrderValues(form, (values) => ({ size: values.colis.colis.length }))
  const dimensionLabels = {
    length: t`Length (cm)`,
    width: t`Width (cm)`,
    height: t`Height (cm)`,
    weight: t`Weight (kg)`,
  }
  return (
    <div className={styles.colis}>
      <form.Field name="colis.count">
        {(field) => (
          <div className={styles.count}>
            <TextField
              name="colis.count"
              label={t`Number of colis`}
              inputMode="numeric"
              required
              value={field.state.value}
              error={fieldError(field)}
              onChange={(event) => field.handleChange(event.target.value)}
              // The list is rebuilt when the user leaves the count, not while typing '1' of '12'.
              onBlur={() => {
                const next = resizeColis(form.state.values.colis, field.state.value)
                form.setFieldValue('colis', next)
                field.handleBlur()
              }}
            />
          </div>
        )}
      </form.Field>
      <ol className={styles.coliList}>
        {Array.from({ length: size }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a coli is its position in the list
          <li key={index} className={styles.coli}>
            <fieldset>
              <legend>{t`Coli ${index + 1}`}</legend>
              {notes ? <ColiNotes form={form} index={index} templates={templates} /> : null}
              <div className={styles.dimensions}>
                {DIMENSIONS.map((dimension) => (
                  <form.AppField key={dimension} name={`colis.colis[${index}].${dimension}`}>
                    {(field) => (
                      <field.TextField
                        label={dimensionLabels[dimension]}
                        aria-label={`${t`Coli ${index + 1}`}: ${dimensionLabels[dimension]}`}
                        inputMode="decimal"
                        required
                      />
                    )}
                  </form.AppField>
                ))}
              </div>
              <ColiWeights form={form} index={index} locale={locale} />
            </fieldset>
          </li>
        ))}
      </ol>
    </div>
  )
}

function ColiWeights({ form, index, locale }: { form: OrderFormApi; index: number; locale: Locale }) {
  const { t } = useLingui()
  const weights = useOrderValues(form, (values) => {
    const coli = values.colis.colis[index]
    return { weights: coli ? coliWeights(coli) : null }
  }).weights
  if (!weights) return null
  const volumetric = formatNumber(weights.volumetric, locale, 2)
  const chargeable = formatNumber(weights.chargeable, locale, 2)
  return (
    <p className={styles.weights} aria-live="polite">
      {t`Volumetric weight ${volumetric} kg · chargeable weight ${chargeable} kg`}
    </p>
  )
}

function ColiNotes({
  form,
  index,
  templates,
}: {
  form: OrderFormApi
  index: number
  templates: readonly PackagingTemplate[]
}) {
  const { t } = useLingui()
  const listId = useId()
  return (
    <form.Field name={`colis.colis[${index}].notes`}>
      {(field) => {
        const suggestions = templateSuggestions(templates, field.state.value)
        return (
          <>
            <TextField
              name={`colis.colis[${index}].notes`}
              label={t`Contents / packaging`}
              aria-label={`${t`Coli ${index + 1}`}: ${t`Contents / packaging`}`}
              list={suggestions.length > 0 ? listId : undefined}
              autoComplete="off"
              required
              value={field.state.value}
              error={fieldError(field)}
              onChange={(event) => {
                const text = event.target.value
                field.handleChange(text)
                // Picking a suggestion puts its exact label here: fill the empty dimensions from it.
                const template = findTemplate(templates, text)
                const coli = form.state.values.colis.colis[index]
                if (template && coli) {
                  const filled = applyTemplate({ ...coli, notes: text }, template)
                  for (const key of ['length', 'width', 'height'] as const) {
                    if (filled[key] !== coli[key])
                      form.setFieldValue(`colis.colis[${index}].${key}`, filled[key])
                  }
                }
              }}
              onBlur={field.handleBlur}
            />
            <datalist id={listId}>
              {suggestions.map((template) => (
                <option key={template.id} value={template.label} />
              ))}
            </datalist>
          </>
        )
      }}
    </form.Field>
  )
}
