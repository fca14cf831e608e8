import { useLingui } from '@lingui/react/macro'
import {
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import {
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  FieldError,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  ListLayout,
  Popover,
  Virtualizer,
} from 'react-aria-components'
import { useKeystrokeWork } from '#ui/keystroke-work'
import { AriaLocale } from './aria-locale'
import styles from './combobox.module.css'
import { FieldDescription } from './field-description'
import { fieldState } from './field-state'
import field from './text-field.module.css'
import { type OptionSearch, useOptionSearch } from './use-option-search'

/** The option a form holds as chosen: its key and the text the field shows for it. */
export interface ChosenOption {
  key: Key
  label: string
}

export interface ComboBoxProps<T> {
  label: string
  value: ChosenOption | null
  /** Called with the typed text after a pause; a newer text aborts the signal of the older search. */
  search: OptionSearch<T>
  /**
   * At most `count` options are listed; with more found, `description` says so (under the field).
   * A search may answer one more than `count` for it to know.
   */
  limit?: { count: number; description: string } | undefined
  /**
   * What `search` looks in, when it can change under the user: text typed before the options came
   * (the address book still loading) is searched again once they are there.
   */
  source?: unknown
  getKey: (item: T) => Key
  /** The text of an option: what the field shows once it is chosen, and what assistive tech reads. */
  getLabel: (item: T) => string
  /** How an option looks in the list; its label by default. */
  renderOption?: (item: T) => ReactNode
  /** Called with the chosen option, and with null as soon as the user edits a chosen one. */
  onChange: (item: T | null) => void
  error?: string | undefined
  description?: string | undefined
  placeholder?: string | undefined
  /** What to say when a search failed, from its reason (for instance "needs the network" offline). */
  describeFailure?: ((reason: unknown) => string) | undefined
  readOnly?: boolean
  disabled?: boolean
  required?: boolean
  name?: string | undefined
  debounceMs?: number
  /** The height of every option in px (the list is virtualised on it); a two-line option needs more. */
  optionHeight?: number
  /** For a benchmark: each keystroke's work to its options, as this performance measure. */
  workMeasure?: string
}

const DEBOUNCE_MS = 200
const OPTION_HEIGHT = 44

/**
 * A combobox over an asynchronous search: typing searches (debounced, a newer search cancels the
 * older), arrows move, Enter picks, Escape closes. The list is virtualised, so it holds thousands of
 * options (the saved-address selector) as lightly as ten.
 */
export function ComboBox<T>({
  label,
  value,
  search,
  limit,
  source,
  getKey,
  getLabel,
  renderOption,
  onChange,
  error,
  description,
  placeholder,
  describeFailure,
  readOnly = false,
  disabled = false,
  required = false,
  name,
  debounceMs = DEBOUNCE_MS,
  optionHeight = OPTION_HEIGHT,
  workMeasure,
}: ComboBoxProps<T>) {
  const { t } = useLingui()
  const hintId = useId()
  const [text, setText] = useState(value?.label ?? '')
  const { answer, searching, searchFor, stop } = useOptionSearch(search, debounceMs, source)
  const shown = limit?.count
  const items = useMemo(
    () => (shown !== undefined && answer.items.length > shown ? answer.items.slice(0, shown) : answer.items),
    [answer.items, shown],
  )
  // Said in the hint, which the field names as its own (aria-describedby below): a description that
  // appeared only once the list was open was never linked to the field, so no screen reader read it.
  const limited = limit !== undefined && answer.items.length > limit.count ? limit.description : null
  // The user is typing in the field: answers may open the list (not after they left it).
  const engaged = useRef(false)
  const typed = useKeystrokeWork(workMeasure ?? '', items)

  // Only a chosen option is copied in: the parent clearing the value as the user edits it must not
  // wipe what they are typing.
  const chosen = value?.label
  useEffect(() => {
    if (chosen !== undefined) setText(chosen)
  }, [chosen])

  const onInputChange = (next: string) => {
    setText(next)
    // React Aria puts the chosen option's text back (Escape, blur): that is no edit.
    if (value && next === value.label) return
    engaged.current = true
    if (workMeasure) typed()
    searchFor(next)
    if (value) onChange(null)
  }

  const onSelect = (key: Key | null) => {
    // Null or the same key: React Aria confirming what is there (blur, Escape, Enter on a closed
    // list). The typed text stays, and the parent already knows whether a option is chosen.
    if (key === null || key === value?.key) return
    const item = items.find((option) => getKey(option) === key)
    if (item === undefined) return
    engaged.current = false
    stop()
    setText(getLabel(item))
    onChange(item)
  }

  const failure = answer.failure
    ? (describeFailure?.(answer.failure.reason) ??
      t`The search did not work. Check your connection and try again.`)
    : null
  const nothingFound =
    !failure && !searching && answer.text !== '' && answer.text === text && answer.items.length === 0
  const hint = failure ?? (nothingFound ? t`Nothing found.` : limited)

  return (
    <AriaLocale>
      <AriaComboBox
        className={`${field.field} ${styles.combobox}`}
        items={items}
        inputValue={text}
        onInputChange={onInputChange}
        value={value?.key ?? null}
        onChange={onSelect}
        onBlur={() => {
          engaged.current = false
        }}
        {...fieldState({ disabled, readOnly, required, error, name })}
        menuTrigger="input"
        // The typed text is the user's until they pick: Escape and blur close the list but keep it
        // (without this React Aria would reopen the list at once in a focused field).
        allowsCustomValue
        aria-describedby={hint ? hintId : undefined}
      >
        <Label className={field.label}>{label}</Label>
        <span className={styles.control}>
          <Input className={`${field.input} ${styles.input}`} placeholder={placeholder} />
          {searching && !readOnly ? <span className={styles.busy} aria-hidden="true" /> : null}
        </span>
        <FieldDescription text={description} className={styles.description} />
        {hint ? (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        ) : null}
        <FieldError className={field.error}>{error}</FieldError>
        <OpenOnAnswer items={items} getKey={getKey} engaged={engaged} chosenKey={value?.key ?? null} />
        <Popover className={styles.popover} offset={4} placement="bottom start">
          <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: optionHeight }}>
            <ListBox<T> className={styles.list}>
              {(item) => (
                <ListBoxItem id={getKey(item)} textValue={getLabel(item)} className={styles.option}>
                  {renderOption ? renderOption(item) : getLabel(item)}
                </ListBoxItem>
              )}
            </ListBox>
          </Virtualizer>
        </Popover>
      </AriaComboBox>
    </AriaLocale>
  )
}

/**
 * React Aria opens the list when the typed text changes and options are already there; here the
 * options come with the keystroke or after it, so each new answer opens the list (while the user is
 * still in the field) and makes its first option the active one, for Enter to pick.
 *
 * A keystroke that clears the chosen option makes React Aria close the list in that render's
 * effects (after this one's): an answer that comes with such a keystroke opens the list on the next
 * render, which that closing makes.
 */
function OpenOnAnswer<T>({
  items,
  getKey,
  engaged,
  chosenKey,
}: {
  items: T[]
  getKey: (item: T) => Key
  engaged: RefObject<boolean>
  chosenKey: Key | null
}) {
  const state = useContext(ComboBoxStateContext)
  // Only a new answer (not a new render of the list) opens the list or moves the active option.
  const waiting = useRef<{ items: T[]; holdOnce: boolean } | null>(null)
  const answered = useRef(items)
  const chosen = useRef(chosenKey)
  const chosenChanged = chosen.current !== chosenKey
  chosen.current = chosenKey
  if (answered.current !== items) {
    answered.current = items
    waiting.current = { items, holdOnce: chosenChanged }
  }
  useEffect(() => {
    const pending = waiting.current
    if (!pending) return
    const first = pending.items[0]
    if (!state || first === undefined || !engaged.current) {
      waiting.current = null
      return
    }
    if (pending.holdOnce) {
      pending.holdOnce = false
      return
    }
    waiting.current = null
    if (state.isOpen) state.selectionManager.setFocusedKey(getKey(first))
    else state.open('first', 'input')
  })
  return null
}
