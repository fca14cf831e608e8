// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import type { FormEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useFilterDraft } from './use-filter-draft'

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent

describe('useFilterDraft', () => {
  it('applies the draft on submit only once it is accepted, and Reset empties and applies', () => {
    const onApply = vi.fn()
    const { result } = renderHook(() =>
      useFilterDraft({ applied: 'a', empty: '', onApply, accept: (draft) => draft !== 'bad' }),
    )
    act(() => result.current.setDraft('bad'))
    act(() => result.current.shell.onSubmit(submitEvent()))
    expect(onApply).not.toHaveBeenCalled()
    act(() => result.current.setDraft('good'))
    act(() => result.current.shell.onSubmit(submitEvent()))
    expect(onApply).toHaveBeenLastCalledWith('good')
    act(() => result.current.shell.onReset())
    expect([result.current.draft, onApply.mock.lastCall]).toEqual(['', ['']])
  })

  it('follows a filter applied from outside, and opens and closes', () => {
    const { result, rerender } = renderHook(
      ({ applied }) => useFilterDraft({ applied, empty: '', onApply: vi.fn() }),
      {
        initialProps: { applied: 'a' },
      },
    )
    expect(result.current.shell.open).toBe(false)
    act(() => result.current.shell.onToggle())
    expect(result.current.shell.open).toBe(true)
    rerender({ applied: 'preset' })
    expect(result.current.draft).toBe('preset')
  })
})
