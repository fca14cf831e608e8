import { describe, expect, it } from 'vitest'
import { aLocation, anAddress, anOrganization } from '#testing/factories'
import { anOrderColi, anOrderFormAddress } from '#testing/order-form'
import { selectSavedAddress } from './address-selection'
import { orderFromCalculator, withCalculatorPlace } from './calculator-order'
import { emptyOrderAddress, emptyOrderForm, type OrderForm } from './order-form'
import { preselectStandard, withOrganizationDefaults } from './order-prefill'

const BERN = aLocation({ id: 1002, code: '3011', name: 'Bern', label: '3011 Bern' })
const ZURICH = aLocation({ id: 1001, code: '8001', name: 'Zürich', label: '8001 Zürich' })
const sender = anAddress({ id: 9, label: 'Zentrale', standardSenderAddress: true }) // 8001 Zürich, 1001
const billing = anAddress({
  id: 4,
  name: 'Buchhaltung AG',
  standardBillingAddress: true,
  isBillingAddress: true,
})

/** The normal prefill of a new order form, as the order page builds it. */
function fresh(): OrderForm {
  const organization = anOrganization({ use_default_remark: true, default_remark: 'Rampe 2' })
  const form = { ...emptyOrderForm(), emailClient: 'lea@muster.ch', emailLetter: 'lea@muster.ch' }
  return preselectStandard(withOrganizationDefaults(form, organization), [sender, billing])
}

/** What the calculator alone leaves in the order draft: pickup, colis and two places. */
function calculatorDraft(from = ZURICH, to = BERN): OrderForm {
  const place = (location: typeof ZURICH) => withCalculatorPlace(emptyOrderAddress(), location)
  return {
    ...emptyOrderForm(),
    date: '2026-11-25',
    time: '1400',
    colis: { count: '1', colis: [anOrderColi({ notes: '', weight: '7' })] },
    sender: place(from),
    receiver: place(to),
  }
}

describe('a place picked in the price calculator', () => {
  const opened = selectSavedAddress(sender, 'sender', true).address

  it('another postcode leaves the place alone, without the old company, street and saved-address link', () => {
    expect(withCalculatorPlace(opened, BERN)).toEqual({
      ...emptyOrderAddress(),
      zip: '3011',
      location: 'Bern',
      locationId: 1002,
    })
  })

  it('the same place keeps the address it opened with, link and all', () => {
    expect(withCalculatorPlace(opened, ZURICH)).toBe(opened)
  })
})

describe('the price calculator’s "order"', () => {
  it('takes the normal prefill (e-mail, default remark, standard addresses) around its pickup, colis and places', () => {
    const form = orderFromCalculator(calculatorDraft(), fresh())
    expect(form).toMatchObject({
      date: '2026-11-25',
      time: '1400',
      emailClient: 'lea@muster.ch',
      emailLetter: 'lea@muster.ch',
      notes: 'Rampe 2',
      colis: { count: '1', colis: [expect.objectContaining({ weight: '7' })] },
    })
    expect(form.sender).toMatchObject({ id: 9, name: 'Muster AG', locationId: 1001 })
    expect(form.invoiceAddress).toMatchObject({ id: 4, name: 'Buchhaltung AG' })
    expect(form.receiver).toMatchObject({ id: null, name: '', street: '', zip: '3011', locationId: 1002 })
  })

  it('a standard address on another postcode than the calculator’s gives way to the calculator’s place', () => {
    const form = orderFromCalculator(calculatorDraft(BERN, ZURICH), fresh())
    expect(form.sender).toEqual({ ...emptyOrderAddress(), zip: '3011', location: 'Bern', locationId: 1002 })
  })

  it('what the user had typed into the order draft stays', () => {
    const draft = {
      ...calculatorDraft(),
      emailClient: 'ben@muster.ch',
      emailLetter: 'ben@muster.ch',
      notes: 'Klingeln',
      receiver: anOrderFormAddress({ name: 'Empfang GmbH', zip: '3011', location: 'Bern', locationId: 1002 }),
    }
    const form = orderFromCalculator(draft, fresh())
    expect(form).toMatchObject({ emailClient: 'ben@muster.ch', notes: 'Klingeln' })
    expect(form.receiver.name).toBe('Empfang GmbH')
  })
})
