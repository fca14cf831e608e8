import { describe, expect, it, vi } from 'vitest'
import { createSession, type Session } from '#api/session'
import { MemoryStorage } from '#api/testing/harness'
import { getAddresses } from '#db/queries/addresses'
import { getDraft, saveDraft } from '#db/queries/drafts'
import { getPendingChanges } from '#db/queries/outbox'
import { anAddress, anAddressInput, anAddressRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { mirrorAddresses } from '#worker/mirror/addresses'
import { queueChange } from '#worker/outbox/queue'
import { ACCOUNT_USER_KEY, Draft, dispatcher, SWITCHED, SYNC_NOW, tabOf } from './testing/switch-user'
import { endSwitch, switchTo } from './use-switch-user'

/**
 * The switch as every tab of the browser sees it (issue 19): a switch, its end or a logout in one tab
 * reaches the others, and the switched account's data never mixes with the switcher's.
 */
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
