import { describe, expect, it } from 'vitest'
import type { PendingChange } from '#db/queries/outbox'
import { correctionPath } from './correction-path'

const change = (seq: number, kind: PendingChange['kind'], payload: unknown): PendingChange => ({
  seq,
  account: 'customer',
  kind,
  payload,
  idempotencyKey: `key-${seq}`,
  status: 'needsAttention',
  attempts: 0,
  nextAttemptAt: 0,
  dependsOn: null,
  lastError: 'refused',
  errorField: null,
  createdAt: '2026-11-22T08:00:00Z',
})

describe('correctionPath', () => {
  it('opens an address created offline under its temporary id, and a saved one under its own', () => {
    expect(correctionPath(change(7, 'saveAddress', { mode: 'create', address: { id: null } }))).toBe(
      '/address-book/-7/edit',
    )
    expect(correctionPath(change(8, 'saveAddress', { mode: 'update', address: { id: 10012 } }))).toBe(
      '/address-book/10012/edit',
    )
  })

  it('answers null for kinds without a screen yet and for a payload that is not an address save', () => {
    expect(correctionPath(change(9, 'renameStandingOrder', { key: 1, customerName: 'x' }))).toBeNull()
    expect(correctionPath(change(10, 'saveAddress', { mode: 'update', address: { id: 'x' } }))).toBeNull()
    expect(correctionPath(change(11, 'saveAddress', null))).toBeNull()
  })
})
