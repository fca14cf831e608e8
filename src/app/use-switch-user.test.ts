import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { createSession, type Session, SWITCH_USER_KEY } from '#api/session'
import { fixtureHarness, MemoryStorage } from '#api/testing/harness'
import { getAddresses } from '#db/queries/addresses'
import { getDraft, saveDraft } from '#db/queries/drafts'
import { getPendingChanges } from '#db/queries/outbox'
import { accountId } from '#db/rows'
import { NotSwitchableError } from '#features/switch-user/not-switchable-error'
import { anAddressInput, aProfile } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { mirrorAddresses } from '#worker/mirror/addresses'
import { queueChange } from '#worker/outbox/queue'
import {
  endSwitch,
  reloadWhenSwitchedElsewhere,
  searchUsers,
  showsSwitchUser,
  switchTo,
} from './use-switch-user'

const Draft = v.object({ sender: v.string() })
const SWITCHED = accountId('dispatcher', 'customer')
const SYNC_NOW = Date.parse('2026-11-18T08:05:00Z')

/** The dispatcher logged in on the fixture, with the switch wired as the hook wires it. */
async function dispatcher() {
  const h = await fixtureHarness('dispatcher')
  const reload = vi.fn()
  const listSwitchable = vi.fn((options?: { signal?: AbortSignal }) => h.api.switchUser.users(options))
  return { ...h, reload, deps: { session: h.session, listSwitchable, reload } }
}

const switchHeaders = (sent: { headers: Headers }[]) => sent.map((call) => call.headers.get('x-switch-user'))

describe('who sees the switch-user widget (SWITCH-001)', () => {
  const ready = (canSwitchUser: boolean) =>
    ({ status: 'ready', profile: aProfile({ canSwitchUser }), fromCache: false }) as const

  it('a user with the role, and nobody else', () => {
    expect(showsSwitchUser(ready(true), null)).toBe(true)
    expect(showsSwitchUser(ready(false), null)).toBe(false)
    expect(showsSwitchUser({ status: 'loading' }, null)).toBe(false)
    expect(showsSwitchUser({ status: 'error', error: new Error('offline') }, null)).toBe(false)
  })

  it("while switched, whatever the switched-to account's profile says, so the way back stays", () => {
    expect(showsSwitchUser(ready(false), 'customer')).toBe(true)
    expect(showsSwitchUser({ status: 'loading' }, 'customer')).toBe(true)
  })
})

describe('switching user (spec section 4)', () => {
  it('stores the username as the switch-user marker and reloads (SWITCH-005, SWITCH-006)', async () => {
    const h = await dispatcher()
    await switchTo(h.deps, 'customer')
    expect(h.session.get().switchUser).toBe('customer')
    expect(h.reload).toHaveBeenCalledTimes(1)
  })

  it('asks the server for the switchable users at the time of the switch, not from an earlier list', async () => {
    const h = await dispatcher()
    await searchUsers(h.deps.listSwitchable, 'fil')
    await switchTo(h.deps, 'filiale-bern')
    expect(h.to('/get-switchable-users')).toHaveLength(2)
    // Asked as the dispatcher: the marker is set only once the answer allows it.
    expect(switchHeaders(h.to('/get-switchable-users'))).toEqual([null, null])
  })

  it('refuses a user who is not in the switchable list: a typed error, nothing stored, no reload', async () => {
    const h = await dispatcher()
    for (const stranger of ['anna', 'dispatcher', 'Customer', 'mustchange']) {
      const refused = await switchTo(h.deps, stranger).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(NotSwitchableError)
      expect(refused).toMatchObject({ username: stranger })
    }
    expect(h.session.get().switchUser).toBeNull()
    expect(h.reload).not.toHaveBeenCalled()
  })

  it('a user without the role has nobody to switch to', async () => {
    const h = await fixtureHarness('customer')
    const reload = vi.fn()
    const deps = { session: h.session, listSwitchable: () => h.api.switchUser.users(), reload }
    await expect(switchTo(deps, 'restricted')).rejects.toBeInstanceOf(NotSwitchableError)
    expect(h.session.get().switchUser).toBeNull()
    expect(reload).not.toHaveBeenCalled()
  })

  it('offline, the switch fails as offline and stores nothing', async () => {
    const h = await dispatcher()
    await h.faults({ refuseConnections: true })
    await expect(switchTo(h.deps, 'customer')).rejects.toMatchObject({ kind: 'offline' })
    expect(h.session.get().switchUser).toBeNull()
    expect(h.reload).not.toHaveBeenCalled()
  })

  it('after switching, every request carries X-Switch-User, and answers for the switched account (SWITCH-007)', async () => {
    const h = await dispatcher()
    await switchTo(h.deps, 'customer')
    h.sent.length = 0

    expect((await h.api.profile.get()).username).toBe('customer')
    const book = await h.api.addresses.list({
      offset: 0,
      count: 5,
      sorting: { field: 'id', direction: 'asc' },
    })
    expect(book.items.length).toBeGreaterThan(0)
    await h.api.shipments.summary()
    await h.api.standingOrders.rename(20007, 'Kurier Bern')
    // An expired token: the refresh call carries no session headers, the repeated request does.
    await h.faults({ expireTokens: true })
    await h.api.switchUser.users()

    expect(h.to('/token/refresh')).toHaveLength(1)
    const sessionCalls = h.sent.filter((call) => !call.url.pathname.endsWith('/token/refresh'))
    expect(sessionCalls.length).toBeGreaterThanOrEqual(6)
    expect(new Set(sessionCalls.map((call) => call.method))).toEqual(new Set(['GET', 'POST']))
    expect(new Set(switchHeaders(sessionCalls))).toEqual(new Set(['customer']))
  })
})

describe('searching the switchable users', () => {
  it('filters the fetched list by the typed text, ignoring case', async () => {
    const h = await dispatcher()
    const names = async (text: string) =>
      (await searchUsers(h.deps.listSwitchable, text)).map((user) => user.username)
    expect(await names('FILIALE-L')).toEqual(['filiale-lausanne', 'filiale-lugano'])
    expect(await names(' cust ')).toEqual(['customer'])
    expect(await names('nobody')).toEqual([])
  })

  it('passes the signal on, so a newer search cancels the older request', async () => {
    const listSwitchable = vi.fn(async () => [{ username: 'customer' }])
    const controller = new AbortController()
    await searchUsers(listSwitchable, 'c', controller.signal)
    expect(listSwitchable).toHaveBeenCalledWith({ signal: controller.signal })
  })

  it('a failed search rejects, for the panel to say so', async () => {
    const h = await dispatcher()
    await h.faults({ errorRate: 1 })
    await expect(searchUsers(h.deps.listSwitchable, 'c')).rejects.toMatchObject({ kind: 'http' })
  })
})

describe("ending the switch (spec section 4: 'End user switch')", () => {
  async function switched() {
    const session = createSession(new MemoryStorage())
    session.setTokens({ token: 't', refreshToken: 'r' })
    session.setSwitchUser('customer')
    const replica = freshDatabase()
    await saveDraft(SWITCHED, 'order', { sender: 'customer draft' }, replica)
    await saveDraft(SWITCHED, 'offer', { sender: 'customer offer' }, replica)
    await saveDraft('dispatcher', 'order', { sender: 'dispatcher draft' }, replica)
    const reload = vi.fn()
    return { session, replica, reload, deps: { session, replica, reload, username: () => 'dispatcher' } }
  }

  it('removes the marker and reloads (SWITCH-010, SWITCH-012)', async () => {
    const s = await switched()
    await endSwitch(s.deps)
    expect(s.session.get().switchUser).toBeNull()
    // The login itself stays: only the switch ends.
    expect(s.session.isAuthenticated()).toBe(true)
    expect(s.reload).toHaveBeenCalledTimes(1)
  })

  it("clears the switched account's order draft and keeps the switcher's own (SWITCH-011)", async () => {
    const s = await switched()
    await endSwitch(s.deps)
    expect(await getDraft(SWITCHED, 'order', Draft, s.replica)).toBeNull()
    expect(await getDraft('dispatcher', 'order', Draft, s.replica)).toEqual({ sender: 'dispatcher draft' })
    // The spec names the order draft only.
    expect(await getDraft(SWITCHED, 'offer', Draft, s.replica)).toEqual({ sender: 'customer offer' })
  })

  it('still ends the switch when the replica cannot be written', async () => {
    const s = await switched()
    vi.spyOn(s.replica.drafts, 'delete').mockRejectedValue(new Error('QuotaExceededError'))
    await endSwitch(s.deps)
    expect(s.session.get().switchUser).toBeNull()
    expect(s.reload).toHaveBeenCalledTimes(1)
  })
})

describe('a switch made in another tab', () => {
  /** Two tabs over one local storage; a write in one reaches the other as a storage event does. */
  function twoTabs() {
    const storage = new MemoryStorage()
    const listeners = new Set<() => void>()
    const tabA = createSession(storage)
    const tabB: Pick<Session, 'get' | 'subscribe'> = {
      get: () => ({
        token: storage.getItem('token'),
        refreshToken: storage.getItem('refresh_token'),
        switchUser: storage.getItem(SWITCH_USER_KEY),
      }),
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    const storageEvent = () => {
      for (const listener of listeners) listener()
    }
    tabA.setTokens({ token: 't', refreshToken: 'r' })
    return { tabA, tabB, storageEvent }
  }

  it('reloads this tab once when another tab switches or ends the switch', async () => {
    const { tabA, tabB, storageEvent } = twoTabs()
    const reload = vi.fn()
    const stop = reloadWhenSwitchedElsewhere(tabB, reload)
    // A token refresh in the other tab is no switch.
    tabA.setTokens({ token: 't2', refreshToken: 'r2' })
    storageEvent()
    expect(reload).not.toHaveBeenCalled()
    tabA.setSwitchUser('customer')
    storageEvent()
    storageEvent()
    expect(reload).toHaveBeenCalledTimes(1)
    stop()

    const again = vi.fn()
    reloadWhenSwitchedElsewhere(tabB, again)
    tabA.setSwitchUser(null)
    storageEvent()
    expect(again).toHaveBeenCalledTimes(1)
  })

  it('a logout in another tab is left to the logout', async () => {
    const { tabA, tabB, storageEvent } = twoTabs()
    tabA.setSwitchUser('customer')
    const reload = vi.fn()
    reloadWhenSwitchedElsewhere(tabB, reload)
    tabA.clear()
    storageEvent()
    expect(reload).not.toHaveBeenCalled()
  })
})

describe("a switched user's local data never mixes with the switcher's (SWITCH-014)", () => {
  it("addresses and queued changes of 'dispatcher>customer' never show under 'dispatcher'", async () => {
    const h = await dispatcher()
    const replica = freshDatabase()
    const mirror = (account: string) =>
      mirrorAddresses({ api: h.api, db: replica, account, now: () => SYNC_NOW })

    // The dispatcher's own book first, then the switch, the customer's book, a change queued while switched.
    await mirror('dispatcher')
    await switchTo(h.deps, 'customer')
    await mirror(SWITCHED)
    const seq = await queueChange(replica, 'saveAddress', anAddressInput({ name: 'Nur Kunde AG' }), {
      account: SWITCHED,
      now: SYNC_NOW,
    })
    await endSwitch({ ...h.deps, replica, username: () => 'dispatcher' })

    const dispatcherBook = await getAddresses('dispatcher', replica)
    const customerBook = await getAddresses(SWITCHED, replica)
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id)
    expect(dispatcherBook).toHaveLength(64)
    expect(customerBook).toHaveLength(65)
    expect(ids(dispatcherBook).filter((id) => ids(customerBook).includes(id))).toEqual([])
    expect(dispatcherBook.map((row) => row.address.name)).not.toContain('Nur Kunde AG')
    expect(customerBook.find((row) => row.id === -seq)?.address.name).toBe('Nur Kunde AG')

    expect(await getPendingChanges('dispatcher', replica)).toEqual([])
    expect((await getPendingChanges(SWITCHED, replica)).map((change) => change.seq)).toEqual([seq])

    // The books are the server's for each account: the switch did reach the customer's data.
    const server = (
      await h.api.addresses.list({ offset: 0, count: 100, sorting: { field: 'id', direction: 'asc' } })
    ).items
    expect(ids(dispatcherBook).sort()).toEqual(server.map((address) => address.id).sort())
  })
})
