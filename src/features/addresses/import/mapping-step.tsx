import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { type ColumnMapping, IMPORT_FIELDS, type ParsedSheet } from '#domain/address-import/contract'
import { Button } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import field from '#ui/components/text-field.module.css'
import list from '#ui/list/list-page.module.css'
import styles from './import.module.css'
import { useImportWords } from './import-words'
import { assignField, samplesOf } from './mapping-rules'
import { StepHeading } from './step-heading'

interface MappingStepProps {
  sheet: ParsedSheet
  fileName: string
  initial: ColumnMapping
  /** The mapping was the one confirmed last time for these headers. */
  remembered: boolean
  onConfirm: (mapping: ColumnMapping) => void
  onBack: () => void
}

const IGNORE = ''

/** One column: its header, the field it fills and its first cells. */
function ColumnChoice({
  header,
  value,
  samples,
  onChange,
}: {
  header: string
  value: string
  samples: string[]
  onChange: (value: string) => void
}) {
  const { t } = useLingui()
  const words = useImportWords()
  const id = useId()
  const samplesId = useId()
  return (
    <li className={styles.column}>
      <label htmlFor={id} className={field.label}>
        {header || t`(no header)`}
      </label>
      <select
        id={id}
        className={field.input}
        value={value}
        aria-describedby={samples.length > 0 ? samplesId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={IGNORE}>{t`Ignore`}</option>
        {IMPORT_FIELDS.map((name) => (
          <option key={name} value={name}>
            {words.fields[name]}
          </option>
        ))}
      </select>
      {samples.length > 0 ? (
        <p id={samplesId} className={styles.samples}>
          <span className="visually-hidden">{t`For example:`} </span>
          {samples.join(' · ')}
        </p>
      ) : null}
    </li>
  )
}

/**
 * Step 2: which field each column fills, proposed from the headers (or as confirmed last time for
 * the same headers); a field fills one column at most. Confirming remembers it on this device.
 */
export function MappingStep({ sheet, fileName, initial, remembered, onConfirm, onBack }: MappingStepProps) {
  const { t } = useLingui()
  const [mapping, setMapping] = useState<ColumnMapping>(initial)
  const count = sheet.rows.length
  const mapped = mapping.some((name) => name !== null)
  return (
    <section className={styles.step}>
      <StepHeading>{t`Match the columns`}</StepHeading>
      <p className={styles.lead}>
        {t`${fileName}: ${count} rows. Choose the field each column fills; a column you do not need can be ignored.`}
      </p>
      {remembered ? (
        <Notice tone="info">{t`The columns are matched as you confirmed them last time for files like this one.`}</Notice>
      ) : null}
      <ul className={styles.columns}>
        {sheet.headers.map((header, column) => (
          <ColumnChoice
            // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns never move
            key={column}
            header={header}
            value={mapping[column] ?? IGNORE}
            samples={samplesOf(sheet.rows, column)}
            onChange={(value) =>
              setMapping(
                assignField(
                  mapping,
                  column,
                  value === IGNORE ? null : (IMPORT_FIELDS.find((name) => name === value) ?? null),
                ),
              )
            }
          />
        ))}
      </ul>
      {mapped ? null : <Notice tone="warning">{t`Choose a field for at least one column.`}</Notice>}
      <div className={list.actions}>
        <Button onClick={() => onConfirm(mapping)} disabled={!mapped}>{t`Check the rows`}</Button>
        <Button variant="secondary" onClick={onBack}>{t`Choose another file`}</Button>
      </div>
    </section>
  )
}
