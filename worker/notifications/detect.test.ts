import { describe, expect, it } from 'vitest'
import type { ShipmentRow } from '#db/rows'
import { aShipment, aShipmentRow } from '#testing/factories'
import { type DetectInput, detectStatusEvents } from './detect'

const CHECKED = Date.parse('2026-11-18T08:00:00Z')
const NOW = Date.parse('2026-11-18T08:05:00Z')

const row = (key: number, state: number, extra: Partial<ShipmentRow['item']> = {}): ShipmentRow => {
  const stored = aShipmentRow('customer', aShipment({ key, externalNumber: `VK-${key}`, state }))
  return { ...stored, item: { ...stored.item, deliveryTo: '2026-11-18T17:00:00Z', ...extra } }
}

const detect = (before: ShipmentRow[], after: ShipmentRow[], extra: Partial<DetectInput> = {}) =>
  detectStatusEvents({ before, after, previousCheck: CHECKED, now: NOW, ownChanges: new Set(), ...extra })

const kinds = (input: ReturnType<typeof detect>) =>
  input.events.map((event) => `${event.kind}:${event.shipmentKey}`)

describe('status changes between two copies of the active list', () => {
  it('a waiting shipment on the road now is picked up, with the line the bell shows', () => {
    const found = detect([row(1, 100)], [row(1, 300)])
    expect(found.events).toEqual([
      {
        kind: 'pickedUp',
        shipmentKey: 1,
        list: 'active',
        number: 'VK-1',
        reference: 'Kostenstelle 12',
        place: 'Zürich',
      },
    ])
  })

  it('a shipment still listed but delivered (state or delivery time) is delivered', () => {
    expect(
      kinds(detect([row(1, 300), row(2, 400)], [row(1, 1000), row(2, 400, { delivered: 'x' })])),
    ).toEqual(['delivered:1', 'delivered:2'])
  })

  it('a cancelled flag set by the server is a cancellation; one already cancelled tells nothing again', () => {
    expect(kinds(detect([row(1, 100)], [row(1, 100, { cancelled: true })]))).toEqual(['cancelled:1'])
    expect(kinds(detect([row(1, 100, { cancelled: true })], [row(1, 300, { cancelled: true })]))).toEqual([])
  })

  it('steps inside a state, and a new shipment, tell nothing', () => {
    expect(kinds(detect([row(1, 100), row(2, 300)], [row(1, 200), row(2, 500), row(3, 300)]))).toEqual([])
  })

  it('a delivery window that ended since the last check is overdue; one that ended before, or ends later, is not', () => {
    const endedNow = row(1, 300, { deliveryTo: '2026-11-18T08:03:00Z' })
    const endedBefore = row(2, 300, { deliveryTo: '2026-11-18T07:59:00Z' })
    const endsLater = row(3, 100, { deliveryTo: '2026-11-18T08:06:00Z' })
    const deliveredLate = row(4, 1000, { deliveryTo: '2026-11-18T08:03:00Z' })
    const cancelled = row(5, 100, { deliveryTo: '2026-11-18T08:03:00Z', cancelled: true })
    const all = [endedNow, endedBefore, endsLater, deliveredLate, cancelled]
    expect(kinds(detect(all, all))).toEqual(['overdue:1'])
  })

  it('a shipment the user changes (pending row, or an outbox entry on it) tells nothing', () => {
    const pending = { ...row(1, 100), pendingSeq: 4 }
    expect(kinds(detect([pending], [row(1, 100, { cancelled: true })]))).toEqual([])
    expect(
      kinds(detect([row(2, 100)], [row(2, 100, { cancelled: true })], { ownChanges: new Set([2]) })),
    ).toEqual([])
  })

  it('live shipments that left the list are departed (the archive tells how); cancelled or own ones are not', () => {
    const found = detect(
      [row(1, 300), row(2, 100, { cancelled: true }), { ...row(3, 100), pendingSeq: 2 }, row(4, 100)],
      [row(4, 100)],
    )
    expect(found.departed.map((each) => each.key)).toEqual([1])
    expect(found.events).toEqual([])
  })
})
