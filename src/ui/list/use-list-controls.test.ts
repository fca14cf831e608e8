// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useListControls } from './use-list-controls'

const SORTING: { field: string; direction: 'asc' | 'desc' } = { field: 'name', direction: 'asc' }

describe('useListControls', () => {
  it('a new sorting or page size starts again at the first page with nothing selected', () => {
    const { result } = renderHook(() => useListControls({ defaultSorting: SORTING }))
    act(() => result.current.pagination.onPage(3))
    act(() => result.current.select(5, true))
    act(() => result.current.sort({ field: 'town', direction: 'desc' }))
    expect([result.current.page, result.current.selected, result.current.sorting.field]).toEqual([
      0,
      [],
      'town',
    ])
    act(() => result.current.pagination.onPage(2))
    act(() => result.current.select(5, true))
    act(() => result.current.pagination.onPerPage(50))
    expect([result.current.page, result.current.selected, result.current.perPage]).toEqual([0, [], 50])
  })

  it('a page change keeps the selection unless the list clears it (standing orders)', () => {
    const keeps = renderHook(() => useListControls({ defaultSorting: SORTING }))
    act(() => keeps.result.current.select(5, true))
    act(() => keeps.result.current.select(8, true))
    act(() => keeps.result.current.select(5, false))
    act(() => keeps.result.current.pagination.onPage(1))
    expect(keeps.result.current.selected).toEqual([8])
    const clears = renderHook(() => useListControls({ defaultSorting: SORTING, clearSelectionOnPage: true }))
    act(() => clears.result.current.select(5, true))
    act(() => clears.result.current.pagination.onPage(1))
    expect(clears.result.current.selected).toEqual([])
  })
})
