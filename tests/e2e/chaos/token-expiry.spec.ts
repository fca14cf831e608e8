import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import type { JournalEntry } from '#fixture-api/http/journal'
import { LoginPage, resetFaults, Shell, setFaults } from '#tests/e2e/pages/portal'
import { buildMix, FORTY } from './testing/change-mix'
import { expectServerState } from './testing/end-state'
import { replicaOf } from './testing/replica'
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
import {
  expectExactlyOnceInOrder,
  isDataWrite,
  judge,
  readJournal,
  resetJournal,
  untilCommitted,
} from './testing/verdict'

/** Slow enough that the replay of 40 changes is still running when the token goes. */
const LATENCY = { latencyMs: 100, jitterMs: 0 }

/** 40 changes queued offline, then back online with the replay under way. */
async function replayUnderWay(page: Page, context: BrowserContext) {
  await prepareContext(context)
  await logIn(page)
  const seen = await openReplicated(page)
  const mark = runMark()
  const { plan, expected } = buildMix(seen, mark, FORTY)
  await context.setOffline(true)
  await queueThroughWorker(page, plan)
  const entries = (await outboxOf(page)).filter((entry) => entry.account === CHAOS_ACCOUNT)
  expect(entries).toHaveLength(plan.length)
  await resetJournal(page.request)
  await setFaults(page, LATENCY)
  const start = Date.now()
  await context.setOffline(false)
  await untilCommitted(page.request, 10)
  return { mark, expected, entries, start }
}

/** Changes the server refused for an expired token (the refresh call itself is counted apart). */
const unauthorized = (writes: JournalEntry[]) =>
  writes.filter((write) => isDataWrite(write) && write.status === 401).length

trackSuiteTime()

test.afterEach(async ({ request }) => {
  await resetFaults(request)
})

test('the access token expires mid-replay: the replay goes on after the refresh, each change once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const { mark, expected, entries, start } = await replayUnderWay(page, context)
  await setFaults(page, { expireTokens: true })
  const drainMs = await drained(page, start, 60_000)
  await resetFaults(page.request)

  const journal = await readJournal(page.request)
  const verdict = judge(entries, journal)
  reportChaos(
    'token-expired',
    [
      ...verdictFigures(verdict, drainMs),
      {
        name: 'changes refused 401 (token expired)',
        value: unauthorized(journal.writes),
        unit: 'requests',
        target: null,
        met: null,
      },
      { name: 'token refreshes', value: verdict.tokenRefreshes, unit: 'requests', target: null, met: null },
    ],
    test.info(),
  )
  expectExactlyOnceInOrder(verdict)
  expect(verdict.tokenRefreshes).toBeGreaterThanOrEqual(1)
  // Never logged out: the refresh carried the session on.
  await expect(page).not.toHaveURL(/\/login/)
  await expect(new Shell(page).avatar()).toBeVisible()
  await expectServerState(page, expected, mark)
  await expect(waitingBadge(page)).toHaveCount(0)
})

test('the refresh refused mid-replay: the replay waits, goes on after logging in again, and nothing is lost', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const { mark, expected, entries, start } = await replayUnderWay(page, context)
  await setFaults(page, { expireTokens: true, revokeRefreshTokens: true })
  await expect(page.locator('input[name="username"]')).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/login/)

  // Paused, not lost: nothing more is sent while nobody is logged in, and the rest waits.
  const committed = (await readJournal(page.request)).writes.filter((write) => write.status < 300).length
  const waiting = (await outboxOf(page)).filter((entry) => entry.account === CHAOS_ACCOUNT)
  expect(waiting.length).toBeGreaterThan(0)
  await page.waitForTimeout(2_000)
  expect((await readJournal(page.request)).writes.filter((write) => write.status < 300)).toHaveLength(
    committed,
  )

  const loginAt = Date.now()
  await new LoginPage(page).logIn(CHAOS_ACCOUNT)
  await expect(new Shell(page).avatar()).toBeVisible({ timeout: 20_000 })
  const drainMs = await drained(page, start, 60_000)
  const afterLoginMs = Date.now() - loginAt
  await resetFaults(page.request)

  const journal = await readJournal(page.request)
  const verdict = judge(entries, journal)
  reportChaos(
    'token-refresh-refused',
    [
      ...verdictFigures(verdict, drainMs),
      {
        name: 'waiting when the session ended',
        value: waiting.length,
        unit: 'changes',
        target: null,
        met: null,
      },
      {
        name: 'changes refused 401 (token expired)',
        value: unauthorized(journal.writes),
        unit: 'requests',
        target: null,
        met: null,
      },
      {
        name: 'token refreshes (refused)',
        value: verdict.tokenRefreshes,
        unit: 'requests',
        target: null,
        met: null,
      },
      {
        name: 'login again → drained',
        value: Number((afterLoginMs / 1000).toFixed(1)),
        unit: 's',
        target: null,
        met: null,
      },
    ],
    test.info(),
  )
  expectExactlyOnceInOrder(verdict)
  await expectServerState(page, expected, mark)
  await expect(waitingBadge(page)).toHaveCount(0)
})

test('the answer to the refresh is lost while the token expires: the session and the replica survive, each change once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const { mark, expected, entries, start } = await replayUnderWay(page, context)
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'))
  // The chaos suite's faults on top: drops after commits and 5xx answers, while the refresh's own
  // answer is destroyed after the server rotated the pair.
  await setFaults(page, {
    expireTokens: true,
    dropNextRefreshes: 1,
    dropAfterCommitRate: 0.2,
    errorRate: 0.1,
  })
  const drainMs = await drained(page, start, 90_000)
  await resetFaults(page.request)

  const journal = await readJournal(page.request)
  const verdict = judge(entries, journal)
  reportChaos(
    'token-refresh-answer-lost',
    [
      ...verdictFigures(verdict, drainMs),
      {
        name: 'refresh answers dropped',
        value: journal.injected.refreshDrops,
        unit: 'answers',
        target: null,
        met: null,
      },
      { name: 'token refreshes', value: verdict.tokenRefreshes, unit: 'requests', target: null, met: null },
    ],
    test.info(),
  )
  expect(journal.injected.refreshDrops).toBe(1)
  expectExactlyOnceInOrder(verdict)
  // Never logged out: the same session, its replica in place.
  await expect(page).not.toHaveURL(/\/login/)
  await expect(new Shell(page).avatar()).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBe(sessionId)
  expect((await replicaOf(page, CHAOS_ACCOUNT)).addresses.length).toBeGreaterThan(0)
  await expectServerState(page, expected, mark)
  await expect(waitingBadge(page)).toHaveCount(0)
})
