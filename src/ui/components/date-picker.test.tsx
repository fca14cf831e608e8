// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Locale } from '#i18n/locales'
import { translation } from '#testing/catalog'
import { renderWithI18n } from '#testing/render'
import { DatePicker } from './date-picker'

interface Options {
  initial?: string | null
  min?: string
  error?: string
  locale?: Locale
}

function Holder({
  initial,
  min,
  error,
  onChange,
}: Omit<Options, 'locale'> & { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState(initial ?? null)
  return (
    <DatePicker
      label="Abholdatum"
      value={value}
      min={min}
      error={error}
      onChange={(next) => {
        onChange(next)
        setValue(next)
      }}
    />
  )
}

async function renderPicker({ locale = 'de', ...options }: Options = {}) {
  const onChange = vi.fn<(value: string | null) => void>()
  await renderWithI18n(<Holder {...options} onChange={onChange} />, locale)
  return { onChange }
}

const field = () => screen.getByRole('group', { name: 'Abholdatum' })
const segments = () => within(field()).getAllByRole('spinbutton')
const openButton = () => within(field()).getByRole('button')
const calendar = () => screen.getByRole('grid')
/** A day of the shown month, by its date as React Aria reads it ('10. März 2027'). */
const day = (date: string) =>
  within(calendar()).getByRole('button', { name: new RegExp(`, ${date.replace('.', '\\.')}`) })
/** The calendar's own month buttons (React Aria adds hidden ones of the same name for screen readers). */
const stepButton = (name: string) =>
  within(screen.getByRole('dialog')).getAllByRole('button', { name })[0] as HTMLElement
const focused = () => document.activeElement as HTMLElement

async function openCalendar() {
  await act(async () => {
    fireEvent.click(openButton())
  })
}

/** Opens the calendar as a keyboard user does: Tab to its button, then Enter. */
async function openCalendarWithKeyboard() {
  await act(async () => {
    openButton().focus()
  })
  await press('Enter', openButton())
}

async function press(key: string, target: Element = focused()) {
  await act(async () => {
    fireEvent.keyDown(target, { key })
    fireEvent.keyUp(target, { key })
  })
}

describe('DatePicker', () => {
  it('shows the day as DD.MM.YYYY, day first, with leading zeros', async () => {
    await renderPicker({ initial: '2027-01-03' })
    expect(segments().map((segment) => segment.textContent)).toEqual(['03', '01', '2027'])
    expect(field().textContent).toBe('03.01.2027')
  })

  it.each([
    ['de', 'Montag', 'Januar 2027'],
    ['fr', 'lundi', 'janvier 2027'],
    ['it', 'lunedì', 'gennaio 2027'],
    ['en', 'Monday', 'January 2027'],
  ] as const)(
    'in %s, names the month in its language and starts the week on Monday',
    async (locale, monday, month) => {
      await renderPicker({ initial: '2027-01-13', locale })
      // Same DD.MM.YYYY in every language.
      expect(field().textContent).toBe('13.01.2027')
      await openCalendar()
      expect(calendar().getAttribute('aria-label')).toBe(month)
      const firstDay = within(calendar()).getAllByRole('button')[0]
      expect(firstDay?.getAttribute('aria-label')?.startsWith(monday)).toBe(true)
    },
  )

  it('opens on the chosen day, moves with the keyboard and picks with Enter', async () => {
    const { onChange } = await renderPicker({ initial: '2027-03-10' })
    await openCalendarWithKeyboard()
    // Focus moves into the calendar, on the chosen day.
    expect(focused()).toBe(day('10. März 2027'))

    await press('ArrowRight')
    expect(focused()).toBe(day('11. März 2027'))
    await press('ArrowDown')
    expect(focused()).toBe(day('18. März 2027'))
    await press('PageDown')
    expect(calendar().getAttribute('aria-label')).toBe('April 2027')
    expect(focused()).toBe(day('18. April 2027'))

    await press('Enter')
    expect(onChange).toHaveBeenLastCalledWith('2027-04-18')
    expect(screen.queryByRole('grid')).toBeNull()
    expect(field().textContent).toBe('18.04.2027')
  })

  it('moves between months with its buttons', async () => {
    await renderPicker({ initial: '2027-03-10' })
    await openCalendar()
    await act(async () => {
      fireEvent.click(stepButton('Weiter'))
    })
    expect(calendar().getAttribute('aria-label')).toBe('April 2027')
    await act(async () => {
      fireEvent.click(stepButton('Zurück'))
    })
    await act(async () => {
      fireEvent.click(stepButton('Zurück'))
    })
    expect(calendar().getAttribute('aria-label')).toBe('Februar 2027')
  })

  it('closes the calendar with Escape without changing the day, and gives focus back', async () => {
    const { onChange } = await renderPicker({ initial: '2027-03-10' })
    await openCalendarWithKeyboard()
    await press('ArrowRight')
    await press('Escape')
    expect(screen.queryByRole('grid')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
    expect(focused()).toBe(openButton())
  })

  it('disables the days before the minimum, and the way back to earlier months', async () => {
    const { onChange } = await renderPicker({ initial: '2027-03-10', min: '2027-03-08' })
    await openCalendarWithKeyboard()
    for (const disabled of ['1. März 2027', '7. März 2027']) {
      expect(day(disabled).getAttribute('aria-disabled')).toBe('true')
    }
    expect(day('8. März 2027').getAttribute('aria-disabled')).toBeNull()
    expect(stepButton('Zurück').hasAttribute('disabled')).toBe(true)

    // The keyboard stops at the first allowed day.
    await press('ArrowLeft')
    await press('ArrowLeft')
    await press('ArrowLeft')
    expect(focused()).toBe(day('8. März 2027'))
    await act(async () => {
      fireEvent.click(day('7. März 2027'))
    })
    expect(onChange).not.toHaveBeenCalled()
  })

  it('says a typed day before the minimum is too early', async () => {
    await renderPicker({ initial: '2027-03-01', min: '2027-03-08' })
    const message = screen.getByText(
      translation('de', 'Choose {earliest} or a later day.', { earliest: '08.03.2027' }),
    )
    expect(segments()[0]?.getAttribute('aria-describedby')?.split(' ')).toContain(message.id)
  })

  it('changes the day from the keyboard in the field itself', async () => {
    const { onChange } = await renderPicker({ initial: '2027-03-10' })
    const [dayField] = segments()
    if (!dayField) throw new Error('no day segment')
    await act(async () => {
      fireEvent.keyDown(dayField, { key: 'ArrowUp' })
    })
    expect(onChange).toHaveBeenLastCalledWith('2027-03-11')
  })

  it('starts empty with placeholders and reports null', async () => {
    await renderPicker({ initial: null })
    expect(segments().every((segment) => segment.getAttribute('aria-valuenow') === null)).toBe(true)
  })

  it('shows the error it is given and marks the field invalid', async () => {
    await renderPicker({ initial: '2027-03-10', error: 'Pflichtfeld' })
    const message = screen.getByText('Pflichtfeld')
    expect(segments()[0]?.getAttribute('aria-describedby')?.split(' ')).toContain(message.id)
    expect(segments()[0]?.getAttribute('aria-invalid')).toBe('true')
  })
})
