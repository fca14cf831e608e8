// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { renderConfirm } from './testing/confirm-driver'

const orderButton = () => screen.getByRole('button', { name: 'order' }) as HTMLButtonElement

async function ctrlEnter() {
  await act(async () => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Enter', ctrlKey: true })
  })
}

describe('order confirm from the keyboard', () => {
  it('Ctrl+Enter places the order, as the Order button does, and says so on the button', async () => {
    const ten = Temporal.Instant.from('2026-11-24T09:10:00Z')
    const { onDone, deps } = await renderConfirm({ now: ten })
    expect(orderButton().getAttribute('aria-keyshortcuts')).toBe('Control+Enter')
    await waitFor(() => expect(orderButton().disabled).toBe(false))
    await ctrlEnter()
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(deps.queueShipment).toHaveBeenCalledTimes(1)
  })

  it('does nothing while the button cannot be pressed (no price for this shipment)', async () => {
    const { deps, onDone } = await renderConfirm({ price: async () => ({ kind: 'noresult' }) })
    await screen.findByRole('alert')
    expect(orderButton().disabled).toBe(true)
    await ctrlEnter()
    expect(deps.queueShipment).not.toHaveBeenCalled()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('with the terms not accepted says so and orders nothing, as a click does', async () => {
    const { deps } = await renderConfirm()
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the general terms and conditions.' }))
    await waitFor(() => expect(orderButton().disabled).toBe(false))
    await ctrlEnter()
    expect(screen.getByText('Please accept the terms and conditions.')).toBeTruthy()
    expect(deps.queueShipment).not.toHaveBeenCalled()
  })
})
