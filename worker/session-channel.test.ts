import { afterEach, describe, expect, it, vi } from 'vitest'
import { anOutboxRow, aProfile } from '#testing/factories'
import {
  cleanUpWorkers,
  pokeEverything,
  rowsOf,
  seedOtherAccounts,
  wait,
  worker,
} from './testing/session-worker'

/**
 * Issue 19: every sync worker hears the browser-wide session channel (contract.ts SESSION_CHANNEL).
 * A logout or switch posted there stops a run of that session, even while the worker's own tab
 * sleeps, and an ended session's replica goes once the run wrote its last row.
 */

afterEach(cleanUpWorkers)

describe('a session message on the session channel', () => {
  it("'ended' of the run's session stops it and wipes every table of the login and its switched accounts, outbox aside", async () => {
    const w = await worker()
    await w.handlers.start(w.startArgs)
    await w.settled()
    await seedOtherAccounts(w.db)
    expect(await rowsOf(w.db, 'customer')).toMatchObject({
      profiles: 2,
      shipments: 51,
      standingOrders: 15,
      packaging: 16,
      archivePages: 1,
      drafts: 1,
    })

    w.deliver({ type: 'ended', sessionId: w.startArgs.sessionId, login: 'customer' })

    await vi.waitFor(async () => expect(await rowsOf(w.db, 'customer')).toEqual({}), wait)
    expect(await w.handlers.status()).toEqual({ type: 'idle', lastSuccess: {} })
    const requests = w.seen.length

    await pokeEverything(w)

    expect(w.seen.slice(requests)).toEqual([])
    expect(await rowsOf(w.db, 'customer')).toEqual({})
    // Unsent changes stay; other logins' rows stay.
    expect((await w.db.outbox.toArray()).map((row) => row.account).sort()).toEqual([
      'customer',
      'customer>filiale-bern',
    ])
    expect((await w.db.profiles.toArray()).map((row) => row.account).sort()).toEqual([
      'customer2',
      'dispatcher>customer',
    ])
  })

  it("'ended' while the run's first refresh is in flight: its answers land nowhere, the replica stays empty", async () => {
    const w = await worker()
    const release = w.holdRequests()
    await w.handlers.start(w.startArgs)
    await vi.waitFor(() => expect(w.seen.length).toBeGreaterThan(0), wait)

    w.deliver({ type: 'ended', sessionId: w.startArgs.sessionId, login: 'customer' })
    await w.quiet()
    release()

    await vi.waitFor(
      async () => expect(await w.handlers.status()).toEqual({ type: 'idle', lastSuccess: {} }),
      wait,
    )
    await w.quiet()
    expect(await rowsOf(w.db, 'customer')).toEqual({})
    await pokeEverything(w)
    expect(await rowsOf(w.db, 'customer')).toEqual({})
  })

  it("'ended' of another session id does nothing: the run goes on and the replica stays", async () => {
    const w = await worker()
    await w.handlers.start(w.startArgs)
    await w.settled()
    const before = await rowsOf(w.db, 'customer')

    w.deliver({ type: 'ended', sessionId: 'an-earlier-login', login: 'customer' })
    await w.quiet()

    expect(await rowsOf(w.db, 'customer')).toEqual(before)
    expect(Object.keys((await w.handlers.status()).lastSuccess)).toHaveLength(6)
    const requests = w.seen.length
    await w.clock.advance(31_000)
    await w.handlers.refresh('profile')
    expect(w.seen.slice(requests).map((request) => request.line)).toContain('GET /profile')
    // And the run's own session can still start again (the other id was the one that ended).
    await expect(w.handlers.start(w.startArgs)).resolves.toEqual({ account: 'customer' })
  })

  it('a start for a session heard ending is refused, before or after it ran', async () => {
    const w = await worker()
    const lateTab = { ...w.startArgs, sessionId: `late-${crypto.randomUUID()}` }
    w.deliver({ type: 'ended', sessionId: lateTab.sessionId, login: 'customer' })
    await w.quiet()

    await expect(w.handlers.start(lateTab)).rejects.toThrow()
    expect(w.seen).toEqual([])
    expect(await w.handlers.status()).toEqual({ type: 'idle', lastSuccess: {} })

    await w.handlers.start(w.startArgs)
    await w.settled()
    w.deliver({ type: 'ended', sessionId: w.startArgs.sessionId, login: 'customer' })
    await vi.waitFor(async () => expect(await rowsOf(w.db, 'customer')).toEqual({}), wait)
    const requests = w.seen.length

    await expect(w.handlers.start(w.startArgs)).rejects.toThrow()

    await pokeEverything(w)
    expect(w.seen.slice(requests)).toEqual([])
    expect(await rowsOf(w.db, 'customer')).toEqual({})
  })

  it("'acting' on another account stops a run on 'customer' (no wipe named, so its replica stays)", async () => {
    const w = await worker()
    await w.handlers.start(w.startArgs)
    await w.settled()
    const before = await rowsOf(w.db, 'customer')

    w.deliver({
      type: 'acting',
      sessionId: w.startArgs.sessionId,
      account: 'customer>filiale-bern',
      wipe: null,
    })

    await vi.waitFor(
      async () => expect(await w.handlers.status()).toEqual({ type: 'idle', lastSuccess: {} }),
      wait,
    )
    const requests = w.seen.length
    await pokeEverything(w)
    expect(w.seen.slice(requests)).toEqual([])
    expect(await rowsOf(w.db, 'customer')).toEqual(before)
  })

  it("'acting' that ends the switch the run serves: stops it, then wipes that account only", async () => {
    const w = await worker('dispatcher', 'customer')
    expect(await w.handlers.start(w.startArgs)).toEqual({ account: 'dispatcher>customer' })
    await w.settled()
    await w.db.profiles.put({
      account: 'dispatcher',
      profile: aProfile({ username: 'dispatcher' }),
      syncedAt: '2026-11-18T08:00:00Z',
    })
    await w.db.outbox.add(anOutboxRow({ account: 'dispatcher>customer', status: 'needsAttention' }))
    expect((await rowsOf(w.db, 'dispatcher')).shipments).toBe(50)

    w.deliver({
      type: 'acting',
      sessionId: w.startArgs.sessionId,
      account: 'dispatcher',
      wipe: 'dispatcher>customer',
    })

    await vi.waitFor(async () => expect(await rowsOf(w.db, 'dispatcher')).toEqual({ profiles: 1 }), wait)
    expect(await w.db.profiles.get('dispatcher')).toBeDefined()
    expect(await w.handlers.status()).toEqual({ type: 'idle', lastSuccess: {} })
    const requests = w.seen.length
    await pokeEverything(w)
    expect(w.seen.slice(requests)).toEqual([])
    expect(await rowsOf(w.db, 'dispatcher')).toEqual({ profiles: 1 })
    // The switched account's unsent change stays.
    expect(await w.db.outbox.count()).toBe(1)
  })

  it("'acting' on the run's own account, or of another session, keeps it running", async () => {
    const w = await worker()
    await w.handlers.start(w.startArgs)
    await w.settled()

    w.deliver({ type: 'acting', sessionId: w.startArgs.sessionId, account: 'customer', wipe: null })
    w.deliver({
      type: 'acting',
      sessionId: 'another-login',
      account: 'dispatcher>customer',
      wipe: 'customer',
    })
    await w.quiet()

    expect(Object.keys((await w.handlers.status()).lastSuccess)).toHaveLength(6)
    expect((await rowsOf(w.db, 'customer')).shipments).toBe(50)
    const requests = w.seen.length
    await w.clock.advance(31_000)
    await w.handlers.refresh('profile')
    expect(w.seen.slice(requests).map((request) => request.line)).toContain('GET /profile')
  })
})

describe('updateTokens', () => {
  it("ignores another session's pair: the worker keeps sending its own token; its own session's pair is taken", async () => {
    const w = await worker()
    await w.handlers.start(w.startArgs)
    await w.settled()
    const foreign = w.harness.fixture.tokens.issue('restricted')

    await w.handlers.updateTokens({
      sessionId: 'the-next-login',
      token: foreign.token,
      refreshToken: foreign.refresh_token,
    })
    let from = w.seen.length
    await w.clock.advance(31_000)
    await w.handlers.refresh('profile')

    const after = w.seen.slice(from)
    expect(after.map((request) => request.line)).toContain('GET /profile')
    expect(new Set(after.map((request) => request.authorization))).toEqual(
      new Set([`Bearer ${w.startArgs.token}`]),
    )
    expect(await w.db.profiles.get('customer')).toMatchObject({ profile: { username: 'customer' } })

    // Its own session's renewal (another tab's) is taken over.
    const renewed = w.harness.fixture.tokens.issue('customer')
    await w.handlers.updateTokens({
      sessionId: w.startArgs.sessionId,
      token: renewed.token,
      refreshToken: renewed.refresh_token,
    })
    from = w.seen.length
    await w.clock.advance(31_000)
    await w.handlers.refresh('profile')
    const next = w.seen.slice(from)
    expect(next.map((request) => request.line)).toContain('GET /profile')
    expect(new Set(next.map((request) => request.authorization))).toEqual(
      new Set([`Bearer ${renewed.token}`]),
    )
  })
})
