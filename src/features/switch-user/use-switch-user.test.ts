import { describe, expect, it, vi } from 'vitest'
import { createSession } from '#api/session'
import { fixtureHarness, MemoryStorage } from '#api/testing/harness'
import { getAddresses } from '#db/queries/addresses'
import { getDraft, saveDraft } from '#db/queries/drafts'
import { getPendingChanges } from '#db/queries/outbox'
import { anAddress, anAddressInput, anAddressRow, aProfile } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { queueChange } from '#worker/outbox/queue'
import { NotSwitchableError } from './not-switchable-error'
import {
  ACCOUNT_USER_KEY,
  Draft,
  dispatcher,
  SWITCHED,
  SYNC_NOW,
  switchHeaders,
  tabOf,
} from './testing/switch-user'
import { endSwitch, searchUsers, showsSwitchUser, switchTo } from './use-switch-user'

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
