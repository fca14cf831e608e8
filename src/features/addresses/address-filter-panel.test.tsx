// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '#testing/render'
import { type AddressFilter, EMPTY_FILTER } from './address-filter'
import { AddressFilterPanel } from './address-filter-panel'
import { de } from './testing/address-screens'

/** The panel as the address book holds it: the applied filter lives above it. */
function Holder({ initial, onApply }: { initial: AddressFilter; onApply: (filter: AddressFilter) => void }) {
  const [applied, setApplied] = useState(initial)
  return (
    <AddressFilterPanel
      applied={applied}
      onApply={(next) => {
        onApply(next)
        setApplied(next)
      }}
    />
  )
}

async function renderPanel(initial: AddressFilter = EMPTY_FILTER) {
  const onApply = vi.fn<(filter: AddressFilter) => void>()
  await renderWithI18n(<Holder initial={initial} onApply={onApply} />)
  return { onApply }
}

const TEXTS = ['Company', 'Street', 'Zip', 'Location', 'Address no.'] as const
const FLAGS = ['Standard sender', 'Standard receiver', 'Standard billing', 'Billing address'] as const

const text = (label: (typeof TEXTS)[number]) =>
  screen.getByRole('textbox', { name: de(label) }) as HTMLInputElement
const flag = (label: (typeof FLAGS)[number]) =>
  screen.getByRole('checkbox', { name: de(label) }) as HTMLInputElement
const resetOnSummary = () => screen.queryByRole('button', { name: de('Reset filter') })
const resetInForm = () => screen.queryByRole('button', { name: de('Reset') })

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element)
  })
}

async function open() {
  await click(screen.getByRole('button', { name: de('Open filter') }))
}

async function type(field: (typeof TEXTS)[number], value: string) {
  await act(async () => {
    fireEvent.change(text(field), { target: { value } })
  })
}

/** Enter in a text field submits its form, as a browser does when the form has a submit button. */
async function pressEnter(input: HTMLInputElement) {
  const form = input.form
  if (!form?.querySelector('button[type="submit"]')) throw new Error('Enter would not submit this field')
  await act(async () => {
    if (fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' })) fireEvent.submit(form)
  })
}

const checked = () => FLAGS.map((label) => flag(label).checked)
const values = () => TEXTS.map((label) => text(label).value)

describe('AddressFilterPanel', () => {
  it('is closed at first and opens and closes with its button', async () => {
    await renderPanel()
    const toggle = screen.getByRole('button', { name: de('Open filter') })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('textbox')).toBeNull()

    await click(toggle)
    expect(toggle.textContent).toBe(de('Close filter'))
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(values()).toEqual(['', '', '', '', ''])
    expect(checked()).toEqual([false, false, false, false])
    expect(screen.getByRole('button', { name: de('Apply') })).toBeTruthy()

    await click(toggle)
    expect(toggle.textContent).toBe(de('Open filter'))
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('clears every checkbox when the user types in a text field', async () => {
    await renderPanel()
    await open()
    await click(flag('Standard sender'))
    await click(flag('Billing address'))
    expect(checked()).toEqual([true, false, false, true])

    await type('Company', 'Muster')
    expect(checked()).toEqual([false, false, false, false])
    expect(text('Company').value).toBe('Muster')
  })

  it('clears every text field when the user ticks a checkbox', async () => {
    await renderPanel()
    await open()
    await type('Company', 'Muster')
    await type('Street', 'See')
    await type('Zip', '80')
    await type('Location', 'Zür')
    await type('Address no.', '7')

    await click(flag('Standard receiver'))
    expect(values()).toEqual(['', '', '', '', ''])
    expect(checked()).toEqual([false, true, false, false])
  })

  it('ticks billing address with standard billing; unticking standard billing leaves it ticked', async () => {
    await renderPanel()
    await open()
    await click(flag('Standard billing'))
    expect(checked()).toEqual([false, false, true, true])

    await click(flag('Standard billing'))
    expect(checked()).toEqual([false, false, false, true])
  })

  it('applies on Enter, not while typing', async () => {
    const { onApply } = await renderPanel()
    await open()
    await type('Company', 'Muster')
    await type('Zip', '80')
    expect(onApply).not.toHaveBeenCalled()

    await pressEnter(text('Zip'))
    expect(onApply).toHaveBeenCalledTimes(1)
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTER, company: 'Muster', zip: '80' })
  })

  it('applies the ticked checkboxes with the Apply button', async () => {
    const { onApply } = await renderPanel()
    await open()
    await click(flag('Standard billing'))
    expect(onApply).not.toHaveBeenCalled()

    await click(screen.getByRole('button', { name: de('Apply') }))
    expect(onApply).toHaveBeenCalledWith({
      ...EMPTY_FILTER,
      standardBillingAddress: true,
      isBillingAddress: true,
    })
  })

  it('shows a reset button only while a filter is set; reset empties the fields and applies', async () => {
    const { onApply } = await renderPanel()
    expect(resetOnSummary()).toBeNull()
    await open()
    expect(resetInForm()).toBeNull()

    // A typed but unapplied filter can be reset in the form; the summary has nothing to reset yet.
    await type('Street', 'See')
    expect(resetInForm()).not.toBeNull()
    expect(resetOnSummary()).toBeNull()

    await pressEnter(text('Street'))
    expect(resetOnSummary()).not.toBeNull()

    await click(resetInForm() as HTMLElement)
    expect(onApply).toHaveBeenLastCalledWith(EMPTY_FILTER)
    expect(values()).toEqual(['', '', '', '', ''])
    expect(resetOnSummary()).toBeNull()
    expect(resetInForm()).toBeNull()
  })

  it('offers reset on the closed panel when a filter is applied', async () => {
    const { onApply } = await renderPanel({ ...EMPTY_FILTER, standardSenderAddress: true })
    expect(screen.queryByRole('checkbox')).toBeNull()
    const reset = resetOnSummary()
    if (!reset) throw new Error('no reset button on the closed panel')

    await click(reset)
    expect(onApply).toHaveBeenCalledWith(EMPTY_FILTER)
    expect(resetOnSummary()).toBeNull()
    await open()
    expect(checked()).toEqual([false, false, false, false])
  })

  it('opens on the applied filter', async () => {
    await renderPanel({ ...EMPTY_FILTER, location: 'Bern', zip: '30' })
    await open()
    expect(values()).toEqual(['', '', '30', 'Bern', ''])
  })
})
