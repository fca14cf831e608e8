import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { StandingOrderSchema } from '#api/schemas/standing-order'
import { reader, standingOrderRow } from '#api/testing/wire-samples'
import { toStandingOrder } from './standing-order'

const read = reader(StandingOrderSchema, toStandingOrder)
const server = standingOrderRow

describe('standing order server → product', () => {
  it('maps every field (spec section 3 table)', () => {
    expect(read(server)).toEqual({
      key: 20007,
      number: 'DA-20007',
      reference: 'Labor',
      type: 1,
      customerName: 'Kurier Bern',
      customerNameSent: true,
      from: [
        {
          type: 'from',
          name: 'Atelier Seeland GmbH',
          contact: 'Fabian Schmid',
          address: 'Universitätstrasse 38',
          zip: '3110',
          location: 'Münsingen',
          phone: '+41 31 000 47 39',
          timeStart: '07:30',
          timeEnd: '08:00',
        },
      ],
      to: [expect.objectContaining({ type: 'to', name: 'Loïc Fontana', contact: '' })],
      days: ['monday', 'wednesday'],
      price: '58.46',
      pickupFrom: '07:30',
      pickupTo: '08:00',
      deliveryFrom: '09:30',
      deliveryTo: '10:30',
      isTour: true,
    })
  })

  it('customerName defaults to "" when the server has none', () => {
    const { customer_name: _dropped, ...withoutName } = server
    expect(read(withoutName).customerName).toBe('')
    expect(read({ ...server, customer_name: null }).customerName).toBe('')
  })

  it('customerNameSent says whether the answer carried customer_name, an empty one too', () => {
    const { customer_name: _dropped, ...withoutName } = server
    expect(read(withoutName).customerNameSent).toBe(false)
    expect(read({ ...server, customer_name: null }).customerNameSent).toBe(false)
    expect(read({ ...server, customer_name: '' }).customerNameSent).toBe(true)
    expect(read(server).customerNameSent).toBe(true)
  })

  it('price is a numeric string with 2 decimals, from a string or a number', () => {
    expect(read({ ...server, preis_netto: 58.4 }).price).toBe('58.40')
    expect(read({ ...server, preis_netto: '120' }).price).toBe('120.00')
  })

  it('rejects an unknown weekday code', () => {
    expect(() => v.parse(StandingOrderSchema, { ...server, standing_order_active_on: ['montag'] })).toThrow()
  })
})
