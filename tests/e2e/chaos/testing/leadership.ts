import { expect, type Page } from '@playwright/test'
import { LOCK_NAME } from '#worker/leadership'
import { CHAOS_ACCOUNT } from './session'

/** The leader lock of the chaos account (worker/leadership.ts scopes it per account). */
const LEADER_LOCK = `${LOCK_NAME}:${CHAOS_ACCOUNT}`

/** Whether this tab's sync worker holds the account's leader lock right now. */
export async function leads(page: Page): Promise<boolean> {
  if (page.isClosed()) return false
  const workers = page.workers().filter((worker) => worker.url().includes('sync.worker'))
  const [worker] = workers
  if (!worker || workers.length !== 1) return false
  return worker
    .evaluate(async (lockName) => {
      // query() names a holder only by clientId: holding a probe lock tells this worker its own id.
      const probe = `leader-probe-${crypto.randomUUID()}`
      return navigator.locks.request(probe, async () => {
        const { held = [] } = await navigator.locks.query()
        const self = held.find((lock) => lock.name === probe)?.clientId
        return held.some((lock) => lock.name === lockName && lock.clientId === self)
      })
    }, LEADER_LOCK)
    .catch(() => false)
}

/** The one tab that leads, once exactly one of `tabs` does. */
export async function leaderOf(tabs: readonly Page[]): Promise<Page> {
  let roles: boolean[] = []
  await expect
    .poll(
      async () => {
        roles = await Promise.all(tabs.map((tab) => leads(tab)))
        return roles.filter(Boolean).length
      },
      { timeout: 30_000 },
    )
    .toBe(1)
  const leader = tabs[roles.indexOf(true)]
  if (!leader) throw new Error('no leader')
  return leader
}
