import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { createSession, type Session } from '#api/session'
import { fixtureHarness, MemoryStorage } from '#api/testing/harness'
import type { PortalDatabase } from '#db/database'
import { getAddresses } from '#db/queries/addresses'
import { getDraft, saveDraft } from '#db/queries/drafts'
import { getPendingChanges } from '#db/queries/outbox'
import { accountId } from '#db/rows'
import { NotSwitchableError } from '#features/switch-user/not-switchable-error'
import { anAddress, anAddressInput, anAddressRow, aProfile } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import type { SessionMessage } from '#worker/contract'
import { mirrorAddresses } from '#worker/mirror/addresses'
import { queueChange } from '#worker/outbox/queue'
import { createSessionLifecycle } from './session-lifecycle'
import { endSwitch, searchUsers, showsSwitchUser, switchTo } from './use-switch-user'

const Draft = v.object({ sender: v.string() })
const SWITCHED = accountId('dispatcher', 'customer')
const SYNC_NOW = Date.parse('2026-11-18T08:05:00Z')
const ACCOUNT_USER_KEY = 'accountUser'

/**
 * One tab's session lifecycle as services.ts wires it, over `session` (kept in `storage`) and the
 * browser's replica; what it does to its sync, the replica and the page is logged in order.
 */
function tabOf(session: Session, storage: Storage, replica: PortalDatabase) {
  const log: string[] = []
  const posted: SessionMessage[] = []
  const reload = vi.fn(() => {
    log.push('reload')
  })
  const onEnded = vi.fn(() => {
    log.push('onEnded')
  })
  const stopSync = vi.fn(async () => {
    log.push('stopSync')
  })
  const lifecycle = createSessionLifecycle({
    session,
    storage,
    keep: ['language', 'runtimeConfig'],
    login: () => storage.getItem(ACCOUNT_USER_KEY) ?? '',
    stopSync,
    resetProfile: () => {
      log.push('resetProfile')
    },
    wipe: async (what) => {
      log.push(`wipe ${JSON.stringify(what)}`)
      await ('login' in what ? replica.wipeLogin(what.login) : replica.wipeAccount(what.account))
    },
    post: (message) => {
      posted.push(message)
    },
    onEnded,
    onStartedElsewhere: () => {
      log.push('onStartedElsewhere')
    },
    reload,
  })
  return { session, lifecycle, log, posted, reload, onEnded, stopSync }
}

/** The dispatcher logged in on the fixture, with the switch wired as the hook wires it. */
async function dispatcher() {
  const h = await fixtureHarness('dispatcher')
  // The harness keeps its session in a storage of its own; a switch never clears storage.
  const storage = new MemoryStorage()
  storage.setItem(ACCOUNT_USER_KEY, 'dispatcher')
  const replica = freshDatabase()
  const tab = tabOf(h.session, storage, replica)
  const reload = vi.fn(() => {
    tab.log.push('reload')
  })
  const listSwitchable = vi.fn((options?: { signal?: AbortSignal }) => h.api.switchUser.users(options))
  return { ...h, tab, replica, reload, deps: { act: tab.lifecycle.act, listSwitchable, reload } }
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
  it("stores the username as the switch-user marker and reloads (SWITCH-005, SWITCH-006), after telling every worker and stopping this tab's sync", async () => {
    const h = await dispatcher()
    const { sessionId } = h.session.get()
    await switchTo(h.deps, 'customer')
    expect(h.session.get().switchUser).toBe('customer')
    // The login stays: the same session acts as another account.
    expect(h.session.get().sessionId).toBe(sessionId)
    expect(h.tab.posted).toEqual([{ type: 'acting', sessionId, account: SWITCHED, wipe: null }])
    // This tab's worker stops writing for the dispatcher before the page goes; nothing is wiped.
    expect(h.tab.log).toEqual(['stopSync', 'reload'])
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
    // Nobody was told and nothing stopped.
    expect(h.tab.posted).toEqual([])
    expect(h.tab.log).toEqual([])
  })

  it('a user without the role has nobody to switch to', async () => {
    const h = await fixtureHarness('customer')
    const storage = new MemoryStorage()
    storage.setItem(ACCOUNT_USER_KEY, 'customer')
    const tab = tabOf(h.session, storage, freshDatabase())
    const reload = vi.fn()
    const deps = { act: tab.lifecycle.act, listSwitchable: () => h.api.switchUser.users(), reload }
    await expect(switchTo(deps, 'restricted')).rejects.toBeInstanceOf(NotSwitchableError)
    expect(h.session.get().switchUser).toBeNull()
    expect(reload).not.toHaveBeenCalled()
    expect(tab.posted).toEqual([])
    expect(tab.log).toEqual([])
  })

  it('offline, the switch fails as offline and stores nothing', async () => {
    const h = await dispatcher()
    await h.faults({ refuseConnections: true })
    await expect(switchTo(h.deps, 'customer')).rejects.toMatchObject({ kind: 'offline' })
    expect(h.session.get().switchUser).toBeNull()
    expect(h.reload).not.toHaveBeenCalled()
    expect(h.tab.posted).toEqual([])
    expect(h.tab.log).toEqual([])
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
  async function switched(to: string | null = 'customer') {
    const storage = new MemoryStorage()
    storage.setItem(ACCOUNT_USER_KEY, 'dispatcher')
    const session = createSession(storage)
    session.begin({ token: 't', refreshToken: 'r' })
    session.setSwitchUser(to)
    const replica = freshDatabase()
    await saveDraft(SWITCHED, 'order', { sender: 'customer draft' }, replica)
    await saveDraft(SWITCHED, 'offer', { sender: 'customer offer' }, replica)
    await saveDraft('dispatcher', 'order', { sender: 'dispatcher draft' }, replica)
    await replica.addressRows.put(anAddressRow(SWITCHED, anAddress({ id: 7, name: 'Kunde AG' })))
    await replica.addressRows.put(anAddressRow('dispatcher', anAddress({ id: 8, name: 'Disponent AG' })))
    const tab = tabOf(session, storage, replica)
    const reload = vi.fn(() => {
      tab.log.push('reload')
    })
    return { session, storage, replica, reload, tab, deps: { act: tab.lifecycle.act, reload } }
  }

  it('removes the marker and reloads (SWITCH-010, SWITCH-012), after telling every worker, stopping the sync and wiping the switched account', async () => {
    const s = await switched()
    const { sessionId } = s.session.get()
    await endSwitch(s.deps)
    expect(s.session.get().switchUser).toBeNull()
    // The login itself stays: only the switch ends.
    expect(s.session.isAuthenticated()).toBe(true)
    expect(s.session.get().sessionId).toBe(sessionId)
    expect(s.tab.posted).toEqual([{ type: 'acting', sessionId, account: 'dispatcher', wipe: SWITCHED }])
    // The worker stops before the switched account is wiped, and the page reloads last.
    expect(s.tab.log).toEqual(['stopSync', `wipe ${JSON.stringify({ account: SWITCHED })}`, 'reload'])
    expect(s.reload).toHaveBeenCalledTimes(1)
    expect(s.tab.onEnded).not.toHaveBeenCalled()
  })

  it("clears the switched account's order draft and keeps the switcher's own (SWITCH-011): the switched account's whole replica goes, its unsent changes stay", async () => {
    const s = await switched()
    const seq = await queueChange(s.replica, 'saveAddress', anAddressInput({ name: 'Nur Kunde AG' }), {
      account: SWITCHED,
      now: SYNC_NOW,
    })
    await endSwitch(s.deps)
    expect(await getDraft(SWITCHED, 'order', Draft, s.replica)).toBeNull()
    // Not only the order draft the spec names: nothing of the switched account's replica stays.
    expect(await getDraft(SWITCHED, 'offer', Draft, s.replica)).toBeNull()
    expect(await getAddresses(SWITCHED, s.replica)).toEqual([])
    // Its unsent change waits for the next switch to it.
    expect((await getPendingChanges(SWITCHED, s.replica)).map((change) => change.seq)).toEqual([seq])
    // The switcher's own draft and rows are theirs.
    expect(await getDraft('dispatcher', 'order', Draft, s.replica)).toEqual({ sender: 'dispatcher draft' })
    expect((await getAddresses('dispatcher', s.replica)).map((row) => row.address.name)).toEqual([
      'Disponent AG',
    ])
  })

  it('still ends the switch when the replica cannot be written', async () => {
    const s = await switched()
    vi.spyOn(s.replica, 'wipeAccount').mockRejectedValue(new Error('QuotaExceededError'))
    await expect(endSwitch(s.deps)).resolves.toBeUndefined()
    expect(s.session.get().switchUser).toBeNull()
    expect(s.session.isAuthenticated()).toBe(true)
    expect(s.reload).toHaveBeenCalledTimes(1)
  })

  it('without a switch, ends nothing of the login and wipes nothing', async () => {
    const s = await switched(null)
    await endSwitch(s.deps)
    expect(s.session.isAuthenticated()).toBe(true)
    expect(s.tab.log.filter((step) => step.startsWith('wipe'))).toEqual([])
    expect(await getDraft(SWITCHED, 'order', Draft, s.replica)).toEqual({ sender: 'customer draft' })
    expect(await getDraft('dispatcher', 'order', Draft, s.replica)).toEqual({ sender: 'dispatcher draft' })
  })
})

describe('a switch, its end or a logout made in another tab', () => {
  /**
   * What a storage event does in a browser: the session reads local storage again and tells its
   * listeners. Without a window, writing back the value storage already holds does the same.
   */
  const storageEvent = (session: Session) => session.setSwitchUser(session.get().switchUser)

  /** Two tabs of one browser: one local storage, one replica, a session and a lifecycle each. */
  async function twoTabs() {
    const storage = new MemoryStorage()
    const replica = freshDatabase()
    const sessionA = createSession(storage)
    sessionA.begin({ token: 't', refreshToken: 'r' })
    storage.setItem(ACCOUNT_USER_KEY, 'dispatcher')
    const tabA = tabOf(sessionA, storage, replica)
    const tabB = tabOf(createSession(storage), storage, replica)
    return { storage, replica, tabA, tabB }
  }

  it('reloads this tab once when another tab switches or ends the switch, after stopping its sync (and wiping the switched account at the end)', async () => {
    const { storage, replica, tabA, tabB } = await twoTabs()
    // A token refresh in the other tab is no switch.
    tabA.session.setTokens({ token: 't2', refreshToken: 'r2' })
    storageEvent(tabB.session)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(tabB.log).toEqual([])

    await tabA.lifecycle.act('customer')
    storageEvent(tabB.session)
    storageEvent(tabB.session)
    await vi.waitFor(() => expect(tabB.reload).toHaveBeenCalledTimes(1))
    expect(tabB.log).toEqual(['stopSync', 'reload'])
    tabB.lifecycle.dispose()

    // The reloaded tab acts as the switched account; the other tab ends the switch (and wipes it).
    const reloaded = tabOf(createSession(storage), storage, replica)
    expect(tabA.log).toEqual(['stopSync'])
    tabA.log.length = 0
    await tabA.lifecycle.act(null)
    expect(tabA.log).toEqual(['stopSync', `wipe ${JSON.stringify({ account: SWITCHED })}`])
    // This tab's worker, still acting as the customer, wrote after that wipe.
    await replica.addressRows.put(anAddressRow(SWITCHED, anAddress({ id: 7 })))
    storageEvent(reloaded.session)
    await vi.waitFor(() => expect(reloaded.reload).toHaveBeenCalledTimes(1))
    // Its worker stops before the switched account is wiped again, so none of its writes survive.
    expect(reloaded.log).toEqual(['stopSync', `wipe ${JSON.stringify({ account: SWITCHED })}`, 'reload'])
    expect(await getAddresses(SWITCHED, replica)).toEqual([])
    expect(reloaded.onEnded).not.toHaveBeenCalled()
    expect(reloaded.session.isAuthenticated()).toBe(true)
  })

  it('a logout in another tab: this tab leaves the session, stops its sync and wipes the login, with no reload', async () => {
    const { storage, replica, tabA, tabB } = await twoTabs()
    await tabA.lifecycle.act('customer')
    tabB.lifecycle.dispose()
    const tab = tabOf(createSession(storage), storage, replica)
    const { sessionId } = tab.session.get()
    storage.setItem('language', 'fr')
    storage.setItem('profileCache', JSON.stringify({ account: SWITCHED, profile: { username: 'customer' } }))
    await saveDraft('dispatcher', 'order', { sender: 'dispatcher draft' }, replica)
    await saveDraft(SWITCHED, 'order', { sender: 'customer draft' }, replica)
    await saveDraft('dispatcherin', 'order', { sender: 'another login' }, replica)
    await replica.addressRows.put(anAddressRow(SWITCHED, anAddress({ id: 7 })))
    const seq = await queueChange(replica, 'saveAddress', anAddressInput({ name: 'Nur Kunde AG' }), {
      account: SWITCHED,
      now: SYNC_NOW,
    })

    // The other tab's logout clears the storage it shares with this one: the username too.
    await tabA.lifecycle.logOut()
    expect(storage.getItem(ACCOUNT_USER_KEY)).toBeNull()
    storageEvent(tab.session)

    expect(tab.onEnded).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(tab.log).toContain(`wipe ${JSON.stringify({ login: 'dispatcher' })}`))
    expect(tab.log).toEqual([
      'resetProfile',
      'onEnded',
      'stopSync',
      `wipe ${JSON.stringify({ login: 'dispatcher' })}`,
    ])
    expect(tab.reload).not.toHaveBeenCalled()
    // Every worker hears it, the ones of sleeping tabs too.
    expect(tab.posted).toEqual([{ type: 'ended', sessionId, login: 'dispatcher' }])
    expect(tab.session.isAuthenticated()).toBe(false)
    expect(storage.getItem('language')).toBe('fr')
    expect(storage.getItem('profileCache')).toBeNull()

    // The login's whole replica, the account switched to included; its unsent change and other logins stay.
    expect(await getDraft('dispatcher', 'order', Draft, replica)).toBeNull()
    expect(await getDraft(SWITCHED, 'order', Draft, replica)).toBeNull()
    expect(await getAddresses(SWITCHED, replica)).toEqual([])
    expect((await getPendingChanges(SWITCHED, replica)).map((change) => change.seq)).toEqual([seq])
    expect(await getDraft('dispatcherin', 'order', Draft, replica)).toEqual({ sender: 'another login' })
  })
})

describe("a switched user's local data never mixes with the switcher's (SWITCH-014)", () => {
  it("addresses and queued changes of 'dispatcher>customer' never show under 'dispatcher'", async () => {
    const h = await dispatcher()
    const { replica } = h
    const mirror = (account: string) =>
      mirrorAddresses({ api: h.api, db: replica, account, now: () => SYNC_NOW })
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id)

    // The dispatcher's own book first, then the switch, the customer's book, a change queued while switched.
    await mirror('dispatcher')
    await saveDraft('dispatcher', 'order', { sender: 'dispatcher draft' }, replica)
    await switchTo(h.deps, 'customer')
    await mirror(SWITCHED)
    const seq = await queueChange(replica, 'saveAddress', anAddressInput({ name: 'Nur Kunde AG' }), {
      account: SWITCHED,
      now: SYNC_NOW,
    })

    // While switched, each account has its own book and its own outbox.
    const dispatcherBook = await getAddresses('dispatcher', replica)
    const customerBook = await getAddresses(SWITCHED, replica)
    expect(dispatcherBook).toHaveLength(64)
    expect(customerBook).toHaveLength(65)
    expect(ids(dispatcherBook).filter((id) => ids(customerBook).includes(id))).toEqual([])
    expect(dispatcherBook.map((row) => row.address.name)).not.toContain('Nur Kunde AG')
    expect(customerBook.find((row) => row.id === -seq)?.address.name).toBe('Nur Kunde AG')
    expect(await getPendingChanges('dispatcher', replica)).toEqual([])
    expect((await getPendingChanges(SWITCHED, replica)).map((change) => change.seq)).toEqual([seq])

    // The end of the switch wipes the customer's replica: the dispatcher's stays as it was, and the
    // customer's unsent change stays the customer's.
    await endSwitch(h.deps)
    expect(await getAddresses(SWITCHED, replica)).toEqual([])
    expect(await getAddresses('dispatcher', replica)).toEqual(dispatcherBook)
    expect(await getDraft('dispatcher', 'order', Draft, replica)).toEqual({ sender: 'dispatcher draft' })
    expect(await getPendingChanges('dispatcher', replica)).toEqual([])
    expect((await getPendingChanges(SWITCHED, replica)).map((change) => change.seq)).toEqual([seq])

    // The books were the server's for each account: the switch did reach the customer's data.
    h.session.setSwitchUser(null)
    const server = (
      await h.api.addresses.list({ offset: 0, count: 100, sorting: { field: 'id', direction: 'asc' } })
    ).items
    expect(ids(dispatcherBook).sort()).toEqual(server.map((address) => address.id).sort())
  })
})
