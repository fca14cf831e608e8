import { Hono } from 'hono'
import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import type { AppEnv, Deps } from '#fixture-api/http/env'
import type { FaultState } from '#fixture-api/http/faults'
import { parseBody } from '#fixture-api/http/validation'
import { advanceShipment } from '#fixture-api/lifecycle/advance'
import { defaultFaults } from '#fixture-api/options'
import { shipmentListView } from '#fixture-api/views/shipment-views'

const ControlBody = v.strictObject({
  latencyMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(60000))),
  jitterMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(60000))),
  errorRate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  dropAfterCommitRate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  conflictRate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  dropNextWrites: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  refuseNextWrites: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  dropNextRefreshes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  refuseConnections: v.optional(v.boolean()),
  expireTokens: v.optional(v.boolean()),
  revokeRefreshTokens: v.optional(v.boolean()),
  tokenTtlSeconds: v.optional(v.pipe(v.number(), v.minValue(0))),
})

const ClockBody = v.strictObject({
  now: v.nullable(
    v.pipe(
      v.string(),
      v.check((raw) => {
        try {
          Temporal.Instant.from(raw)
          return true
        } catch {
          return false
        }
      }, 'an ISO instant, e.g. 2026-11-18T08:30:00Z'),
    ),
  ),
})

const AdvanceBody = v.strictObject({
  key: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  to: v.optional(v.picklist(['pickedUp', 'delivered', 'cancelled'])),
  /** Without a key: the next due shipment of this account only. */
  owner: v.optional(v.string()),
})

/** /__fixture: fault switches for tests. Mounted only with the test-controls flag. */
export function controlRoutes(
  deps: Deps,
  state: FaultState,
  restartAt: (instant: Temporal.Instant | null) => void,
) {
  const routes = new Hono<AppEnv>()
  const snapshot = () => ({
    ...deps.options.faults,
    dropNextWrites: state.dropNextWrites,
    refuseNextWrites: state.refuseNextWrites,
    dropNextRefreshes: state.dropNextRefreshes,
    tokenTtlSeconds: deps.options.tokenTtlSeconds,
  })

  routes.get('/faults', (c) => c.json(snapshot()))

  routes.post('/faults', async (c) => {
    const body = await parseBody(c, ControlBody)
    const {
      expireTokens,
      revokeRefreshTokens,
      dropNextWrites,
      refuseNextWrites,
      dropNextRefreshes,
      tokenTtlSeconds,
      ...faults
    } = body
    Object.assign(deps.options.faults, faults)
    if (dropNextWrites !== undefined) state.dropNextWrites = dropNextWrites
    if (refuseNextWrites !== undefined) state.refuseNextWrites = refuseNextWrites
    if (dropNextRefreshes !== undefined) state.dropNextRefreshes = dropNextRefreshes
    if (tokenTtlSeconds !== undefined) deps.options.tokenTtlSeconds = tokenTtlSeconds
    if (expireTokens) deps.tokens.expireAllAccessTokens()
    if (revokeRefreshTokens) deps.tokens.revokeAllRefreshTokens()
    return c.json(snapshot())
  })

  routes.post('/faults/reset', (c) => {
    Object.assign(deps.options.faults, defaultFaults())
    state.dropNextWrites = 0
    state.refuseNextWrites = 0
    state.dropNextRefreshes = 0
    return c.json(snapshot())
  })

  /**
   * Pins the clock (`now`: an ISO instant; null goes back to the clock the server started with) and
   * regenerates the data for that day, every write forgotten: screenshot tests get the same rows,
   * dates and "today" on any day they run.
   */
  routes.post('/clock', async (c) => {
    const { now } = await parseBody(c, ClockBody)
    restartAt(now === null ? null : Temporal.Instant.from(now))
    return c.json({ now: deps.options.now().toString() })
  })

  /**
   * Moves one shipment on now (lifecycle/advance.ts): the given one or the next due, to `to` or its
   * next step. Answers the shipment as its list now shows it, and which list that is.
   */
  routes.post('/shipments/advance', async (c) => {
    const body = await parseBody(c, AdvanceBody)
    const row = advanceShipment(deps.store, deps.options.now().epochMilliseconds, body)
    return c.json({ list: row.list, shipment: shipmentListView(row) })
  })

  /**
   * What the fixture would have e-mailed or passed on: password-reset links, offers and orders with
   * the bodies they were created from, proof-of-delivery e-mails, for tests to follow and to check field by field.
   */
  routes.get('/outbox', (c) =>
    c.json({
      passwordResets: [...deps.store.resetRequests].map(([hash, username]) => ({ hash, username })),
      offers: [...deps.store.offers.all()].map((offer) => ({
        id: offer.id,
        owner: offer.owner,
        payload: offer.payload,
      })),
      orders: [...deps.store.receivedOrders].map(([id, order]) => ({ id, ...order })),
      podRequests: deps.store.podRequests,
    }),
  )

  /**
   * Every write (POST under /api/v2) since the last reset, in arrival order, with its
   * Idempotency-Key and fate, and how many faults were injected: the chaos tests count attempts,
   * duplicates and out-of-order commits with it.
   */
  routes.get('/journal', (c) => c.json({ writes: state.journal.entries, injected: state.journal.injected }))

  routes.post('/journal/reset', (c) => {
    state.journal.reset()
    return c.json({ writes: [], injected: state.journal.injected })
  })

  return routes
}
