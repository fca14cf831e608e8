import { useLingui } from '@lingui/react/macro'
import { Label, Radio, RadioGroup } from 'react-aria-components'
import { START_CELLS, type StartCell } from '#domain/printing/print-profile'
import { AriaLocale } from '#ui/components/aria-locale'
import field from '#ui/components/text-field.module.css'
import styles from './print-dialog.module.css'

/**
 * The four-up sheet as a small picture: the cell the first label goes to is chosen, the cells
 * before it are shown as used. A radio group, so arrows move the start as on any radio.
 */
export function StartCellPicker({
  value,
  onChange,
}: {
  value: StartCell
  onChange: (cell: StartCell) => void
}) {
  const { t } = useLingui()
  const names: Record<StartCell, string> = {
    1: t`1, top left`,
    2: t`2, top right`,
    3: t`3, bottom left`,
    4: t`4, bottom right`,
  }
  return (
    <AriaLocale>
      <RadioGroup
        className={styles.start}
        value={String(value)}
        onChange={(next) => onChange(Number(next) as StartCell)}
        orientation="horizontal"
      >
        <Label className={field.label}>{t`First free label on the sheet`}</Label>
        <div className={styles.sheet}>
          {START_CELLS.map((cell) => (
            <Radio
              key={cell}
              value={String(cell)}
              aria-label={names[cell]}
              className={styles.cell}
              data-used={cell < value ? '' : undefined}
            >
              <span aria-hidden="true">{cell}</span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </AriaLocale>
  )
}
