import { expect, type Page, test } from '@playwright/test'
import { resetFaults, setFaults } from '#tests/e2e/pages/portal'
import { buildMix, FORTY } from './testing/change-mix'
import { expectServerState } from './testing/end-state'
import { leaderOf } from './testing/leadership'
import { reportChaos, trackSuiteTime, verdictFigures } from './testing/report'
import {
  CHAOS_ACCOUNT,
  drained,
  logIn,
  openReplicated,
  outboxOf,
  prepareContext,
  runMark,
  waitingBadge,
} from './testing/session'
import { queueThroughWorker } from './testing/sync-worker'
import { expectExactlyOnceInOrder, judge, readJournal, resetJournal } from './testing/verdict'

const TABS = 5

/** How many changes each tab sent (POSTs under /api/v2 other than login and token refresh). */
function countSends(page: Page): { count: number } {
  const sent = { count: 0 }
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (
      request.method() === 'POST' &&
      path.startsWith('/api/v2/') &&
      !/login_check|token\/refresh/.test(path)
    ) {
      sent.count++
    }
  })
  return sent
}

trackSuiteTime()

test.afterEach(async ({ request }) => {
  await resetFaults(request)
})

test('five tabs open during a replay: each change reaches the server once, sent by one tab, and every tab shows it sent', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  await prepareContext(context)
  await logIn(page)
  const seen = await openReplicated(page)
  const others = await Promise.all(
    Array.from({ length: TABS - 1 }, async () => {
      const tab = await context.newPage()
      await openReplicated(tab)
      return tab
    }),
  )
  const tabs = [page, ...others]
  const leader = await leaderOf(tabs)

  const mark = runMark()
  const { plan, expected } = buildMix(seen, mark, FORTY)
  await context.setOffline(true)
  // Every tab queues some of them, in the plan's order.
  let seqs: number[] = []
  for (const [index, step] of plan.entries()) {
    const tab = tabs[index % TABS] ?? page
    seqs = await queueThroughWorker(tab, [step], seqs)
  }
  const entries = (await outboxOf(page)).filter((entry) => entry.account === CHAOS_ACCOUNT)
  expect(entries).toHaveLength(plan.length)
  for (const tab of tabs) await expect(waitingBadge(tab)).toHaveText(`${plan.length} changes waiting`)
  const sends = tabs.map(countSends)

  await resetJournal(page.request)
  await setFaults(page, { latencyMs: 50, jitterMs: 0, dropAfterCommitRate: 0.1 })
  const start = Date.now()
  await context.setOffline(false)
  const drainMs = await drained(page, start, 90_000)
  await resetFaults(page.request)

  const verdict = judge(entries, await readJournal(page.request))
  const senders = sends.filter((sent) => sent.count > 0).length
  reportChaos(
    'five-tabs',
    [
      ...verdictFigures(verdict, drainMs),
      { name: 'tabs open', value: TABS, unit: 'tabs', target: null, met: null },
      { name: 'tabs that sent changes', value: senders, unit: 'tabs', target: '1', met: senders === 1 },
    ],
    test.info(),
  )
  expectExactlyOnceInOrder(verdict)
  expect(sends.map((sent) => sent.count > 0)).toEqual(tabs.map((tab) => tab === leader))

  // Every tab shows the drained state: nothing waiting, and the last address made offline (the
  // newest, first in the book) with its server id instead of a pending one.
  const created = plan.findLast((step) => step.kind === 'saveAddress' && step.input.id === null)
  const name = created?.kind === 'saveAddress' ? created.input.name : ''
  for (const tab of tabs) {
    await expect(waitingBadge(tab)).toHaveCount(0)
    await expect(tab.locator('table tbody tr', { hasText: name }).locator('td').first()).toHaveText(/^\d+$/)
  }
  await expectServerState(page, expected, mark)
})
