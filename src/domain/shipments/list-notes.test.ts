import { describe, expect, it } from 'vitest'
import { deliveryNote, isClockTime, pickupNote, stopSummary, stopTimeNote } from './list-notes'
import { listItem, stop } from './testing-items'

describe('pickup and delivery notes (ACTIVE-019, ACTIVE-024, ACTIVE-028, ACTIVE-029, ARCH-011)', () => {
  it('a shipment not yet picked up shows its planned pickup window', () => {
    expect(pickupNote(listItem())).toEqual({
      kind: 'planned',
      from: '2026-11-24T09:00:00+01:00',
      to: '2026-11-24T10:00:00+01:00',
    })
  })

  it('a picked-up shipment shows when it was picked up, not the window', () => {
    const item = listItem({ pickedUp: '2026-11-24T09:12:00+01:00' })
    expect(pickupNote(item)).toEqual({ kind: 'done', at: '2026-11-24T09:12:00+01:00' })
  })

  it('a delivered shipment shows its delivery instant, else the planned delivery window', () => {
    expect(deliveryNote(listItem())).toEqual({
      kind: 'planned',
      from: '2026-11-24T11:00:00+01:00',
      to: '2026-11-24T12:00:00+01:00',
    })
    const delivered = listItem({ delivered: '2026-11-24T10:58:00Z' })
    expect(deliveryNote(delivered)).toEqual({ kind: 'done', at: '2026-11-24T10:58:00Z' })
  })

  it('a tour uses its first stops: their served time, else their time window, never the shipment times', () => {
    const tour = listItem({
      isTour: true,
      pickedUp: '2026-11-24T09:12:00+01:00',
      from: [
        stop({ timeStart: '08:00', timeEnd: '09:00' }),
        stop({ id: 3, datetime: '2026-11-24T08:30:00+01:00' }),
      ],
      to: [stop({ type: 'to', datetime: '2026-11-24T11:40:00+01:00' }), stop({ type: 'to', id: 4 })],
    })
    expect(pickupNote(tour)).toEqual({ kind: 'planned', from: '08:00', to: '09:00' })
    expect(deliveryNote(tour)).toEqual({ kind: 'done', at: '2026-11-24T11:40:00+01:00' })
  })

  it('a tour stop with neither a time nor a window has no note', () => {
    expect(pickupNote(listItem({ isTour: true }))).toBeNull()
  })

  it('a shipment with no times at all has no note', () => {
    const bare = listItem({ pickupFrom: null, pickupTo: null, deliveryFrom: null, deliveryTo: null })
    expect(pickupNote(bare)).toBeNull()
    expect(deliveryNote(bare)).toBeNull()
  })
})

describe('carousel address times (ARCH-038, ARCH-039)', () => {
  it('a tour address shows its own times; other shipments show the shipment-level times', () => {
    const second = stop({ id: 9, timeStart: '13:00', timeEnd: '14:00' })
    const tour = listItem({ isTour: true, from: [stop(), second] })
    expect(stopTimeNote(tour, second)).toEqual({ kind: 'planned', from: '13:00', to: '14:00' })
    const single = listItem({ pickedUp: '2026-11-24T09:12:00+01:00' })
    expect(stopTimeNote(single, single.from[0] as never)).toEqual({
      kind: 'done',
      at: '2026-11-24T09:12:00+01:00',
    })
    expect(stopTimeNote(single, single.to[0] as never)?.kind).toBe('planned')
  })
})

describe('stop summary (ACTIVE-020, ACTIVE-021, ARCH-008, ARCH-009)', () => {
  it('shows the first stop and +N for the further stops', () => {
    expect(stopSummary([stop()])).toEqual({ name: 'Muster AG', location: 'Zürich', more: 0 })
    expect(stopSummary([stop(), stop({ id: 2 }), stop({ id: 3 })])?.more).toBe(2)
  })

  it('falls back to the contact for a private person and is null without stops', () => {
    expect(stopSummary([stop({ name: '', contact: 'Max Meier' })])?.name).toBe('Max Meier')
    expect(stopSummary([])).toBeNull()
  })

  it('tells a tour window from a date-time', () => {
    expect(isClockTime('08:00')).toBe(true)
    expect(isClockTime('2026-11-24T08:00:00+01:00')).toBe(false)
  })
})
