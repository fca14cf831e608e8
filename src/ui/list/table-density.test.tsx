// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithI18n } from '#testing/render'
import { DataTable } from './data-table'
import { DensityToggle } from './density-toggle'
import list from './list-page.module.css'
import { TABLE_DENSITY_KEY } from './table-density'

/** The compact density (issue 22, item 4): chosen in the heading row, kept on the device. */

const ROWS = [{ key: 1, name: 'Muster AG' }]

async function renderDesk() {
  await renderWithI18n(
    <>
      <DensityToggle />
      <DataTable rows={ROWS} columns={[{ header: 'Name', cell: (row) => row.name }]} />
    </>,
    'en',
  )
  return {
    table: screen.getByRole('table'),
    comfortable: screen.getByRole('button', { name: 'Comfortable' }),
    compact: screen.getByRole('button', { name: 'Compact' }),
  }
}

describe('table density', () => {
  beforeEach(() => localStorage.clear())

  it('is comfortable at first, and compact once chosen, kept in local storage', async () => {
    const { table, comfortable, compact } = await renderDesk()
    expect(screen.getByRole('group', { name: 'Row density' })).toBeTruthy()
    expect(table.className).toBe(list.table)
    expect([comfortable.getAttribute('aria-pressed'), compact.getAttribute('aria-pressed')]).toEqual([
      'true',
      'false',
    ])
    await act(async () => fireEvent.click(compact))
    expect(table.classList.contains(list.compact as string)).toBe(true)
    expect(compact.getAttribute('aria-pressed')).toBe('true')
    expect(localStorage.getItem(TABLE_DENSITY_KEY)).toBe('compact')
    await act(async () => fireEvent.click(comfortable))
    expect(table.className).toBe(list.table)
    expect(localStorage.getItem(TABLE_DENSITY_KEY)).toBe('comfortable')
  })

  it('starts compact when the device kept it, and reads anything else kept there as comfortable', async () => {
    localStorage.setItem(TABLE_DENSITY_KEY, 'compact')
    const first = await renderDesk()
    expect(first.table.classList.contains(list.compact as string)).toBe(true)
    localStorage.setItem(TABLE_DENSITY_KEY, '{"broken')
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: TABLE_DENSITY_KEY }))
    })
    expect(first.table.className).toBe(list.table)
    expect(localStorage.getItem(TABLE_DENSITY_KEY)).toBe('{"broken')
  })

  it('follows a choice made in another tab', async () => {
    const { table } = await renderDesk()
    localStorage.setItem(TABLE_DENSITY_KEY, 'compact')
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: TABLE_DENSITY_KEY }))
    })
    expect(table.classList.contains(list.compact as string)).toBe(true)
  })
})
