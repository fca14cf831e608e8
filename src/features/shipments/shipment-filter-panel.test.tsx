// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { EMPTY_SHIPMENT_FILTER, type ShipmentFilterForm } from '#domain/shipments/shipment-filter'
import { renderWithI18n } from '#testing/render'
import { ShipmentFilterPanel } from './shipment-filter-panel'

async function renderPanel(
  props: Partial<{ applied: ShipmentFilterForm; withReference: boolean; initiallyOpen: boolean }> = {},
) {
  const onApply = vi.fn()
  await renderWithI18n(
    <ShipmentFilterPanel
      applied={props.applied ?? EMPTY_SHIPMENT_FILTER}
      onApply={onApply}
      withState
      withReference={props.withReference ?? false}
      initiallyOpen={props.initiallyOpen ?? true}
    />,
    'en',
  )
  return onApply
}

async function click(element: Element) {
  await act(async () => {
    fireEvent.click(element)
  })
}

describe('the shipment filter panel', () => {
  it('has every field of the spec, reference only where enabled (ACTIVE-004 to ACTIVE-007)', async () => {
    await renderPanel({ withReference: true })
    for (const label of [
      'Number',
      'Sender',
      'Receiver',
      'Sender zip',
      'Sender location',
      'Receiver zip',
      'Receiver location',
      'Reference',
      'State',
      'Transport type',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy()
    }
    expect(screen.getAllByText('From date').length).toBeGreaterThan(0)
    expect(screen.getAllByText('To date').length).toBeGreaterThan(0)
  })

  it('leaves out the reference where it is not enabled', async () => {
    await renderPanel()
    expect(screen.queryByLabelText('Reference')).toBeNull()
  })

  it('offers the two states and the transport types 0, 1, 3 and 4 (ACTIVE-014, ACTIVE-015)', async () => {
    await renderPanel()
    const states = Array.from((screen.getByLabelText('State') as HTMLSelectElement).options)
    expect(states.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Any state'],
      ['readyForPickup', 'Ready for pickup'],
      ['inTransit', 'In delivery'],
    ])
    const types = Array.from((screen.getByLabelText('Transport type') as HTMLSelectElement).options)
    expect(types.map((option) => option.value)).toEqual(['', '0', '1', '3', '4'])
    expect(types.map((option) => option.textContent).slice(1)).toEqual([
      'All',
      'Train',
      'Direct run',
      'Night transport',
    ])
  })

  // Enter in a text field (ACTIVE-011): shipment-filter-enter.test.tsx.
  it('applies with Apply (ACTIVE-009)', async () => {
    const onApply = await renderPanel()
    fireEvent.change(screen.getByLabelText('Sender'), { target: { value: 'Muster' } })
    fireEvent.change(screen.getByLabelText('Transport type'), { target: { value: '3' } })
    expect(onApply).not.toHaveBeenCalled()
    await click(screen.getByRole('button', { name: 'Apply' }))
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_SHIPMENT_FILTER, sender: 'Muster', transportType: 3 })
  })

  it('keeps a day and a text typed one after the other, in either order, and applies both', async () => {
    const onApply = await renderPanel({
      applied: { ...EMPTY_SHIPMENT_FILTER, from: '2026-11-20', to: '2026-11-25' },
    })
    const nextDay = async (label: string) => {
      const [daySegment] = within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton')
      if (!daySegment) throw new Error(`no day segment in ${label}`)
      await act(async () => {
        fireEvent.keyDown(daySegment, { key: 'ArrowUp' })
      })
    }

    await nextDay('From date')
    fireEvent.change(screen.getByLabelText('Sender'), { target: { value: 'Muster' } })
    await nextDay('To date')
    await click(screen.getByRole('button', { name: 'Apply' }))

    expect(onApply).toHaveBeenLastCalledWith({
      ...EMPTY_SHIPMENT_FILTER,
      from: '2026-11-21',
      to: '2026-11-26',
      sender: 'Muster',
    })
  })

  it('flags letters in a postcode and a to-date before the from-date, and does not apply them', async () => {
    const onApply = await renderPanel({
      applied: { ...EMPTY_SHIPMENT_FILTER, from: '2026-11-24', to: '2026-11-20' },
    })
    fireEvent.change(screen.getByLabelText('Sender zip'), { target: { value: '80a' } })
    await click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByText('A postcode has digits only.')).toBeTruthy()
    expect(screen.getByText('The to-date is before the from-date.')).toBeTruthy()
    expect(onApply).not.toHaveBeenCalled()
  })

  it('starts closed, and shows a reset on the closed panel only while a filter is active (ACTIVE-010)', async () => {
    const onApply = await renderPanel({
      initiallyOpen: false,
      applied: { ...EMPTY_SHIPMENT_FILTER, sender: 'X' },
    })
    expect(screen.queryByLabelText('Sender')).toBeNull()
    await click(screen.getByRole('button', { name: 'Reset filter' }))
    expect(onApply).toHaveBeenCalledWith(EMPTY_SHIPMENT_FILTER)
  })

  it('has no reset on the closed panel without an active filter', async () => {
    await renderPanel({ initiallyOpen: false })
    expect(screen.queryByRole('button', { name: 'Reset filter' })).toBeNull()
    await click(screen.getByRole('button', { name: 'Open filter' }))
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy()
  })
})
