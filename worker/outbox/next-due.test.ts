import { describe, expect, it } from 'vitest'
import type { OutboxStatus } from '#db/rows'
import { anOutboxRow } from '#testing/factories'
import { anOrderFormAddress, anOrderInput } from '#testing/order-form'
import type { OutboxEntry } from '#worker/outbox/kind'
import { anAddressInput } from '#worker/testing/outbox'
import type { ChangeKindName } from './kinds/registry'
import { pickNext, waitingBehind, withDependents } from './next-due'

/** Pure ordering rules, on handmade entries: no database, no network. */

const NOW = 1_000_000

function entry(
  seq: number,
  options: {
    status?: OutboxStatus
    at?: number
    dependsOn?: number
    kind?: ChangeKindName
    payload?: unknown
  } = {},
): OutboxEntry {
  return {
    ...anOutboxRow({
      kind: options.kind ?? 'renameStandingOrder',
      payload: options.payload ?? { key: 20000 + seq, customerName: `n${seq}`, before: null },
      idempotencyKey: `key-${seq}`,
      status: options.status ?? 'queued',
      nextAttemptAt: options.at ?? 0,
      dependsOn: options.dependsOn ?? null,
    }),
    seq,
  }
}

const addressSave = (seq: number, id: number | null, status?: OutboxStatus) =>
  entry(seq, {
    kind: 'saveAddress',
    status,
    payload: { mode: id === null ? 'create' : 'update', address: anAddressInput({ id }), before: null },
  })

describe('pickNext', () => {
  it('is idle with nothing queued', () => {
    expect(pickNext([], NOW)).toEqual({ kind: 'idle' })
  })

  it('takes the lowest seq first, whatever order the rows come in', () => {
    const step = pickNext([entry(3), entry(1), entry(2)], NOW)
    expect(step.kind === 'send' && step.entry.seq).toBe(1)
  })

  it('stops at an entry in backoff: nothing later overtakes it', () => {
    expect(pickNext([entry(1, { at: NOW + 5000 }), entry(2)], NOW)).toEqual({
      kind: 'wait',
      until: NOW + 5000,
    })
  })

  it('sends an entry whose backoff has ended', () => {
    const step = pickNext([entry(1, { at: NOW })], NOW)
    expect(step.kind === 'send' && step.entry.seq).toBe(1)
  })

  it('waits while an entry is in flight', () => {
    expect(pickNext([entry(1, { status: 'sending' }), entry(2)], NOW)).toEqual({ kind: 'wait', until: null })
  })

  it('skips an entry that needs attention, but not the independent ones after it', () => {
    const step = pickNext([entry(1, { status: 'needsAttention' }), entry(2)], NOW)
    expect(step.kind === 'send' && step.entry.seq).toBe(2)
  })

  it('keeps a dependent entry (and its own dependents) behind one that needs attention', () => {
    const entries = [
      entry(1, { kind: 'createShipment', status: 'needsAttention', payload: { order: {}, priced: true } }),
      entry(2, { dependsOn: 1 }),
      entry(3, { dependsOn: 2 }),
      entry(4),
    ]
    const step = pickNext(entries, NOW)
    expect(step.kind === 'send' && step.entry.seq).toBe(4)
  })

  it('keeps a later change of the same row behind one that needs attention', () => {
    const entries = [addressSave(1, null, 'needsAttention'), addressSave(2, -1), addressSave(3, 77)]
    const step = pickNext(entries, NOW)
    expect(step.kind === 'send' && step.entry.seq).toBe(3)
  })

  it('is idle when only entries needing attention (and their followers) are left', () => {
    expect(pickNext([entry(1, { status: 'needsAttention' }), entry(2, { dependsOn: 1 })], NOW)).toEqual({
      kind: 'idle',
    })
  })

  it('a dependency that is gone (succeeded) does not hold anything', () => {
    const step = pickNext([entry(5, { dependsOn: 2 })], NOW)
    expect(step.kind === 'send' && step.entry.seq).toBe(5)
  })
})

describe('withDependents', () => {
  it('collects the entry, its dependents transitively, and later changes of the same rows', () => {
    const entries = [
      addressSave(1, null),
      addressSave(2, -1),
      entry(3, { dependsOn: 2 }),
      entry(4),
      entry(5, { dependsOn: 3 }),
      addressSave(6, 77),
    ]
    const first = entries[0]
    if (!first) throw new Error('no entry')
    expect(withDependents(entries, first).map((row) => row.seq)).toEqual([1, 2, 3, 5])
  })
})

describe('waitingBehind', () => {
  it('names, for every entry parked behind a change that needs attention, that change', () => {
    const refused = addressSave(1, null, 'needsAttention')
    const order = {
      ...entry(2, {
        kind: 'createShipment',
        payload: anOrderInput({ sender: anOrderFormAddress({ id: -1 }) }),
      }),
      payloadVersion: 2,
    }
    const savedWithOrder = entry(3, { dependsOn: 2 })
    const sameRow = addressSave(4, -1)
    const independent = entry(5)
    const behind = waitingBehind([independent, sameRow, savedWithOrder, order, refused])
    expect([...behind].sort(([a], [b]) => a - b)).toEqual([
      [2, 1],
      [3, 1],
      [4, 1],
    ])
  })

  it('is empty once nothing needs attention', () => {
    expect(waitingBehind([addressSave(1, null), entry(2, { dependsOn: 1 })]).size).toBe(0)
  })
})
