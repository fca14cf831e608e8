// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { OrderForm } from '#domain/ordering/order-form'
import { anOrderForm, anOrderFormAddress } from '#testing/order-form'
import { fakePlacement, renderConfirm } from './testing/confirm-driver'
import { input, renderOrderForm } from './testing/order-form-driver'

/** A draft reached by Back/Forward, a reload or a bookmark, as confirm loads it. */
async function openConfirmWith(form: OrderForm) {
  const getPrice = vi.fn(async () => ({ kind: 'noresult' as const }))
  const queueShipment = vi.fn()
  const { onIncomplete } = await renderConfirm({
    form,
    price: getPrice,
    deps: fakePlacement({ queueShipment, getPrice }),
  })
  return { onIncomplete, getPrice, queueShipment }
}

describe('confirm re-validates the draft it loads with the order form’s rules', () => {
  it.each([
    ['empty e-mails', anOrderForm({ date: '2099-06-01', emailClient: '', emailLetter: '' })],
    ['an invalid e-mail', anOrderForm({ date: '2099-06-01', emailClient: 'lea@', emailLetter: 'lea@' })],
    [
      'no phone at the receiver',
      anOrderForm({ date: '2099-06-01', receiver: anOrderFormAddress({ phone: '' }) }),
    ],
    ['no colis', anOrderForm({ date: '2099-06-01', colis: { count: '0', colis: [] } })],
  ])(
    'with %s it sends the user back to the form, says why, and neither prices nor places it',
    async (_, form) => {
      const { onIncomplete, getPrice, queueShipment } = await openConfirmWith(form)
      await waitFor(() => expect(onIncomplete).toHaveBeenCalledTimes(1))
      expect(
        screen.getByText('Some details of this order are missing. Please complete the marked fields.'),
      ).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'order' })).toBeNull()
      expect(getPrice).not.toHaveBeenCalled()
      expect(queueShipment).not.toHaveBeenCalled()
    },
  )

  it('a complete draft stays, even with a pickup gone by (confirm moves that to now itself)', async () => {
    const { onIncomplete } = await openConfirmWith(anOrderForm({ date: '2020-01-06', time: '1000' }))
    expect(await screen.findByRole('button', { name: 'order' })).toBeTruthy()
    expect(onIncomplete).not.toHaveBeenCalled()
  })
})

describe('the order form reopened to be completed', () => {
  it('marks the first invalid field at once, focuses it, and says why', async () => {
    const { onSubmit } = await renderOrderForm({
      initial: anOrderForm({ date: '2099-06-01', emailClient: '', emailLetter: '' }),
      checkOnOpen: true,
    })
    expect(await screen.findByText('Please correct the marked fields.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(input('emailClient')))
    expect(input('emailClient')?.getAttribute('aria-invalid')).toBe('true')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('opened normally, it marks nothing before the user submits', async () => {
    await renderOrderForm({ initial: anOrderForm({ date: '2099-06-01', emailClient: '', emailLetter: '' }) })
    expect(screen.queryByText('Please correct the marked fields.')).toBeNull()
    expect(input('emailClient')?.getAttribute('aria-invalid')).not.toBe('true')
  })
})
