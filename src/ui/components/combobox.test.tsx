// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { translation } from '#testing/catalog'
import { giveElementsASize } from '#testing/element-size'
import { renderWithI18n } from '#testing/render'
import { type ChosenOption, ComboBox } from './combobox'
import type { OptionSearch } from './use-option-search'

interface Contact {
  id: number
  name: string
}

const de = (message: string) => translation('de', message)
const contacts = (count: number): Contact[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Kontakt ${index + 1}` }))

function Holder({
  search,
  onChange,
  describeFailure,
  disabled,
  debounceMs,
  limit,
}: {
  search: OptionSearch<Contact>
  onChange: (contact: Contact | null) => void
  describeFailure?: (reason: unknown) => string
  disabled?: boolean
  debounceMs?: number
  limit?: { count: number; description: string }
}) {
  const [value, setValue] = useState<ChosenOption | null>(null)
  return (
    <ComboBox<Contact>
      label="Kontakt"
      description="Name oder Nummer"
      value={value}
      search={search}
      getKey={(contact) => contact.id}
      getLabel={(contact) => contact.name}
      describeFailure={describeFailure}
      disabled={disabled ?? false}
      {...(debounceMs === undefined ? {} : { debounceMs })}
      limit={limit}
      onChange={(contact) => {
        onChange(contact)
        setValue(contact ? { key: contact.id, label: contact.name } : null)
      }}
    />
  )
}

async function renderComboBox(
  search: OptionSearch<Contact>,
  options: {
    describeFailure?: (reason: unknown) => string
    disabled?: boolean
    debounceMs?: number
    limit?: { count: number; description: string }
  } = {},
) {
  const onChange = vi.fn<(contact: Contact | null) => void>()
  await renderWithI18n(<Holder search={search} onChange={onChange} {...options} />)
  return { onChange }
}

const input = () => screen.getByRole('combobox', { name: 'Kontakt' }) as HTMLInputElement

async function type(value: string) {
  await act(async () => {
    fireEvent.change(input(), { target: { value } })
  })
}

async function press(key: string, times = 1) {
  for (let count = 0; count < times; count++) {
    await act(async () => {
      fireEvent.keyDown(input(), { key })
    })
  }
}

const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant')
  return id ? document.getElementById(id) : null
}

let restoreSize: (() => void) | undefined
afterEach(() => {
  restoreSize?.()
  restoreSize = undefined
})

describe('ComboBox', () => {
  it('renders only the rows in view of 10,000 options, and the keyboard still reaches the others', async () => {
    // A list box of a phone's size: only the rows in view exist.
    restoreSize = giveElementsASize(400, 300)
    const all = contacts(10_000)
    const { onChange } = await renderComboBox(async () => all)
    await type('Kontakt')
    await waitFor(() => expect(screen.queryAllByRole('option').length).toBeGreaterThan(0))

    const rendered = screen.getAllByRole('option')
    expect(rendered.length).toBeLessThan(50)
    // Each row tells assistive tech where it stands in the whole list.
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('10000')
    expect(activeOption()?.textContent).toBe('Kontakt 1')

    await press('ArrowDown', 20)
    expect(activeOption()?.textContent).toBe('Kontakt 21')
    expect(screen.getAllByRole('option').length).toBeLessThan(100)
    await press('Enter')
    expect(onChange).toHaveBeenLastCalledWith({ id: 21, name: 'Kontakt 21' })
    expect(input().value).toBe('Kontakt 21')
  })

  it('a search that answers at once opens the list with the keystroke, also typed over a chosen option', async () => {
    const all = contacts(30)
    const search = vi.fn((text: string) => all.filter((contact) => contact.name.includes(text)))
    const { onChange } = await renderComboBox(search, { debounceMs: 0 })
    await type('Kontakt 2')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Kontakt 2',
      ...Array.from({ length: 10 }, (_, index) => `Kontakt ${20 + index}`),
    ])
    expect(activeOption()?.textContent).toBe('Kontakt 2')
    await press('Enter')
    expect(onChange).toHaveBeenLastCalledWith({ id: 2, name: 'Kontakt 2' })
    expect(screen.queryByRole('listbox')).toBeNull()

    // Typing over the chosen option clears it, and the new answer still opens the list.
    await type('Kontakt 1')
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('Kontakt 1')
    expect(activeOption()?.textContent).toBe('Kontakt 1')
    // One search per keystroke: no timer searched the same text again.
    expect(search.mock.calls.map(([text]) => text)).toEqual(['Kontakt 2', 'Kontakt 1'])
  })

  it('lists no more matches than its limit, and says so only while there are more', async () => {
    const all = contacts(30)
    const search = (text: string) => all.filter((contact) => contact.name.includes(text))
    const limit = { count: 5, description: 'Nur die ersten 5 Treffer' }
    const { onChange } = await renderComboBox(search, { debounceMs: 0, limit })
    const shown = () => screen.getAllByRole('option').map((option) => option.textContent)
    const describedBy = () => input().getAttribute('aria-describedby')?.split(' ') ?? []

    await type('Kontakt 2')
    expect(shown()).toEqual(['Kontakt 2', 'Kontakt 20', 'Kontakt 21', 'Kontakt 22', 'Kontakt 23'])
    // The list tells assistive tech its size is what it shows, not the 11 matches.
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-setsize')).toBe('5')
    // Read with the field, beside its own description, though it appeared with the open list.
    expect(describedBy()).toContain(screen.getByText('Nur die ersten 5 Treffer').id)
    expect(describedBy()).toContain(screen.getByText('Name oder Nummer').id)

    // Narrowed to two matches: both listed, and the note is gone.
    await type('Kontakt 3')
    expect(shown()).toEqual(['Kontakt 3', 'Kontakt 30'])
    expect(screen.queryByText('Nur die ersten 5 Treffer')).toBeNull()
    await press('ArrowDown', 2)
    expect(activeOption()?.textContent).toBe('Kontakt 30')
    await press('Enter')
    expect(onChange).toHaveBeenLastCalledWith({ id: 30, name: 'Kontakt 30' })
  })

  it('says nothing was found when the search answers no options', async () => {
    await renderComboBox(async () => [])
    await type('Niemand')
    expect(await screen.findByText(de('Nothing found.'))).toBeTruthy()
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('searches the typed text again when the options arrive after the user began typing', async () => {
    // The address book is still loading when the user types; it arrives a moment later.
    function Loading() {
      const [loaded, setLoaded] = useState<Contact[]>([])
      return (
        <>
          <ComboBox<Contact>
            label="Kontakt"
            value={null}
            search={async (text) => loaded.filter((contact) => contact.name.includes(text))}
            source={loaded}
            getKey={(contact) => contact.id}
            getLabel={(contact) => contact.name}
            onChange={() => undefined}
          />
          <button type="button" onClick={() => setLoaded(contacts(3))}>
            arrive
          </button>
        </>
      )
    }
    await renderWithI18n(<Loading />)
    await type('Kontakt')
    expect(await screen.findByText(de('Nothing found.'))).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'arrive' }))
    })
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3))
    expect(screen.queryByText(de('Nothing found.'))).toBeNull()
  })

  it('says a failed search in its own words, or in the caller’s (for instance offline)', async () => {
    const failing = async () => {
      throw new Error('offline')
    }
    await renderComboBox(failing)
    await type('Muster')
    const message = await screen.findByText(
      de('The search did not work. Check your connection and try again.'),
    )
    expect(input().getAttribute('aria-describedby')?.split(' ')).toContain(message.id)
  })

  it('uses the caller’s message for a failed search', async () => {
    await renderComboBox(
      async () => {
        throw new Error('offline')
      },
      { describeFailure: (reason) => `Braucht das Netz (${(reason as Error).message})` },
    )
    await type('Muster')
    expect(await screen.findByText('Braucht das Netz (offline)')).toBeTruthy()
  })

  it('reads its description with the field', async () => {
    await renderComboBox(async () => [])
    const description = screen.getByText('Name oder Nummer')
    expect(input().getAttribute('aria-describedby')?.split(' ')).toContain(description.id)
  })

  it('cannot be used when disabled', async () => {
    const search = vi.fn(async () => contacts(3))
    await renderComboBox(search, { disabled: true })
    expect(input().disabled).toBe(true)
  })
})
