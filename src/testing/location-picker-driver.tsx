import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { expect, vi } from 'vitest'
import type { Location } from '#domain/entities/location'
import { LocationPicker } from '#ui/components/location-picker'
import { translation } from './catalog'
import { renderWithI18n } from './render'

/** Test support: drives the location picker as a user does, reading the German catalog's words. */

type Search = (text: string, signal: AbortSignal) => Promise<Location[]>
type Picked = { id: number; label: string } | null

export const de = (message: string) => translation('de', message)

/** The picker as the address form holds it: the chosen place lives above it. */
function Holder({
  search,
  onChange,
  initial,
  error,
  readOnly,
}: {
  search: Search
  onChange: (location: Location | null) => void
  initial: Picked
  error?: string | undefined
  readOnly?: boolean
}) {
  const [value, setValue] = useState<Picked>(initial)
  return (
    <LocationPicker
      label={de('Zip and place')}
      value={value}
      error={error}
      search={search}
      readOnly={readOnly ?? false}
      onChange={(location) => {
        onChange(location)
        setValue(location ? { id: location.id, label: `${location.code} ${location.name}` } : null)
      }}
    />
  )
}

export async function renderPicker(
  search: Search,
  { initial = null, error, readOnly }: { initial?: Picked; error?: string; readOnly?: boolean } = {},
) {
  const onChange = vi.fn<(location: Location | null) => void>()
  const searchMock = vi.fn(search)
  await renderWithI18n(
    <Holder search={searchMock} onChange={onChange} initial={initial} error={error} readOnly={readOnly} />,
  )
  return { onChange, search: searchMock }
}

export const input = () => screen.getByRole('combobox', { name: de('Zip and place') }) as HTMLInputElement
export const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent)
/** The index of the option Enter would pick (the input's active descendant), -1 for none. */
export const active = () =>
  screen.getAllByRole('option').findIndex((o) => o.id === input().getAttribute('aria-activedescendant'))
export const failure = () =>
  screen.queryByText(de('Places could not be searched. Check your connection and try again.'))

export async function type(value: string) {
  await act(async () => {
    fireEvent.change(input(), { target: { value } })
  })
}

export async function press(key: string) {
  await act(async () => {
    fireEvent.keyDown(input(), { key })
  })
}

/** Clicks the option with that accessible name. */
export async function pick(name: string) {
  const option = await screen.findByRole('option', { name })
  await act(async () => {
    fireEvent.click(option)
  })
}

/** Longer than the picker's pause before it searches. */
export async function pause(ms = 350) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms))
  })
}

export async function waitForOptions(count: number) {
  await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(count))
}
