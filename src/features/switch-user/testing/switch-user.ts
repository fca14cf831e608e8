import * as v from 'valibot'
import { vi } from 'vitest'
import type { Session } from '#api/session'
import { fixtureHarness, MemoryStorage } from '#api/testing/harness'
import { createSessionLifecycle } from '#app/session-lifecycle'
import type { PortalDatabase } from '#db/database'
import { accountId } from '#db/rows'
import { freshDatabase } from '#testing/fresh-database'
import type { SessionMessage } from '#worker/contract'

/** What the switch-user tests share: the dispatcher on the fixture, and one tab's lifecycle. */
export const Draft = v.object({ sender: v.string() })
export const SWITCHED = accountId('dispatcher', 'customer')
export const SYNC_NOW = Date.parse('2026-11-18T08:05:00Z')
export const ACCOUNT_USER_KEY = 'accountUser'

/**
 * One tab's session lifecycle as services.ts wires it, over `session` (kept in `storage`) and the
 * browser's replica; what it does to its sync, the replica and the page is logged in order.
 */
export function tabOf(session: Session, storage: Storage, replica: PortalDatabase) {
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
export async function dispatcher() {
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

export const switchHeaders = (sent: { headers: Headers }[]) =>
  sent.map((call) => call.headers.get('x-switch-user'))
