// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Location } from '#domain/entities/location'
import { deferred } from '#testing/deferred'
import {
  active,
  de,
  failure,
  input,
  optionTexts,
  pause,
  pick,
  press,
  renderPicker,
  type,
  waitForOptions,
} from '#testing/location-picker-driver'
import { BERN, WINTERTHUR, ZURICH, ZURICH_2, ZURICH_PO_BOX } from '#testing/places'

const offline = () => Object.assign(new Error('The server could not be reached'), { kind: 'offline' })
const aborted = () => new DOMException('The request was cancelled', 'AbortError')

describe('LocationPicker', () => {
  it('searches the typed text after a short pause and lists the places as options', async () => {
    const { search } = await renderPicker(async () => [ZURICH, ZURICH_2, ZURICH_PO_BOX])
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect(input().placeholder).toBe(de('Zip or place'))

    await type('8')
    await type('80')
    await type('800')
    expect(search).not.toHaveBeenCalled()

    await waitForOptions(3)
    // Typing fast searches only the last text.
    expect(search).toHaveBeenCalledTimes(1)
    expect(search.mock.calls[0]?.[0]).toBe('800')
    expect(search.mock.calls[0]?.[1]).toBeInstanceOf(AbortSignal)
    expect(optionTexts()).toEqual(['8001 Zürich', '8002 Zürich', `8070 Zürich · ${de('P.O. box')}`])
    expect(input().getAttribute('aria-expanded')).toBe('true')
    // React Aria names the list after the field ("Suggestions Zip and place").
    expect(screen.getByRole('listbox', { name: new RegExp(de('Zip and place')) }).id).toBe(
      input().getAttribute('aria-controls'),
    )
  })

  it('does not search blank text', async () => {
    const { search } = await renderPicker(async () => [ZURICH])
    await type('   ')
    await pause()
    expect(search).not.toHaveBeenCalled()
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('sets the place when the user clicks an option, and does not search it again', async () => {
    const { search, onChange } = await renderPicker(async () => [ZURICH, ZURICH_2])
    await type('Zür')
    await waitForOptions(2)

    await pick('8002 Zürich')
    expect(onChange).toHaveBeenLastCalledWith(ZURICH_2)
    expect(input().value).toBe('8002 Zürich')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(input().getAttribute('aria-expanded')).toBe('false')
    await pause()
    expect(search).toHaveBeenCalledTimes(1)
  })

  it('moves through the options with the arrow keys and picks with Enter', async () => {
    const { onChange } = await renderPicker(async () => [ZURICH, ZURICH_2, WINTERTHUR])
    await type('8')
    await waitForOptions(3)
    // The first answer is the active option at once: Enter picks it without an arrow key.
    await waitFor(() => expect(active()).toBe(0))

    await press('ArrowDown')
    expect(active()).toBe(1)
    await press('ArrowDown')
    await press('ArrowDown')
    expect(active()).toBe(2)
    await press('ArrowUp')
    await press('ArrowUp')
    await press('ArrowUp')
    expect(active()).toBe(0)
    await press('ArrowDown')

    await press('Enter')
    expect(onChange).toHaveBeenLastCalledWith(ZURICH_2)
    expect(input().value).toBe('8002 Zürich')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
  })

  it('closes the options with Escape without choosing, and they stay closed', async () => {
    const { onChange } = await renderPicker(async () => [ZURICH, ZURICH_2])
    await act(async () => {
      input().focus()
    })
    await type('Zür')
    await waitForOptions(2)
    await press('Escape')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    // React Aria reopens a focused field's list when its text is not the chosen option's; the
    // picker keeps the typed text as the user's, so the list stays closed.
    await pause(50)
    expect(screen.queryByRole('listbox')).toBeNull()
    await press('Enter')
    expect(onChange).not.toHaveBeenCalled()
    expect(input().value).toBe('Zür')
  })

  it('cancels the older search when a newer one starts', async () => {
    const signals: AbortSignal[] = []
    const newer = deferred<Location[]>()
    const { search } = await renderPicker((text, signal) => {
      signals.push(signal)
      if (text === 'Zür') return newer.promise
      // A search that honours its signal, as the API's does.
      return new Promise<Location[]>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(aborted()))
      })
    })
    await type('Zü')
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1))
    await type('Zür')
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2))
    expect(signals[0]?.aborted).toBe(true)
    expect(signals[1]?.aborted).toBe(false)

    await act(async () => {
      newer.resolve([ZURICH])
    })
    await waitForOptions(1)
    expect(optionTexts()).toEqual(['8001 Zürich'])
    // A cancelled search is no failure.
    expect(failure()).toBeNull()
  })

  it('never lets an older answer that arrives late replace the newer one', async () => {
    const older = deferred<Location[]>()
    const newer = deferred<Location[]>()
    const { search } = await renderPicker((text) => (text === 'Winter' ? older.promise : newer.promise))
    await type('Winter')
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1))
    await type('Zür')
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2))

    await act(async () => {
      newer.resolve([ZURICH])
    })
    await waitForOptions(1)
    // The older search's answer was already on its way when it was cancelled (for instance while
    // it was being stored for offline use): it must be dropped.
    await act(async () => {
      older.resolve([WINTERTHUR, BERN])
    })
    await pause(50)
    expect(optionTexts()).toEqual(['8001 Zürich'])
  })

  it('says when places could not be searched, and clears that once a search works', async () => {
    let fail = true
    await renderPicker(async () => {
      if (fail) throw offline()
      return [BERN]
    })
    await type('Bern')
    await waitFor(() => expect(failure()).not.toBeNull())
    expect(screen.queryByRole('listbox')).toBeNull()
    // The message belongs to the field: it is read with it.
    expect(input().getAttribute('aria-describedby')).toContain(failure()?.id)

    fail = false
    await type('Ber')
    await waitForOptions(1)
    expect(failure()).toBeNull()
  })

  it('keeps what the user types when they edit a chosen place, and searches it', async () => {
    const { search, onChange } = await renderPicker(async () => [ZURICH, ZURICH_2], {
      initial: { id: ZURICH.id, label: ZURICH.label },
    })
    expect(input().value).toBe('8001 Zürich')

    await type('8001 Züri')
    // The chosen place no longer holds: the form must not keep its id.
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(input().value).toBe('8001 Züri')
    await waitFor(() => expect(search).toHaveBeenCalledWith('8001 Züri', expect.any(AbortSignal)))
    await waitForOptions(2)
  })

  it('keeps a chosen place when the user leaves the field without typing', async () => {
    const { onChange } = await renderPicker(async () => [ZURICH], {
      initial: { id: ZURICH.id, label: ZURICH.label },
    })
    await act(async () => {
      input().focus()
    })
    await press('Enter')
    await act(async () => {
      input().blur()
    })
    expect(onChange).not.toHaveBeenCalled()
    expect(input().value).toBe('8001 Zürich')
  })

  it('shows its error and marks the field invalid', async () => {
    await renderPicker(async () => [], { error: de('This field is required') })
    expect(input().getAttribute('aria-invalid')).toBe('true')
    const message = screen.getByText(de('This field is required'))
    expect(input().getAttribute('aria-describedby')?.split(' ')).toContain(message.id)
  })

  it('is shown but not changeable when read-only', async () => {
    const { search } = await renderPicker(async () => [ZURICH], {
      initial: { id: ZURICH.id, label: ZURICH.label },
      readOnly: true,
    })
    expect(input().readOnly).toBe(true)
    await press('ArrowDown')
    await pause()
    expect(search).not.toHaveBeenCalled()
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})
