import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { ColumnName, DashboardLayout, Move, WidgetName } from '#domain/dashboard/layout'
import styles from './dashboard.module.css'
import { SortCard } from './sort-card'

interface SortableColumnsProps {
  layout: DashboardLayout
  titles: Record<WidgetName, string>
  onDrop: (name: WidgetName, column: ColumnName, index: number) => void
  onMove: (name: WidgetName, move: Move) => void
  onToggleHidden: (name: WidgetName) => void
}

const COLUMNS: ColumnName[] = ['listOne', 'listTwo']

/**
 * The two columns in sorting mode, dragged with SortableJS (mouse and touch, between the columns).
 * SortableJS moves DOM nodes itself; React owns them, so a drop is undone in the DOM at once and
 * handed to React as a new layout, which renders the widget in its new place.
 */
export function SortableColumns({ layout, titles, onDrop, onMove, onToggleHidden }: SortableColumnsProps) {
  const { t } = useLingui()
  const lists = useRef<Record<ColumnName, HTMLOListElement | null>>({ listOne: null, listTwo: null })
  const drop = useRef(onDrop)
  drop.current = onDrop
  const root = useRef<HTMLDivElement>(null)
  // A moved card is rendered anew (in another column) or its button turns disabled (at the top or
  // the bottom): the focus follows the card to the same button, else to another of its buttons, so
  // the keyboard user goes on moving it instead of starting again from the top of the page.
  const [moved, setMoved] = useState<{ name: WidgetName; move: Move } | null>(null)
  useEffect(() => {
    if (!moved) return
    const card = root.current?.querySelector(`li[data-widget="${moved.name}"]`)
    const enabled = (selector: string) => card?.querySelector<HTMLButtonElement>(`${selector}:not(:disabled)`)
    ;(enabled(`button[data-move="${moved.move}"]`) ?? enabled('button[data-move]'))?.focus()
    setMoved(null)
  }, [moved])

  useEffect(() => {
    let cancelled = false
    const sortables: { destroy(): void }[] = []
    void import('sortablejs').then(({ default: Sortable }) => {
      if (cancelled) return
      for (const column of COLUMNS) {
        const element = lists.current[column]
        if (!element) continue
        sortables.push(
          Sortable.create(element, {
            group: 'dashboard-widgets',
            animation: 150,
            // Pointer events rather than HTML5 drag and drop: the same code path for mouse, pen
            // and finger, and one that automation can drive.
            forceFallback: true,
            fallbackTolerance: 3,
            filter: 'button, input, label',
            preventOnFilter: false,
            onEnd(event) {
              const { item, from, to, oldIndex, newIndex } = event
              if (oldIndex === undefined || newIndex === undefined) return
              // Put the node back where React rendered it; React then moves it from the new layout.
              to.removeChild(item)
              from.insertBefore(item, from.children[oldIndex] ?? null)
              const name = item.dataset.widget as WidgetName
              const target = (to.dataset.column as ColumnName | undefined) ?? column
              drop.current(name, target, newIndex)
            },
          }),
        )
      }
    })
    return () => {
      cancelled = true
      for (const sortable of sortables) sortable.destroy()
    }
  }, [])

  return (
    <div ref={root} className={styles.columns}>
      {COLUMNS.map((column, columnIndex) => (
        <ol
          key={column}
          ref={(element) => {
            lists.current[column] = element
          }}
          data-column={column}
          className={styles.sortColumn}
          aria-label={columnIndex === 0 ? t`Column 1` : t`Column 2`}
        >
          {layout[column].map((widget, index) => (
            <SortCard
              key={widget.name}
              widget={widget}
              title={titles[widget.name]}
              column={column}
              first={index === 0}
              last={index === layout[column].length - 1}
              onMove={(move) => {
                setMoved({ name: widget.name, move })
                onMove(widget.name, move)
              }}
              onToggleHidden={() => onToggleHidden(widget.name)}
            />
          ))}
        </ol>
      ))}
    </div>
  )
}
