import { describe, expect, it } from 'vitest'
import { BULK_POD_MAX, type PodCandidate, planBulkPod, podRequestKey, zurichDayOf } from './bulk-pod'

const shipment = (key: number, overrides: Partial<PodCandidate> = {}): PodCandidate => ({
  key,
  externalNumber: `VK-${key}`,
  state: 1000,
  cancelled: false,
  ...overrides,
})

const NONE = new Set<string>()

describe('planBulkPod: what a bulk proof-of-delivery request asks for, and what it skips', () => {
  it('requests every delivered shipment, in the order given', () => {
    const outcome = planBulkPod([shipment(3), shipment(1), shipment(2)], 'a@b.ch', NONE)
    expect(outcome).toEqual({
      kind: 'plan',
      plan: { request: [shipment(3), shipment(1), shipment(2)], skipped: [] },
    })
  })

  it('skips shipments not delivered, a cancelled one included, saying so', () => {
    const outcome = planBulkPod(
      [
        shipment(1),
        shipment(2, { state: 500 }),
        shipment(3, { cancelled: true }),
        shipment(4, { state: 100 }),
      ],
      'a@b.ch',
      NONE,
    )
    expect(outcome.kind === 'plan' && outcome.plan.request.map((row) => row.key)).toEqual([1])
    expect(
      outcome.kind === 'plan' && outcome.plan.skipped.map((skip) => [skip.shipment.key, skip.reason]),
    ).toEqual([
      [2, 'notDelivered'],
      [3, 'notDelivered'],
      [4, 'notDelivered'],
    ])
  })

  it('skips what was already requested for that address today, whatever its case and spaces', () => {
    const today = new Set([podRequestKey(2, 'A@B.ch'), podRequestKey(3, 'other@b.ch')])
    const outcome = planBulkPod([shipment(1), shipment(2), shipment(3)], ' a@b.CH ', today)
    expect(outcome.kind === 'plan' && outcome.plan.request.map((row) => row.key)).toEqual([1, 3])
    expect(outcome.kind === 'plan' && outcome.plan.skipped).toEqual([
      { shipment: shipment(2), reason: 'alreadyRequested' },
    ])
  })

  it('a shipment both undelivered and requested is skipped as not delivered', () => {
    const outcome = planBulkPod(
      [shipment(5, { state: 400 })],
      'a@b.ch',
      new Set([podRequestKey(5, 'a@b.ch')]),
    )
    expect(outcome.kind === 'plan' && outcome.plan.skipped[0]?.reason).toBe('notDelivered')
  })

  it('requests a shipment chosen twice once', () => {
    const outcome = planBulkPod([shipment(1), shipment(1)], 'a@b.ch', NONE)
    expect(outcome.kind === 'plan' && outcome.plan.request).toHaveLength(1)
  })

  it('1000 is allowed; above it nothing is planned and the total is told, as exports do', () => {
    const thousand = Array.from({ length: BULK_POD_MAX }, (_, index) => shipment(index + 1))
    const allowed = planBulkPod(thousand, 'a@b.ch', NONE, BULK_POD_MAX)
    expect(allowed.kind === 'plan' && allowed.plan.request).toHaveLength(1000)
    // The server read 1000 rows of 1234 that match.
    expect(planBulkPod(thousand, 'a@b.ch', NONE, 1234)).toEqual({ kind: 'tooMany', total: 1234 })
    expect(planBulkPod([...thousand, shipment(1001)], 'a@b.ch', NONE)).toEqual({
      kind: 'tooMany',
      total: 1001,
    })
  })

  it('nothing chosen: none', () => {
    expect(planBulkPod([], 'a@b.ch', NONE, 0)).toEqual({ kind: 'none' })
  })
})

describe('zurichDayOf', () => {
  it('is the Swiss day, not the UTC one', () => {
    expect(zurichDayOf('2026-11-27T23:30:00Z')).toBe('2026-11-28')
    expect(zurichDayOf('2026-07-01T21:59:00Z')).toBe('2026-07-01')
    expect(zurichDayOf('2026-07-01T22:00:00Z')).toBe('2026-07-02')
  })

  it('an unreadable instant has no day', () => {
    expect(zurichDayOf('gestern')).toBeNull()
  })
})
