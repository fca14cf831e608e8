import { useLingui } from '@lingui/react/macro'
import type { Locale } from '#domain/entities/basics'
import { INVOICE_LANGUAGES } from '#domain/profile/profile-form'
import { LabelledField } from '#ui/components/labelled-field'
import field from '#ui/components/text-field.module.css'
import styles from './profile.module.css'

interface InvoiceLanguageSelectProps {
  name: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
}

/** The invoice language (spec section 3: de, fr, it, en), required; a native select for every keyboard. */
export function InvoiceLanguageSelect({ name, value, error, onChange, onBlur }: InvoiceLanguageSelectProps) {
  const { t } = useLingui()
  const names: Record<Locale, string> = { de: t`German`, fr: t`French`, it: t`Italian`, en: t`English` }
  return (
    <LabelledField label={t`Invoice language`} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          className={`${field.input} ${styles.select}`}
          value={value}
          required
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          {value === '' ? <option value="">{t`Please choose`}</option> : null}
          {INVOICE_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {names[code]}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  )
}
