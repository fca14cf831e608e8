import { useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { Button } from '#ui/components/button'
import { ariaKeyShortcuts } from '#ui/keyboard/aria-keys'
import { useShortcutTarget } from '#ui/keyboard/shortcut-targets'
import list from '#ui/list/list-page.module.css'

interface FilterPanelProps {
  open: boolean
  onToggle: () => void
  /** "Reset filter" beside the toggle: the caller says when (a filter applies; closed, or always). */
  showSummaryReset: boolean
  /** "Reset" beside Apply. */
  showFormReset: boolean
  /** Apply: Enter in a field or the button. */
  onSubmit: (event: FormEvent) => void
  onReset: () => void
  /** The fields, in the panel's grid. */
  children: ReactNode
  /** What follows the grid before the buttons (a group of check boxes). */
  after?: ReactNode
  /** A screen whose fields need their own grid or buttons row. */
  /** The address book's denser fields and its actions without a gap above. */
  compact?: boolean
  /** The browser's own validation stays off where the screen shows its messages itself. */
  noValidate?: boolean
}

const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])'

/**
 * A list screen's filter (spec section 2): a toggle that opens the fields, Apply and Reset; Enter
 * applies. The screen keeps its draft and its rules; this holds the shell they share. `/` (the
 * desk's shortcut) opens it if closed and puts the focus in its first field.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { t } = useLingui()
  const panelId = useId()
  const form = useRef<HTMLFormElement>(null)
  // Set by `/` on a closed panel: its first field takes the focus once the fields are rendered.
  const focusWhenOpen = useRef(false)
  const focusFirstField = () => form.current?.querySelector<HTMLElement>(FIELD)?.focus()

  useShortcutTarget('filter', () => {
    if (props.open) {
      focusFirstField()
      return
    }
    focusWhenOpen.current = true
    props.onToggle()
  })

  useEffect(() => {
    if (!props.open || !focusWhenOpen.current) return
    focusWhenOpen.current = false
    focusFirstField()
  })
  return (
    <section className={list.filter} aria-label={t`Filter`}>
      <div className={list.filterSummary}>
        <Button
          variant="quiet"
          aria-expanded={props.open}
          aria-controls={panelId}
          aria-keyshortcuts={ariaKeyShortcuts('filter')}
          onClick={props.onToggle}
        >
          {props.open ? t`Close filter` : t`Open filter`}
        </Button>
        {props.showSummaryReset ? (
          <Button variant="quiet" onClick={props.onReset}>
            {t`Reset filter`}
          </Button>
        ) : null}
      </div>
      {props.open ? (
        <form ref={form} id={panelId} onSubmit={props.onSubmit} noValidate={props.noValidate ?? true}>
          <div className={props.compact ? `${list.filterFields} ${list.narrow}` : list.filterFields}>
            {props.children}
          </div>
          {props.after}
          <div className={props.compact ? `${list.actions} ${list.flush}` : list.actions}>
            <Button type="submit">{t`Apply`}</Button>
            {props.showFormReset ? (
              <Button variant="quiet" onClick={props.onReset}>
                {t`Reset`}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  )
}
