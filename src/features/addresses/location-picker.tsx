import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { isApiError } from '#api/errors'
import type { Location } from '#domain/entities/location'
import field from '#ui/components/text-field.module.css'
import styles from './location-picker.module.css'

interface LocationPickerProps {
  label: string
  value: { id: number; label: string } | null
  error?: string | undefined
  search: (text: string, signal: AbortSignal) => Promise<Location[]>
  onChange: (location: Location | null) => void
  /** Shown but not changeable (a locked standard billing address). */
  readOnly?: boolean
}

const DEBOUNCE_MS = 200

/** A combobox over /zips: typing searches (a newer search cancels the older), arrows and Enter pick. */
export function LocationPicker({
  label,
  value,
  error,
  search,
  onChange,
  readOnly = false,
}: LocationPickerProps) {
  const { t } = useLingui()
  const id = useId()
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const [text, setText] = useState(value?.label ?? '')
  const [options, setOptions] = useState<Location[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [failed, setFailed] = useState(false)
  const controller = useRef<AbortController | null>(null)

  // Only a chosen place is copied in: the parent clearing the value as the user edits it must not
  // wipe what they are typing.
  const chosen = value?.label
  useEffect(() => {
    if (chosen !== undefined) setText(chosen)
  }, [chosen])

  useEffect(() => {
    if (!open || text.trim().length < 1 || text === value?.label) return
    const timer = window.setTimeout(() => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      search(text, current.signal)
        .then((found) => {
          // An answer that arrives after a newer search started belongs to text no longer shown.
          if (current.signal.aborted) return
          setOptions(found)
          setActive(found.length > 0 ? 0 : -1)
          setFailed(false)
        })
        .catch((reason: unknown) => {
          if (current.signal.aborted || (isApiError(reason) && reason.kind === 'aborted')) return
          setOptions([])
          setFailed(true)
        })
    }, DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text, open, search, value?.label])

  const pick = (option: Location) => {
    onChange(option)
    setText(option.label)
    setOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (readOnly) return
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      setActive((index) => Math.min(options.length - 1, index + 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => Math.max(0, index - 1))
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault()
      pick(options[active])
    } else if (event.key === 'Escape') {
      setOpen(false)
    }
  }

  const describedBy = [error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <input
        id={id}
        className={field.input}
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        readOnly={readOnly}
        placeholder={t`Zip or place`}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          if (value) onChange(null)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
      />
      {open && options.length > 0 ? (
        <div id={listId} role="listbox" className={styles.list} aria-label={label}>
          {options.map((option, index) => (
            <div
              key={option.id}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={index === active ? styles.active : undefined}
              onMouseDown={(event) => {
                event.preventDefault()
                pick(option)
              }}
            >
              <span className="tabular">{option.code}</span> {option.name}
              {option.is_active ? null : <span className={styles.inactive}> · {t`P.O. box`}</span>}
            </div>
          ))}
        </div>
      ) : null}
      {failed ? (
        <span
          className={styles.hint}
        >{t`Places could not be searched. Check your connection and try again.`}</span>
      ) : null}
      {error ? (
        <span id={errorId} className={field.error}>
          {error}
        </span>
      ) : null}
    </div>
  )
}
