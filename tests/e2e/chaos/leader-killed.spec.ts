import { expect, type Page, test } from '@playwright/test'
import { resetFaults, setFaults } from '#tests/e2e/pages/portal'
import { buildMix, FORTY } from './testing/change-mix'
import { expectServerState } from './testing/end-state'
import { leaderOf, leads } from './testing/leadership'
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
import { expectExactlyOnceInOrder, judge, readJournal, resetJournal, untilCommitted } from './testing/verdict'

/** The moments a tab sent a change (a POST under /api/v2 other than login and token refresh). */
function recordSends(page: Page): number[] {
  const sends: number[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (
      request.method() === 'POST' &&
      path.startsWith('/api/v2/') &&
      !/login_check|token\/refresh/.test(path)
    ) {
      sends.push(Date.now())
    }
  })
  return sends
}

trackSuiteTime()

test.afterEach(async ({ request }) => {
  await resetFaults(request)
})

test('the leader tab crashes mid-replay: the other tab takes over and finishes, each change once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await prepareContext(context)
  await logIn(page)
  const seen = await openReplicated(page)
  const second = await context.newPage()
  await openReplicated(second)
  const leader = await leaderOf([page, second])
  const survivor = leader === page ? second : page

  const mark = runMark()
  const { plan, expected } = buildMix(seen, mark, FORTY)
  await context.setOffline(true)
  await queueThroughWorker(survivor, plan)
  const entries = (await outboxOf(survivor)).filter((entry) => entry.account === CHAOS_ACCOUNT)
  expect(entries).toHaveLength(plan.length)
  const leaderSends = recordSends(leader)
  const survivorSends = recordSends(survivor)

  await resetJournal(page.request)
  // Each write takes 100 ms at the server, so one is in flight when the leader goes.
  await setFaults(survivor, { latencyMs: 100, jitterMs: 0 })
  const start = Date.now()
  await context.setOffline(false)
  await untilCommitted(survivor.request, 10)
  const cdp = await context.newCDPSession(leader)
  const crashed = leader.waitForEvent('crash')
  // The renderer dies without unload handlers or a clean lock release; the call never answers.
  void cdp.send('Page.crash').catch(() => undefined)
  await crashed
  const killedAt = Date.now()
  const sentByLeader = leaderSends.length

  const drainMs = await drained(survivor, start, 60_000)
  await resetFaults(survivor.request)
  const journal = await readJournal(survivor.request)
  const verdict = judge(entries, journal)
  const takeoverMs = (survivorSends[0] ?? Number.POSITIVE_INFINITY) - killedAt
  reportChaos(
    'leader-killed',
    [
      ...verdictFigures(verdict, drainMs),
      {
        name: 'sent by the leader before the crash',
        value: sentByLeader,
        unit: 'requests',
        target: null,
        met: null,
      },
      {
        name: 'sent by the tab that took over',
        value: survivorSends.length,
        unit: 'requests',
        target: null,
        met: null,
      },
      {
        name: 'repeats answered from the first commit',
        value: journal.writes.filter((write) => write.outcome === 'replayed').length,
        unit: 'requests',
        target: null,
        met: null,
      },
      {
        name: 'crash → first send of the new leader',
        value: takeoverMs,
        unit: 'ms',
        target: '≤ 10000 ms',
        met: takeoverMs <= 10_000,
      },
    ],
    test.info(),
  )
  expectExactlyOnceInOrder(verdict)
  expect(sentByLeader).toBeGreaterThan(0)
  expect(survivorSends.length).toBeGreaterThan(0)
  expect(takeoverMs).toBeLessThanOrEqual(10_000)
  expect(await leads(survivor)).toBe(true)
  await expectServerState(survivor, expected, mark)
  await expect(waitingBadge(survivor)).toHaveCount(0)
})
