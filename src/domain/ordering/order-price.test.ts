import { describe, expect, it } from 'vitest'
import { anOrderColi, anOrderForm } from '#testing/order-form'
import { priceRequestOfForm } from './order-price'

describe('the price request of a form', () => {
  it('asks first sender to first receiver at the chargeable weight and coli count', () => {
    const form = anOrderForm({
      colis: {
        count: '2',
        colis: [anOrderColi(), anOrderColi({ length: '10', width: '10', height: '10', weight: '3' })],
      },
    })
    expect(priceRequestOfForm(form)).toEqual({
      fromZip: '8001',
      fromLocation: 'Zürich',
      toZip: '3011',
      toLocation: 'Bern',
      date: '2026-11-24',
      time: '10:00',
      weight: 23,
      colis: 2,
    })
  })

  it('is null while a place or a weight is missing', () => {
    const form = anOrderForm()
    expect(priceRequestOfForm({ ...form, receiver: { ...form.receiver, zip: '' } })).toBeNull()
    expect(
      priceRequestOfForm({ ...form, colis: { count: '1', colis: [anOrderColi({ weight: 'x' })] } }),
    ).toBeNull()
  })
})
