/**
 * Version 1 of the replica's schema, as the first build wrote it. Old versions never change (each
 * change is a new version in database.ts), so the tests that build an old replica use this one.
 */
export const SCHEMA_VERSION_ONE = {
  profiles: 'account',
  addresses: '[account+id], account, pendingSeq',
  shipments: '[account+key], [account+list], pendingSeq',
  archivePages: '[account+queryKey], account, fetchedAt',
  standingOrders: '[account+key], account, pendingSeq',
  drafts: '[account+kind], account',
  outbox: '++seq, account, [account+status], idempotencyKey',
  zips: 'id, code',
  zipSearches: 'search',
  packaging: '[account+id], account',
  tracking: '[account+trackingId], account',
  meta: '[account+key], account',
} as const
