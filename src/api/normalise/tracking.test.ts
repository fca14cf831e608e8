import { describe, expect, it } from 'vitest'
import { TrackingSchema } from '#api/schemas/shipment'
import { reader, trackingRow } from '#api/testing/wire-samples'
import { toTrackingResult } from './tracking'

const read = reader(TrackingSchema, toTrackingResult)
const server = trackingRow

describe('tracking result server → product', () => {
  it('maps the tracking fields (spec section 3)', () => {
    const result = read(server)
    expect(result).toEqual({
      state: 1000,
      cancelled: false,
      from: [{ zip: '9010', location: 'St. Gallen' }],
      to: [{ zip: '1618', location: 'Châtel-St-Denis' }],
      pickedUp: '2026-11-18T06:15:00+01:00',
      delivered: expect.anything(),
      visierName: 'Sarah Bianchi',
      startDate: '2026-11-18',
      startTime: '06:15:00',
      endDate: '2026-11-18',
      endTime: '08:00:00',
      externalNumber: '0500341',
      waybillNumber: '40117-0500341',
    })
    expect(result.delivered?.toString()).toBe('2026-11-18T07:00:00Z')
  })

  it('waybill number is extern_nr alone when the courier list is empty or missing', () => {
    expect(read({ ...server, auftrag_kuriere: [] }).waybillNumber).toBe('0500341')
    const { auftrag_kuriere: _dropped, ...withoutCouriers } = server
    expect(read(withoutCouriers).waybillNumber).toBe('0500341')
    expect(read({ ...server, auftrag_kuriere: [{ kurier: null }] }).waybillNumber).toBe('0500341')
  })

  it('a numeric customer number and extern_nr still join as text', () => {
    expect(
      read({ ...server, extern_nr: 500341, auftrag_kuriere: [{ kurier: { kundennummer: 40117 } }] })
        .waybillNumber,
    ).toBe('40117-500341')
  })

  it('falls back to visier_datum when date and time are not split out; nothing delivered = null', () => {
    expect(read({ ...server, visier_date: null, visier_time: null }).delivered?.toString()).toBe(
      '2026-11-18T07:00:00Z',
    )
    expect(read({ ...server, visier_date: null, visier_time: null, visier_datum: null }).delivered).toBeNull()
  })
})
