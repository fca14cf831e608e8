import { useLingui } from '@lingui/react/macro'
import type { ColumnName, Move, PlacedWidget } from '#domain/dashboard/layout'
import styles from './dashboard.module.css'

interface SortCardProps {
  widget: PlacedWidget
  title: string
  column: ColumnName
  first: boolean
  last: boolean
  onMove: (move: Move) => void
  onToggleHidden: () => void
}

/**
 * A widget in sorting mode: dragged by its card (mouse or finger), or moved with its buttons, the
 * keyboard's way to do the same; a switch hides it in normal mode.
 */
export function SortCard({ widget, title, column, first, last, onMove, onToggleHidden }: SortCardProps) {
  const { t } = useLingui()
  return (
    <li className={widget.hidden ? styles.sortCardHidden : styles.sortCard} data-widget={widget.name}>
      <span className={styles.dragHandle} aria-hidden="true">
        ⠿
      </span>
      <strong className={styles.sortTitle}>{title}</strong>
      <label className={styles.hideSwitch}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={!widget.hidden}
          checked={!widget.hidden}
          onChange={onToggleHidden}
        />
        <span>{widget.hidden ? t`Hidden` : t`Shown`}</span>
        <span className="visually-hidden"> {title}</span>
      </label>
      <span className={styles.moveButtons}>
        <button type="button" data-move="up" disabled={first} onClick={() => onMove('up')}>
          {t`Move up`}
          <span className="visually-hidden"> {title}</span>
        </button>
        <button type="button" data-move="down" disabled={last} onClick={() => onMove('down')}>
          {t`Move down`}
          <span className="visually-hidden"> {title}</span>
        </button>
        <button type="button" data-move="otherColumn" onClick={() => onMove('otherColumn')}>
          {column === 'listOne' ? t`To column 2` : t`To column 1`}
          <span className="visually-hidden"> {title}</span>
        </button>
      </span>
    </li>
  )
}
