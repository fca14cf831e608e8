import { type FocusEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react'

/** How far PageUp and PageDown move: about a screenful of compact rows. */
export const PAGE_STEP = 10

interface RowKeyboardOptions {
  /** The rows' keys in the order shown. */
  keys: readonly number[]
  /** Present when the rows can be selected (x, Space, Shift with a move). */
  selection?: {
    selected: ReadonlySet<number>
    select: (key: number, on: boolean) => void
  }
  /** Opens a row's detail (Enter). */
  open?: (key: number) => void
}

const rowOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLTableRowElement>('tr[data-row-key]') : null

/** A move the key asks for, from the focused row's place; null for keys the rows leave alone. */
function moveFor(key: string, index: number, last: number): number | null {
  switch (key) {
    case 'ArrowDown':
    case 'j':
    case 'J':
      return Math.min(index + 1, last)
    case 'ArrowUp':
    case 'k':
    case 'K':
      return Math.max(index - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return last
    case 'PageDown':
      return Math.min(index + PAGE_STEP, last)
    case 'PageUp':
      return Math.max(index - PAGE_STEP, 0)
    default:
      return null
  }
}

/** The keys between two places of the list, both included. */
const between = (keys: readonly number[], from: number, to: number) =>
  keys.slice(Math.min(from, to), Math.max(from, to) + 1)

/**
 * The desk's rows from the keyboard (issue 22): one row at a time is the table's Tab stop (roving
 * tabindex); arrows or j/k move it, Home/End and PageUp/PageDown jump, Enter opens the row, x or
 * Space selects it and Shift with a move extends the selection from the anchor. Keys pressed in a
 * row's own buttons and checkboxes are theirs. The focused row is remembered by key: when the list
 * changes under it (a sync adds or removes rows), the focus stays on that key, or moves to the row
 * now at its place.
 */
export function useRowKeyboard({ keys, selection, open }: RowKeyboardOptions) {
  const [focusedKey, setFocusedKey] = useState<number | null>(null)
  const place = useRef(0)
  const anchor = useRef<number | null>(null)
  const body = useRef<HTMLTableSectionElement>(null)
  // Whether a row itself held the focus: a row removed by an update takes the focus with it
  // without a blur, and the row that replaces it should have it back.
  const rowHadFocus = useRef(false)

  const known = focusedKey !== null && keys.includes(focusedKey)
  const activeKey = known ? focusedKey : (keys[Math.min(place.current, keys.length - 1)] ?? null)
  if (known) place.current = keys.indexOf(focusedKey)

  useLayoutEffect(() => {
    if (!rowHadFocus.current || activeKey === null) return
    const row = body.current?.querySelector<HTMLElement>(`tr[data-row-key="${activeKey}"]`)
    if (row && document.activeElement !== row && !body.current?.contains(document.activeElement)) {
      row.focus({ preventScroll: true })
    }
  })

  const focusAt = (index: number) => {
    const key = keys[index]
    if (key === undefined) return
    place.current = index
    setFocusedKey(key)
    const row = body.current?.querySelector<HTMLElement>(`tr[data-row-key="${key}"]`)
    row?.focus()
    row?.scrollIntoView?.({ block: 'nearest' })
  }

  const extend = (from: number, to: number) => {
    if (!selection) return
    const start =
      anchor.current !== null && keys.includes(anchor.current) ? keys.indexOf(anchor.current) : from
    anchor.current = keys[start] ?? null
    const before = new Set(between(keys, start, from))
    const after = new Set(between(keys, start, to))
    for (const key of before) if (!after.has(key) && selection.selected.has(key)) selection.select(key, false)
    for (const key of after) if (!selection.selected.has(key)) selection.select(key, true)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = rowOf(event.target)
    // Only a row itself: a key in its checkbox, button or link keeps its own meaning.
    if (!row || row !== event.target || event.ctrlKey || event.metaKey || event.altKey) return
    const key = Number(row.dataset.rowKey)
    const index = keys.indexOf(key)
    if (index < 0) return
    const target = moveFor(event.key, index, keys.length - 1)
    if (target !== null) {
      event.preventDefault()
      if (event.shiftKey) extend(index, target)
      else anchor.current = keys[target] ?? null
      focusAt(target)
      return
    }
    if (event.key === 'Enter' && open) {
      event.preventDefault()
      open(key)
    } else if ((event.key === 'x' || event.key === ' ') && selection) {
      event.preventDefault()
      anchor.current = key
      selection.select(key, !selection.selected.has(key))
    }
  }

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    // React types a focus event's target as the listening element; it is the focused one.
    const target: EventTarget = event.target
    const row = rowOf(target)
    rowHadFocus.current = row !== null && row === target
    if (!row) return
    const key = Number(row.dataset.rowKey)
    place.current = Math.max(keys.indexOf(key), 0)
    setFocusedKey(key)
  }

  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    // A row taken out by an update is no move of the user's: its successor gets the focus.
    if (event.target instanceof Element && !event.target.isConnected) return
    if (!body.current?.contains(event.relatedTarget as Node | null)) rowHadFocus.current = false
  }

  return {
    /** The tbody's ref and handlers. */
    body: { ref: body, onKeyDown, onFocus, onBlur },
    /** The row's tabindex: 0 for the one row that is the table's Tab stop. */
    tabIndexOf: (key: number) => (key === activeKey ? 0 : -1),
  }
}
