import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import type { ShipmentDetail } from '#domain/entities/shipment'
import { anAddress, anOrganization, aShipmentStop } from '#testing/factories'
import { anOrderForm } from '#testing/order-form'
import { emptyOrderForm } from './order-form'
import { preselectStandard, reorderForm, withDefaultPickup, withOrganizationDefaults } from './order-prefill'
import { checkPickupAtConfirm } from './pickup-check'

const at = (iso: string) => Temporal.Instant.from(iso)

describe('default pickup date and time', () => {
  it('a stored date in the past becomes today', () => {
    const form = withDefaultPickup(
      { ...emptyOrderForm(), date: '2026-11-20', time: '1500' },
      at('2026-11-24T08:02:00Z'),
    )
    expect(form.date).toBe('2026-11-24')
  })

  it('a time more than 5 minutes in the past becomes now rounded up to 5 minutes; 5 minutes is kept', () => {
    const now = at('2026-11-24T09:02:00Z') // 10:02 Zurich
    expect(withDefaultPickup({ ...emptyOrderForm(), date: '2026-11-24', time: '0956' }, now).time).toBe(
      '1005',
    )
    expect(withDefaultPickup({ ...emptyOrderForm(), date: '2026-11-24', time: '0957' }, now).time).toBe(
      '0957',
    )
  })

  it('an empty form opens on today, now rounded up', () => {
    const form = withDefaultPickup(emptyOrderForm(), at('2026-11-24T22:57:00Z')) // 23:57 Zurich
    expect(form).toMatchObject({ date: '2026-11-25', time: '0000' })
  })
})

describe('organization defaults', () => {
  it('use_default_remark prefills the notes; without it they stay', () => {
    const organization = anOrganization({ use_default_remark: true, default_remark: 'Rampe 2 benutzen' })
    expect(withOrganizationDefaults(emptyOrderForm(), organization).notes).toBe('Rampe 2 benutzen')
    expect(withOrganizationDefaults(emptyOrderForm(), anOrganization()).notes).toBe('')
  })
})

describe('standard preselection', () => {
  const addresses = [
    anAddress({ id: 1, label: 'A' }),
    anAddress({ id: 2, label: 'S', standardSenderAddress: true }),
    anAddress({ id: 3, label: 'R', standardReceiverAddress: true }),
    anAddress({ id: 4, label: 'B', standardBillingAddress: true, isBillingAddress: true }),
    anAddress({ id: 5, label: 'S2', standardSenderAddress: true }),
  ]

  it('selects the first address with each standard flag', () => {
    const form = preselectStandard(emptyOrderForm(), addresses)
    expect([form.sender.id, form.receiver.id, form.invoiceAddress.id]).toEqual([2, 3, 4])
  })

  it('leaves a block the user has already filled', () => {
    const filled = anOrderForm()
    expect(preselectStandard(filled, addresses).sender).toEqual(filled.sender)
  })
})

describe('re-order from an archived shipment', () => {
  const shipment = {
    from: [
      aShipmentStop({
        type: 'from',
        kontaktadresse_id: 21,
        name: 'Absender AG',
        address: 'Neue Gasse 5',
        contact: 'Ida',
        phone: '031 1',
      }),
    ],
    to: [
      aShipmentStop({ type: 'to', kontaktadresse_id: null, name: 'Ziel AG', zip: '3011', location: 'Bern' }),
      aShipmentStop({ type: 'to', name: 'Zweites Ziel' }),
    ],
    colis: [{ notes: 'Kiste', length: 10, width: 20, height: 30, weight: 4 }],
    invoiceType: 'single',
    invoiceEmailAddresses: ['rechnung@absender.ch'],
  } as unknown as ShipmentDetail
  const today = Temporal.PlainDate.from('2026-11-24')

  it('fills sender and receiver from the first stops, overlaying the fetched contact address', () => {
    const contact = anAddress({
      id: 21,
      name: 'Alter Name',
      street: 'Alte Gasse',
      contact: 'X',
      phone: '0',
      zip: '3012',
      location: 'Bern',
      locationId: 2002,
    })
    const form = reorderForm(emptyOrderForm(), shipment, { from: contact, to: null }, today)
    expect(form.sender).toMatchObject({
      id: 21,
      name: 'Absender AG',
      street: 'Neue Gasse 5',
      contact: 'Ida',
      phone: '031 1',
      locationId: 2002,
      zip: '3012',
    })
    expect(form.receiver).toMatchObject({ name: 'Ziel AG', zip: '3011', location: 'Bern' })
  })

  it('a failed contact fetch still fills the form from the stop', () => {
    const form = reorderForm(emptyOrderForm(), shipment, { from: null, to: null }, today)
    expect(form.sender).toMatchObject({ id: 21, name: 'Absender AG', street: 'Neue Gasse 5' })
  })

  it('copies invoice mail, invoice type and colis, and sets the date to today', () => {
    const form = reorderForm(
      { ...emptyOrderForm(), date: '2025-01-01' },
      shipment,
      { from: null, to: null },
      today,
    )
    expect(form).toMatchObject({
      date: '2026-11-24',
      invoiceMail: 'rechnung@absender.ch',
      invoiceType: 'single',
      colis: {
        count: '1',
        colis: [{ notes: 'Kiste', length: '10', width: '20', height: '30', weight: '4', palette: false }],
      },
    })
  })
})

describe('the pickup check on confirm', () => {
  const now = at('2026-11-24T09:30:00Z') // 10:30 Zurich

  it('10 minutes in the past still orders', () => {
    expect(checkPickupAtConfirm({ date: '2026-11-24', time: '1020' }, now)).toEqual({ ok: true })
  })

  it('more than 10 minutes in the past is corrected to now, shown as HH:mm', () => {
    expect(checkPickupAtConfirm({ date: '2026-11-24', time: '1019' }, now)).toEqual({
      ok: false,
      date: '2026-11-24',
      time: '1030',
      shown: '10:30',
    })
  })

  it('corrects across midnight to the new day', () => {
    const late = at('2026-11-24T23:20:00Z') // 00:20 on 25 November
    expect(checkPickupAtConfirm({ date: '2026-11-24', time: '2355' }, late)).toMatchObject({
      ok: false,
      date: '2026-11-25',
      time: '0020',
    })
  })
})
