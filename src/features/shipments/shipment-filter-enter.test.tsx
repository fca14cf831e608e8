// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { EMPTY_SHIPMENT_FILTER, type ShipmentFilterForm } from '#domain/shipments/shipment-filter'
import { renderWithI18n } from '#testing/render'
import { ShipmentFilterPanel } from './shipment-filter-panel'

/** Input types that take Enter as the HTML standard's "implicit submission" of their form. */
const SUBMITS_ON_ENTER = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'number', 'date'])

/**
 * Enter in a field as a browser handles it, which happy-dom does not: unless the keydown is
 * cancelled, the form's default button (its first submit button) is clicked; a form without one is
 * submitted only when it has a single such field (HTML standard, "implicit submission").
 */
async function pressEnter(input: HTMLInputElement) {
  await act(async () => {
    const proceed = fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' })
    const form = input.form
    if (!proceed || !form) return
    const controls = [...form.elements]
    const submitter = controls.find(
      (control): control is HTMLButtonElement | HTMLInputElement =>
        (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
        control.type === 'submit',
    )
    if (submitter) {
      if (!submitter.disabled) fireEvent.click(submitter)
      return
    }
    const fields = controls.filter(
      (control) => control instanceof HTMLInputElement && SUBMITS_ON_ENTER.has(control.type),
    )
    if (fields.length === 1) form.requestSubmit()
  })
}

async function renderPanel() {
  const onApply = vi.fn()
  await renderWithI18n(
    <ShipmentFilterPanel
      applied={EMPTY_SHIPMENT_FILTER}
      onApply={onApply}
      withState
      withReference
      initiallyOpen
    />,
    'en',
  )
  return onApply
}

describe('the shipment filter panel (ACTIVE-011)', () => {
  it.each<[string, keyof ShipmentFilterForm, string]>([
    ['Number', 'orderNumber', '4711'],
    ['Sender', 'sender', 'Muster'],
    ['Receiver', 'receiver', 'Ziel AG'],
    ['Sender zip', 'senderZip', '3000'],
    ['Sender location', 'senderLocation', 'Bern'],
    ['Receiver zip', 'receiverZip', '8001'],
    ['Receiver location', 'receiverLocation', 'Zürich'],
    ['Reference', 'reference', 'Labor'],
  ])('Enter in the text field %s applies the filter', async (label, key, value) => {
    const onApply = await renderPanel()
    const input = screen.getByLabelText(label) as HTMLInputElement
    fireEvent.change(input, { target: { value } })
    await pressEnter(input)
    expect(onApply).toHaveBeenCalledTimes(1)
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_SHIPMENT_FILTER, [key]: value })
  })
})
