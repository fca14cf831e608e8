import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PrefetchArgs } from './contract'
import { CONCURRENCY } from './mirror/page-stream'
import { cleanUpWorkers, wait, worker } from './testing/session-worker'

/**
 * Issue 25, item 2: the worker asks for the address book's pages as soon as the login has its
 * tokens, before the page's /profile names the account; only the start of that same session, as
 * the account that logged in, may write them.
 */

afterEach(cleanUpWorkers)

const prefetchArgs = (w: Awaited<ReturnType<typeof worker>>): PrefetchArgs => ({
  sessionId: w.startArgs.sessionId,
  token: w.startArgs.token,
  refreshToken: w.startArgs.refreshToken,
  apiBaseUrl: w.startArgs.apiBaseUrl,
})

const addressRequests = (w: Awaited<ReturnType<typeof worker>>) =>
  w.seen.filter((request) => request.line === 'GET /addresses').length
/** A login asks for its first pages together (the guesses past a short book's end come back empty). */
const FIRST_ROUND = CONCURRENCY

/** The ids of an account's address book as the fixture serves it, switched to `switchUser` or not. */
async function bookIds(w: Awaited<ReturnType<typeof worker>>, switchUser: string | null): Promise<number[]> {
  const response = await w.harness.fixture.fetch(
    new Request('http://fixture.test/api/v2/addresses?count=1000&offset=0', {
      headers: {
        authorization: `Bearer ${w.startArgs.token}`,
        ...(switchUser ? { 'X-Switch-User': switchUser } : {}),
      },
    }),
  )
  const body = (await response.json()) as { data: { kontaktadresse: { id: number } }[] }
  return body.data.map((row) => row.kontaktadresse.id).sort((a, b) => a - b)
}

describe("a login's early address pages", () => {
  it('are written by the start of the same session, which asks for the address book no second time', async () => {
    const w = await worker()
    await w.handlers.prefetch(prefetchArgs(w))
    await vi.waitFor(() => expect(addressRequests(w)).toBe(FIRST_ROUND), wait)
    // Nothing is written before the start names the account.
    expect(await w.db.addressRows.count()).toBe(0)

    await w.handlers.start(w.startArgs)
    await w.settled()

    expect(await w.db.addressRows.count()).toBe(64)
    expect(addressRequests(w)).toBe(FIRST_ROUND)
  })

  it('are never written when the session ends before its start: pages still on their way are dropped', async () => {
    const w = await worker()
    const release = w.holdRequests()
    await w.handlers.prefetch(prefetchArgs(w))
    await vi.waitFor(() => expect(addressRequests(w)).toBe(FIRST_ROUND), wait)

    w.deliver({ type: 'ended', sessionId: w.startArgs.sessionId, login: 'customer' })
    await w.quiet()
    release()
    await w.quiet()

    await expect(w.handlers.start(w.startArgs)).rejects.toThrow('This session has ended')
    expect(await w.db.addressRows.toArray()).toEqual([])
    expect(await w.db.meta.toArray()).toEqual([])
  })

  it('are never written when the session ends while the first mirror writes them', async () => {
    const w = await worker()
    const release = w.holdRequests()
    await w.handlers.prefetch(prefetchArgs(w))
    await w.handlers.start(w.startArgs)
    await vi.waitFor(() => expect(w.seen.length).toBeGreaterThan(1), wait)

    w.deliver({ type: 'ended', sessionId: w.startArgs.sessionId, login: 'customer' })
    await w.quiet()
    release()
    await w.quiet()
    await w.handlers.stop()

    expect(await w.db.addressRows.toArray()).toEqual([])
    expect(await w.db.meta.get(['customer', 'lastSuccess:addresses'])).toBeUndefined()
  })

  it('are not taken by a start as a switched account: its book is its own, read with the switch', async () => {
    const w = await worker('dispatcher', 'customer')
    await w.handlers.prefetch(prefetchArgs(w))
    await vi.waitFor(() => expect(addressRequests(w)).toBe(FIRST_ROUND), wait)

    await w.handlers.start(w.startArgs)
    await w.settled()

    const stored = (await w.db.addressRows.toArray()).map((row) => row.id).sort((a, b) => a - b)
    const [customers, dispatchers] = [await bookIds(w, 'customer'), await bookIds(w, null)]
    expect(stored).toEqual(customers)
    expect(stored.filter((id) => dispatchers.includes(id))).toEqual([])
    expect((await w.db.addressRows.toArray()).every((row) => row.account === 'dispatcher>customer')).toBe(
      true,
    )
  })

  it('of another session are not taken: a start after a second login reads the book itself', async () => {
    const w = await worker()
    await w.handlers.prefetch({ ...prefetchArgs(w), sessionId: 'an-earlier-login' })
    await vi.waitFor(() => expect(addressRequests(w)).toBe(FIRST_ROUND), wait)

    await w.handlers.start(w.startArgs)
    await w.settled()

    expect(addressRequests(w)).toBe(FIRST_ROUND + 1)
    expect(await w.db.addressRows.count()).toBe(64)
  })
})
