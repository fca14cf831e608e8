import type { AccountId, OutboxRow } from '#db/rows'

/** Test support: an outbox entry of an account, waiting to be sent; overrides win. */
export function anOutboxRow(account: AccountId, overrides: Partial<OutboxRow> = {}): OutboxRow {
  return {
    account,
    kind: 'saveAddress',
    payload: {},
    idempotencyKey: crypto.randomUUID(),
    status: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    dependsOn: null,
    lastError: null,
    errorField: null,
    createdAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  }
}
