import { useLingui } from '@lingui/react/macro'
import styles from './density-toggle.module.css'
import { setTableDensity, type TableDensity, useTableDensity } from './table-density'

/**
 * Comfortable or compact rows (issue 22, the desk): two pressed-or-not buttons in the heading row,
 * the choice kept on this device. Hidden on a phone, whose rows are cards either way.
 */
export function DensityToggle() {
  const { t } = useLingui()
  const density = useTableDensity()
  const options: [TableDensity, string][] = [
    ['comfortable', t`Comfortable`],
    ['compact', t`Compact`],
  ]
  return (
    <fieldset className={styles.toggle}>
      <legend className="visually-hidden">{t`Row density`}</legend>
      {options.map(([value, label]) => (
        <button
          key={value}
          type="button"
          className={styles.option}
          aria-pressed={density === value}
          onClick={() => setTableDensity(value)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  )
}
