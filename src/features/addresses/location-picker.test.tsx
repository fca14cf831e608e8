// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import { createLocationSearch } from '#db/location-search'
import type { Locale } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'
import { freshDatabase } from '#testing/fresh-database'
import { renderWithI18n } from '#testing/render'
import { LocationPicker } from './location-picker'
import { BERN, de, deferred, WINTERTHUR, ZURICH, ZURICH_2, ZURICH_PO_BOX } from './testing'

type Search = (text: string, signal: AbortSignal) => Promise<Location[]>
type Picked = { id: number; label: string } | null

const offline = () => new ApiError({ kind: 'offline', message: 'The server could not be reached' })
const aborted = () => new ApiError({ kind: 'aborted', message: 'The request was cancelled' })

/** The picker as the address form holds it: the chosen place lives above it. */
function Holder({
  search,
  onChange,
  initial,
  error,
}: {
  search: Search
  onChange: (location: Location | null) => void
  initial: Picked
  error?: string
}) {
  const [value, setValue] = useState<Picked>(initial)
  return (
    <LocationPicker
      label={de('Zip and place')}
      value={value}
      error={error}
      search={search}
      onChange={(location) => {
        onChange(location)
        setValue(location ? { id: location.id, label: `${location.code} ${location.name}` } : null)
      }}
    />
  )
}

async function renderPicker(
  search: Search,
  { initial = null, error }: { initial?: Picked; error?: string } = {},
) {
  const onChange = vi.fn<(location: Location | null) => void>()
  const searchMock = vi.fn(search)
  await renderWithI18n(
    <Holder search={searchMock} onChange={onChange} initial={initial} {...(error ? { error } : {})} />,
  )
  return { onChange, search: searchMock }
}

const input = () => screen.getByRole('combobox', { name: de('Zip and place') }) as HTMLInputElement
const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent)
const selected = () =>
  screen.getAllByRole('option').findIndex((o) => o.getAttribute('aria-selected') === 'true')
const failure = () =>
  screen.queryByText(de('Places could not be searched. Check your connection and try again.'))

async function type(value: string) {
  await act(async () => {
    fireEvent.change(input(), { target: { value } })
  })
}

async function press(key: string) {
  await act(async () => {
    fireEvent.keyDown(input(), { key })
  })
}

/** Longer than the picker's pause before it searches. */
async function pause(ms = 350) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms))
  })
}

async function waitForOptions(count: number) {
  await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(count))
}

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
    expect(screen.getByRole('listbox', { name: de('Zip and place') }).id).toBe(
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

    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('option', { name: '8002 Zürich' }))
    })
    expect(onChange).toHaveBeenLastCalledWith(ZURICH_2)
    expect(input().value).toBe('8002 Zürich')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(input().getAttribute('aria-expanded')).toBe('false')
    await pause()
    expect(search).toHaveBeenCalledTimes(1)
  })

  it('moves through the options with the arrow keys and picks with Enter', async () => {
    const { onChange } = await renderPicker(async () => [ZURICH, ZURICH_2, WINTERTHUR])
    await type('8')
    await waitForOptions(3)
    const options = screen.getAllByRole('option')
    expect(selected()).toBe(0)
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]?.id)

    await press('ArrowDown')
    expect(selected()).toBe(1)
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]?.id)
    await press('ArrowDown')
    await press('ArrowDown')
    expect(selected()).toBe(2)
    await press('ArrowUp')
    await press('ArrowUp')
    await press('ArrowUp')
    expect(selected()).toBe(0)
    await press('ArrowDown')

    await press('Enter')
    expect(onChange).toHaveBeenLastCalledWith(ZURICH_2)
    expect(input().value).toBe('8002 Zürich')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('closes the options with Escape without choosing', async () => {
    const { onChange } = await renderPicker(async () => [ZURICH, ZURICH_2])
    await type('Zür')
    await waitForOptions(2)
    await press('Escape')
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

  it('shows its error and marks the field invalid', async () => {
    await renderPicker(async () => [], { error: de('This field is required') })
    expect(input().getAttribute('aria-invalid')).toBe('true')
    const message = screen.getByText(de('This field is required'))
    expect(input().getAttribute('aria-describedby')).toBe(message.id)
  })
})

describe('the picker over the place search with its offline cache (#db/location-search)', () => {
  /** An API that answers from a table while online and fails as offline otherwise. */
  function fakeApi(answers: Record<string, Location[]>) {
    const state = { online: true }
    const api = vi.fn(async (text: string, options: { locale: Locale; signal?: AbortSignal }) => {
      if (options.signal?.aborted) throw aborted()
      if (!state.online) throw offline()
      return answers[text] ?? []
    })
    return { api, state }
  }

  it('lets the picker offer a place seen before while offline', async () => {
    const db = freshDatabase()
    const { api, state } = fakeApi({ Bern: [BERN] })
    const search = createLocationSearch(api, db)
    await search('Bern', 'de')
    state.online = false

    const { onChange } = await renderPicker((text, signal) => search(text, 'de', signal))
    await type('Bern')
    await waitForOptions(1)
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('option', { name: '3011 Bern' }))
    })
    expect(onChange).toHaveBeenLastCalledWith(BERN)
  })

  it('lets the picker say plainly that a place never seen needs the network while offline', async () => {
    const db = freshDatabase()
    const { api, state } = fakeApi({})
    state.online = false
    const search = createLocationSearch(api, db)

    await renderPicker((text, signal) => search(text, 'de', signal))
    await type('Bern')
    await waitFor(() => expect(failure()).not.toBeNull())
  })
})
