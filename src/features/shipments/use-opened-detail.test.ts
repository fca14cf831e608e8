// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useOpenedDetail } from './use-opened-detail'

describe('the shipment whose detail is open', () => {
  it('is the link’s key at first, nothing without one', () => {
    expect(renderHook(() => useOpenedDetail(42)).result.current[0]).toBe(42)
    expect(renderHook(() => useOpenedDetail(undefined)).result.current[0]).toBeNull()
  })

  it('follows a link with another key while the screen stays, after the user closed the first', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedDetail(open), {
      initialProps: { open: 42 as number | undefined },
    })
    act(() => result.current[1](null))
    expect(result.current[0]).toBeNull()
    rerender({ open: 43 })
    expect(result.current[0]).toBe(43)
  })

  it('stays as the user set it while the link’s key does not change, and when it goes', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedDetail(open), {
      initialProps: { open: 42 as number | undefined },
    })
    act(() => result.current[1](7))
    rerender({ open: 42 })
    expect(result.current[0]).toBe(7)
    rerender({ open: undefined })
    expect(result.current[0]).toBe(7)
  })
})
