import { fixtureHarness } from '#api/testing/harness'
import type { MirrorContext } from '#worker/mirror/context'
import { testDatabase } from './test-db'

/** Test support: 09:05 on the fixture's pinned day, as the worker's clock. */
export const SYNC_NOW = Date.parse('2026-11-18T08:05:00Z')

/** A fresh replica and the API logged in on the pinned-clock fixture, as one mirror context. */
export async function mirrorSetup(username = 'customer') {
  const harness = await fixtureHarness(username)
  const db = testDatabase()
  const context: MirrorContext = { api: harness.api, db, account: username, now: () => SYNC_NOW }
  return { harness, db, context }
}
