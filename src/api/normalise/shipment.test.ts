import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ShipmentDetailSchema, ShipmentRowSchema } from '#api/schemas/shipment'
import { toShipmentDetail, toShipmentListItem } from './shipment'

const stop = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  kontaktadresse_id: 10030,
  firma: 'Tipografia Lucchini SA',
  kontakt: 'Pascal Gisler',
  adresse: 'Alte Landstrasse 44',
  plz: '9010',
  ort: 'St. Gallen',
  phone: '+41 61 000 47 13',
  datetime: '2026-11-18T06:15:00+01:00',
  time_start: '06:15',
  time_end: '07:15',
  ...overrides,
})

const row = {
  id: 500001,
  formatted_number: 'VK-0500001',
  rechnungsbeschreibung_offiziell: 'Projekt Limmat',
  state: 1000,
  cancelled: false,
  start: { date: '2026-11-18T06:15:00+01:00' },
  end: { date: '2026-11-18T08:00:00+01:00' },
  addresses: { from: [stop(1)], to: [stop(2, { firma: 'Haustechnik Lüthi AG', kontaktadresse_id: null })] },
  coli_count: 3,
  total_weight: 21.5,
  visiert_von: 'Sarah Bianchi',
  tourenplan_aktiv: true,
  pickup_datetime: '2026-11-18T06:15:00+01:00',
  visier_date: '2026-11-18',
  visier_time: '08:00:00',
  visier_datum: '2026-11-18T08:00:00+01:00',
  pickup_from: '2026-11-18T06:15:00+01:00',
  pickup_to: '2026-11-18T07:15:00+01:00',
  drop_from: '2026-11-18T07:00:00+01:00',
  drop_to: '2026-11-18T08:00:00+01:00',
  transportart_id: 3,
}

describe('shipment list row server → product', () => {
  const item = toShipmentListItem(v.parse(ShipmentRowSchema, row))

  it('maps the list fields (spec section 3 table)', () => {
    const { from, to, delivered, ...rest } = item
    expect(rest).toEqual({
      key: 500001,
      externalNumber: 'VK-0500001',
      reference: 'Projekt Limmat',
      state: 1000,
      cancelled: false,
      start: '2026-11-18T06:15:00+01:00',
      end: '2026-11-18T08:00:00+01:00',
      numberOfColis: 3,
      totalWeight: 21.5,
      visierName: 'Sarah Bianchi',
      isTour: true,
      pickedUp: '2026-11-18T06:15:00+01:00',
      pickupFrom: '2026-11-18T06:15:00+01:00',
      pickupTo: '2026-11-18T07:15:00+01:00',
      deliveryFrom: '2026-11-18T07:00:00+01:00',
      deliveryTo: '2026-11-18T08:00:00+01:00',
      transportart_id: 3,
    })
    expect(from).toHaveLength(1)
    expect(to).toHaveLength(1)
  })

  it('maps each stop and tags it from or to', () => {
    expect(item.from[0]).toEqual({
      id: 1,
      kontaktadresse_id: 10030,
      type: 'from',
      name: 'Tipografia Lucchini SA',
      contact: 'Pascal Gisler',
      address: 'Alte Landstrasse 44',
      zip: '9010',
      location: 'St. Gallen',
      phone: '+41 61 000 47 13',
      datetime: '2026-11-18T06:15:00+01:00',
      timeStart: '06:15',
      timeEnd: '07:15',
    })
    expect(item.to[0]).toMatchObject({ type: 'to', name: 'Haustechnik Lüthi AG', kontaktadresse_id: null })
  })

  it('delivered = visier_date + visier_time in Zurich, as an instant', () => {
    expect(item.delivered?.toString()).toBe('2026-11-18T07:00:00Z')
  })

  it('delivered in summer time is 2 hours ahead of UTC', () => {
    const summer = toShipmentListItem(
      v.parse(ShipmentRowSchema, { ...row, visier_date: '2026-07-01', visier_time: '12:30' }),
    )
    expect(summer.delivered?.toString()).toBe('2026-07-01T10:30:00Z')
  })

  it('not yet delivered: delivered, visierName and pickedUp are null', () => {
    const open = toShipmentListItem(
      v.parse(ShipmentRowSchema, {
        ...row,
        visier_date: null,
        visier_time: null,
        visiert_von: null,
        pickup_datetime: null,
      }),
    )
    expect(open).toMatchObject({ delivered: null, visierName: null, pickedUp: null })
  })
})

describe('shipment detail server → product', () => {
  const { addresses: _list, ...withoutList } = row
  const detail = {
    ...withoutList,
    extern_nr: '0500001',
    kontaktadressen: { send: [stop(1)], receive: [stop(2), stop(3)], third: [stop(4)] },
    colis: [
      { count: 2, description: 'Muster', length: 48, width: 57, height: 27, weight: 1.7 },
      { count: 1, description: 'Akten', length: 30, width: 20, height: 10, weight: 4 },
    ],
    preis_netto: 189.5549,
    preis_brutto: '204.9',
    invoice_type: 'single',
    rechnung_email_adressen: ['rechnungen@example.ch', 'buchhaltung@example.ch'],
    note: '',
  }
  const read = (raw: unknown) => toShipmentDetail(v.parse(ShipmentDetailSchema, raw))

  it('takes the stops from kontaktadressen.send and .receive', () => {
    const shipment = read(detail)
    expect(shipment.from.map((s) => [s.id, s.type])).toEqual([[1, 'from']])
    expect(shipment.to.map((s) => [s.id, s.type])).toEqual([
      [2, 'to'],
      [3, 'to'],
    ])
  })

  it('expands each coli into count separate entries', () => {
    expect(read(detail).colis).toEqual([
      { notes: 'Muster', length: 48, width: 57, height: 27, weight: 1.7 },
      { notes: 'Muster', length: 48, width: 57, height: 27, weight: 1.7 },
      { notes: 'Akten', length: 30, width: 20, height: 10, weight: 4 },
    ])
  })

  it('prices with 2 decimals, invoice type and e-mails', () => {
    expect(read(detail)).toMatchObject({
      priceExclVat: 189.55,
      priceInclVat: 204.9,
      invoiceType: 'single',
      invoiceEmailAddresses: ['rechnungen@example.ch', 'buchhaltung@example.ch'],
      key: 500001,
      numberOfColis: 3,
    })
  })

  it('invoice e-mails as one comma-separated string; invoice type monthly when missing', () => {
    const shipment = read({
      ...detail,
      rechnung_email_adressen: 'a@example.ch, b@example.ch',
      invoice_type: null,
    })
    expect(shipment.invoiceEmailAddresses).toEqual(['a@example.ch', 'b@example.ch'])
    expect(shipment.invoiceType).toBe('monthly')
  })
})
