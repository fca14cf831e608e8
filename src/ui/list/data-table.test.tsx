// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '#testing/render'
import { type Column, DataTable } from './data-table'

interface Row {
  id: number
  name: string
  town: string
}

const ROWS: Row[] = [
  { id: 7, name: 'Muster AG', town: 'Bern' },
  { id: 9, name: 'Beispiel GmbH', town: 'Chur' },
]

const COLUMNS: Column<Row, 'name' | 'town'>[] = [
  { header: 'Name', sortField: 'name', cell: (row) => row.name },
  { header: 'Town', sortField: 'town', className: 'tabular', cell: (row) => row.town },
  { header: 'Actions', hiddenHeader: true, cell: (row) => <button type="button">Open {row.name}</button> },
]

async function renderTable(overrides: Partial<Parameters<typeof DataTable<Row, 'name' | 'town'>>[0]> = {}) {
  const onSort = vi.fn()
  const onSelect = vi.fn()
  await renderWithI18n(
    <DataTable
      rows={ROWS}
      rowKey={(row) => row.id}
      columns={COLUMNS}
      controls={{
        sorting: { field: 'name', direction: 'asc' },
        sort: onSort,
        selected: [9],
        select: onSelect,
      }}
      selection={{ header: 'Select for export', label: (row) => `Select ${row.name}` }}
      {...overrides}
    />,
    'en',
  )
  return { onSort, onSelect }
}

describe('DataTable', () => {
  it('marks the sorted column with aria-sort and flips its direction on a second click', async () => {
    const { onSort } = await renderTable()
    const table = await screen.findByRole('table')
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual([
      null,
      'ascending',
      'none',
      null,
    ])
    fireEvent.click(within(headers[1] as HTMLElement).getByRole('button'))
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', direction: 'desc' })
    fireEvent.click(within(headers[2] as HTMLElement).getByRole('button'))
    expect(onSort).toHaveBeenLastCalledWith({ field: 'town', direction: 'asc' })
  })

  it('labels each row checkbox by its row, shows the selection and reports a change by key', async () => {
    const { onSelect } = await renderTable()
    const muster = (await screen.findByRole('checkbox', { name: 'Select Muster AG' })) as HTMLInputElement
    const beispiel = screen.getByRole('checkbox', { name: 'Select Beispiel GmbH' }) as HTMLInputElement
    expect([muster.checked, beispiel.checked]).toEqual([false, true])
    fireEvent.click(muster)
    expect(onSelect).toHaveBeenCalledWith(7, true)
  })

  it('labels every cell but the actions by its column, for the phone cards, and keys each row', async () => {
    await renderTable()
    const row = (await screen.findByText('Bern')).closest('tr') as HTMLTableRowElement
    expect(row.dataset.rowKey).toBe('7')
    const labels = [...row.querySelectorAll('td')].map((cell) => cell.getAttribute('data-label'))
    expect(labels).toEqual([null, 'Name', 'Town', null])
    expect(screen.getByText('Bern').className).toBe('tabular')
  })

  it('offers the sortable columns as the phone sort select, in column order', async () => {
    const { onSort } = await renderTable()
    const select = (await screen.findByRole('combobox')) as HTMLSelectElement
    const options = [...select.options].map((option) => option.textContent ?? '')
    expect(options.some((text) => text.includes('Name'))).toBe(true)
    expect(options.findIndex((text) => text.includes('Name'))).toBeLessThan(
      options.findIndex((text) => text.includes('Town')),
    )
    fireEvent.change(select, { target: { value: 'town:desc' } })
    expect(onSort).toHaveBeenCalledWith({ field: 'town', direction: 'desc' })
  })

  it('has no selection column and no sort select when the list has neither', async () => {
    await renderTable({ selection: undefined, controls: undefined })
    await screen.findByRole('table')
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.getAllByRole('columnheader')).toHaveLength(3)
  })

  it('keeps its cells when the headers change language, so focus can return to a row after a dialog', () => {
    // No sorting and no selection: the table needs no catalog, so the test rerenders it bare.
    const view = render(<DataTable rows={ROWS} rowKey={(row) => row.id} columns={COLUMNS} />)
    const button = screen.getByRole('button', { name: 'Open Muster AG' })
    const renamed = COLUMNS.map((column) => ({ ...column, header: `${column.header} (fr)` }))
    view.rerender(<DataTable rows={ROWS} rowKey={(row) => row.id} columns={renamed} />)
    expect(screen.getByRole('columnheader', { name: 'Name (fr)' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Open Muster AG' })).toBe(button)
  })
})
