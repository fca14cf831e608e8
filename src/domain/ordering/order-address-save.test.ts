import { describe, expect, it } from 'vitest'
import { anOrderForm } from '#testing/order-form'
import { addressesToSave } from './order-address-save'

describe('addresses flagged "save to address book"', () => {
  it('are saved as updates when already saved and as new addresses otherwise; the invoice one as billing', () => {
    const form = anOrderForm()
    form.sender = { ...form.sender, id: 44, save: true }
    form.receiver = { ...form.receiver, save: false }
    form.invoiceAddress = { ...form.invoiceAddress, save: true }
    const saves = addressesToSave(form)
    expect(saves).toHaveLength(2)
    expect(saves[0]).toMatchObject({ id: 44, name: 'Muster AG', locationId: 1001, isBillingAddress: false })
    expect(saves[1]).toMatchObject({
      id: null,
      name: 'Buchhaltung AG',
      isBillingAddress: true,
      locationId: null,
    })
  })
})
