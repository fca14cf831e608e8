// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '#testing/render'
import { type Column, DataTable } from './data-table'
import { PAGE_STEP } from './use-row-keyboard'

/** The desk's rows from the keyboard (issue 22, item 3): moves, open, selection, live updates. */

interface Row {
  key: number
  name: string
}

const named = (...keys: number[]): Row[] => keys.map((key) => ({ key, name: `Row ${key}` }))

const COLUMNS: Column<Row, 'name'>[] = [
  { header: 'Name', sortField: 'name', cell: (row) => row.name },
  { header: 'Actions', hiddenHeader: true, cell: (row) => <button type="button">Open {row.name}</button> },
]

let replaceRows: (rows: Row[]) => void = () => undefined
let selectedNow: number[] = []

function Desk({
  initial,
  onOpen,
  selectable,
}: {
  initial: Row[]
  onOpen: (key: number) => void
  selectable: boolean
}) {
  const [rows, setRows] = useState(initial)
  const [selected, setSelected] = useState<number[]>([])
  replaceRows = setRows
  selectedNow = selected
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      controls={{
        sorting: { field: 'name', direction: 'asc' },
        sort: () => undefined,
        selected,
        select: (key, on) =>
          setSelected((now) => (on ? [...now, key] : now.filter((other) => other !== key))),
      }}
      {...(selectable ? { selection: { header: 'Select', label: (row: Row) => `Select ${row.name}` } } : {})}
      onOpen={onOpen}
    />
  )
}

async function renderDesk(initial = named(1, 2, 3, 4, 5), selectable = true) {
  const onOpen = vi.fn()
  await renderWithI18n(<Desk initial={initial} onOpen={onOpen} selectable={selectable} />, 'en')
  return onOpen
}

const row = (key: number) =>
  document.querySelector<HTMLTableRowElement>(`tr[data-row-key="${key}"]`) as HTMLElement
const focusedKey = () => (document.activeElement as HTMLElement | null)?.dataset.rowKey
const tabStops = () =>
  [...document.querySelectorAll('tbody tr')].filter((tr) => tr.getAttribute('tabindex') === '0')

async function press(key: string, options: { shiftKey?: boolean; ctrlKey?: boolean } = {}) {
  await act(async () => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key, ...options })
  })
}

async function focusRow(key: number) {
  await act(async () => {
    row(key).focus()
  })
}

describe('DataTable from the keyboard', () => {
  beforeEach(() => {
    selectedNow = []
  })

  it('is one Tab stop: only the first row, until another row has been focused', async () => {
    await renderDesk()
    expect(tabStops()).toEqual([row(1)])
    await focusRow(3)
    expect(tabStops()).toEqual([row(3)])
  })

  it('moves the focused row with the arrows and j/k, and stops at the ends', async () => {
    await renderDesk()
    await focusRow(1)
    await press('ArrowDown')
    expect(focusedKey()).toBe('2')
    await press('j')
    expect(focusedKey()).toBe('3')
    await press('k')
    await press('ArrowUp')
    await press('ArrowUp')
    expect(focusedKey()).toBe('1')
    expect(tabStops()).toEqual([row(1)])
  })

  it('jumps with Home and End, and a page of rows with PageDown and PageUp', async () => {
    await renderDesk(named(...Array.from({ length: 25 }, (_, index) => index + 1)))
    await focusRow(1)
    await press('End')
    expect(focusedKey()).toBe('25')
    await press('Home')
    expect(focusedKey()).toBe('1')
    await press('PageDown')
    expect(focusedKey()).toBe(String(1 + PAGE_STEP))
    await press('PageUp')
    expect(focusedKey()).toBe('1')
  })

  it('opens the focused row with Enter', async () => {
    const onOpen = await renderDesk()
    await focusRow(2)
    await press('j')
    await press('Enter')
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(3)
  })

  it('selects and deselects the focused row with x and Space, shown on its checkbox and aria-selected', async () => {
    await renderDesk()
    await focusRow(2)
    await press('x')
    expect(selectedNow).toEqual([2])
    expect((screen.getByRole('checkbox', { name: 'Select Row 2' }) as HTMLInputElement).checked).toBe(true)
    expect(row(2).getAttribute('aria-selected')).toBe('true')
    expect(row(1).getAttribute('aria-selected')).toBe('false')
    await press(' ')
    expect(selectedNow).toEqual([])
  })

  it('extends the selection from the anchor with Shift and a move, and takes back rows it leaves', async () => {
    await renderDesk()
    await focusRow(2)
    await press('x')
    await press('ArrowDown', { shiftKey: true })
    await press('J', { shiftKey: true })
    expect([...selectedNow].sort()).toEqual([2, 3, 4])
    await press('K', { shiftKey: true })
    expect([...selectedNow].sort()).toEqual([2, 3])
    expect(focusedKey()).toBe('3')
  })

  it('leaves x, Space and Enter alone without a selection column, and keys with Ctrl or Meta', async () => {
    const onOpen = await renderDesk(named(1, 2, 3), false)
    await focusRow(1)
    await press('x')
    expect(selectedNow).toEqual([])
    await press('j', { ctrlKey: true })
    expect(focusedKey()).toBe('1')
    await press('Enter')
    expect(onOpen).toHaveBeenCalledWith(1)
  })

  it('keeps the keys pressed in a row’s own buttons and checkboxes for them', async () => {
    const onOpen = await renderDesk()
    const button = screen.getByRole('button', { name: 'Open Row 2' })
    const box = screen.getByRole('checkbox', { name: 'Select Row 2' })
    await act(async () => button.focus())
    await press('j')
    await press('Enter')
    await press('x')
    expect(document.activeElement).toBe(button)
    await act(async () => box.focus())
    await press('ArrowDown')
    await press(' ')
    expect(document.activeElement).toBe(box)
    expect(onOpen).not.toHaveBeenCalled()
    expect(selectedNow).toEqual([])
  })

  it('keeps the focus on the same row when rows are added above and below it', async () => {
    await renderDesk()
    await focusRow(3)
    const before = row(3)
    await act(async () => replaceRows(named(9, 1, 2, 3, 4, 5, 8)))
    expect(document.activeElement).toBe(before)
    expect(tabStops()).toEqual([row(3)])
    await press('j')
    expect(focusedKey()).toBe('4')
  })

  it('moves the focus to the row now at its place when its own row leaves the list', async () => {
    await renderDesk()
    await focusRow(3)
    await act(async () => replaceRows(named(1, 2, 4, 5)))
    expect(focusedKey()).toBe('4')
    await act(async () => replaceRows(named(1, 2)))
    expect(focusedKey()).toBe('2')
  })

  it('does not take the focus back once it has left the table', async () => {
    await renderDesk()
    await focusRow(3)
    const outside = document.createElement('button')
    document.body.append(outside)
    await act(async () => outside.focus())
    await act(async () => replaceRows(named(1, 2, 4, 5)))
    expect(document.activeElement).toBe(outside)
    expect(tabStops()).toEqual([row(4)])
    outside.remove()
  })
})
