import { useLingui } from '@lingui/react/macro'
import { memo, useEffect, useRef } from 'react'
import styles from './palette.module.css'
import type { PaletteEntry, PaletteKind } from './palette-entry'

/** The id of a result's option, which the combobox names as its active descendant. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`

export interface PaletteResultsProps {
  id: string
  label: string
  results: readonly PaletteEntry[]
  active: number
  /** Shown when there are no results. */
  empty: string
  onRun: (entry: PaletteEntry) => void
  onPoint: (index: number) => void
}

/**
 * The results as the WAI-ARIA combobox pattern's listbox: the field keeps the focus and points at
 * the active option with aria-activedescendant. A hand-made list instead of React Aria's Menu,
 * whose collection is built by rendering every item twice: at 30 rich results that cost about
 * 20 ms a keystroke, more than a frame (issue 22's target). Each option is memoised, so a
 * keystroke renders only the options whose entry or active state changed.
 */
export function PaletteResults({ id, label, results, active, empty, onRun, onPoint }: PaletteResultsProps) {
  const { t } = useLingui()
  const kinds: Record<PaletteKind, string> = {
    screen: t`Screen`,
    action: t`Action`,
    shipment: t`Shipment`,
    address: t`Address`,
    standingOrder: t`Standing order`,
  }
  if (results.length === 0) {
    return (
      <div className={styles.results}>
        {/* The listbox stays, so the combobox's aria-controls always names an element. */}
        <div id={id} role="listbox" aria-label={label} />
        <p className={styles.empty}>{empty}</p>
      </div>
    )
  }
  return (
    <div id={id} role="listbox" aria-label={label} className={styles.results}>
      {results.map((entry, index) => (
        <PaletteOption
          key={entry.id}
          id={optionId(id, index)}
          index={index}
          entry={entry}
          kind={kinds[entry.kind]}
          active={index === active}
          onRun={onRun}
          onPoint={onPoint}
        />
      ))}
    </div>
  )
}

interface PaletteOptionProps {
  id: string
  index: number
  entry: PaletteEntry
  /** The entry's kind in words, worked out once per list, not once per option and keystroke. */
  kind: string
  active: boolean
  onRun: (entry: PaletteEntry) => void
  onPoint: (index: number) => void
}

const PaletteOption = memo(function PaletteOption({
  id,
  index,
  entry,
  kind,
  active,
  onRun,
  onPoint,
}: PaletteOptionProps) {
  const { t } = useLingui()
  const option = useRef<HTMLDivElement>(null)
  const mounted = useRef(false)
  // An option that becomes active by the arrows comes into view; a newly typed list starts at the
  // top anyway, and measuring it there would cost the keystroke a forced layout.
  useEffect(() => {
    if (active && mounted.current) option.current?.scrollIntoView({ block: 'nearest' })
    mounted.current = true
  }, [active])
  return (
    // The field keeps the focus (aria-activedescendant): a click runs the option, the arrows live on the field.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field handles the keys for every option
    <div
      ref={option}
      id={id}
      tabIndex={-1}
      role="option"
      aria-selected={active}
      data-key={entry.id}
      data-focused={active ? '' : undefined}
      className={styles.item}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onRun(entry)}
      onMouseMove={() => {
        if (!active) onPoint(index)
      }}
    >
      <span className={styles.kind} data-kind={entry.kind} aria-hidden="true">
        {kind}
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{entry.title}</span>
        <span className={styles.detail}>
          <span className="visually-hidden">{`${kind}, `}</span>
          {entry.detail ? <span>{entry.detail}</span> : null}
          {entry.needsNetwork ? <span className={styles.offline}>{t`Needs the network`}</span> : null}
        </span>
      </span>
      {entry.shortcut ? <kbd className={styles.keys}>{entry.shortcut}</kbd> : null}
    </div>
  )
})
