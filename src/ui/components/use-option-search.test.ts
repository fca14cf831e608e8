// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useOptionSearch } from './use-option-search'

afterEach(() => {
  vi.useRealTimers()
})

describe('an option search as one types', () => {
  it('answers a search over memory with the keystroke itself, searching once, with no timer', () => {
    vi.useFakeTimers()
    const search = vi.fn((text: string) =>
      ['Gartenbau AG', 'Garage Muster'].filter((name) => name.includes(text)),
    )
    const { result } = renderHook(() => useOptionSearch(search, 0))

    act(() => result.current.searchFor('Gart'))

    expect(result.current.answer).toEqual({ text: 'Gart', items: ['Gartenbau AG'], failure: null })
    expect(result.current.searching).toBe(false)
    act(() => vi.runAllTimers())
    expect(search).toHaveBeenCalledTimes(1)
  })

  it('clears the options in the render of the keystroke that blanks the text, for a paused search too', async () => {
    for (const debounceMs of [0, 200]) {
      vi.useFakeTimers()
      const search = vi.fn((text: string) => ['Gartenbau AG'].filter((name) => name.includes(text)))
      const shown: number[] = []
      const { result } = renderHook(() => {
        const hook = useOptionSearch(search, debounceMs)
        shown.push(hook.answer.items.length)
        return hook
      })
      act(() => result.current.searchFor('Gart'))
      await act(async () => vi.runAllTimers())
      expect(result.current.answer.items).toEqual(['Gartenbau AG'])

      shown.length = 0
      act(() => result.current.searchFor(' '))
      // No render shows the blank text with the options of the text before it.
      expect(shown).toEqual([0])
      expect(result.current.searching).toBe(false)
      vi.useRealTimers()
    }
  })

  it('searches again when what it searches in changes, and says so when the search throws', async () => {
    let names = ['Gartenbau AG']
    const search = vi.fn((text: string) => {
      if (text === 'boom') throw new Error('damaged')
      return names.filter((name) => name.includes(text))
    })
    const { result, rerender } = renderHook(({ source }) => useOptionSearch(search, 0, source), {
      initialProps: { source: names },
    })
    act(() => result.current.searchFor('G'))
    expect(result.current.answer.items).toEqual(['Gartenbau AG'])

    names = ['Gartenbau AG', 'Garage Muster']
    vi.useFakeTimers()
    rerender({ source: names })
    await act(async () => vi.runAllTimers())
    expect(result.current.answer.items).toEqual(['Gartenbau AG', 'Garage Muster'])

    act(() => result.current.searchFor('boom'))
    expect(result.current.answer.failure?.reason).toEqual(new Error('damaged'))
  })

  it('without a pause, a search that answers later is asked once per text, and a late answer is dropped', async () => {
    const answers: Record<string, (items: string[]) => void> = {}
    const signals: Record<string, AbortSignal> = {}
    const search = vi.fn(
      (text: string, signal: AbortSignal) =>
        new Promise<string[]>((resolve) => {
          answers[text] = resolve
          signals[text] = signal
        }),
    )
    const { result } = renderHook(() => useOptionSearch(search, 0))
    act(() => result.current.searchFor('Ga'))
    act(() => result.current.searchFor('Gar'))
    await act(async () => {
      answers.Gar?.(['Garage'])
      answers.Ga?.(['Gartenbau', 'Garage'])
    })
    // The effect takes the answer up after a zero-delay timer.
    await waitFor(() =>
      expect(result.current.answer).toEqual({ text: 'Gar', items: ['Garage'], failure: null }),
    )
    expect(search.mock.calls.map(([text]) => text)).toEqual(['Ga', 'Gar'])
    expect(signals.Ga?.aborted).toBe(true)
  })

  it('still waits for the pause, and drops a late answer, for a search that answers later', async () => {
    vi.useFakeTimers()
    const answers: Record<string, (items: string[]) => void> = {}
    const search = vi.fn(
      (text: string) =>
        new Promise<string[]>((resolve) => {
          answers[text] = resolve
        }),
    )
    const { result } = renderHook(() => useOptionSearch(search, 200))
    act(() => result.current.searchFor('Ga'))
    expect(search).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(200))
    act(() => result.current.searchFor('Gar'))
    await act(async () => vi.advanceTimersByTime(200))
    await act(async () => {
      answers.Gar?.(['Garage'])
      answers.Ga?.(['Gartenbau', 'Garage'])
    })
    expect(result.current.answer).toEqual({ text: 'Gar', items: ['Garage'], failure: null })
  })
})
