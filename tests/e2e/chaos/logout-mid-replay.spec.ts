import { expect, test } from '@playwright/test'
import { LoginPage, resetFaults, Shell, setFaults } from '#tests/e2e/pages/portal'
import { replicaRowsBesideOutbox } from '#tests/e2e/testing/stored-data'
import { buildMix, FORTY } from './testing/change-mix'
import { reportChaos, trackSuiteTime, verdictFigures } from './testing/report'
import {
  CHAOS_ACCOUNT,
  drained,
  logIn,
  openReplicated,
  outboxOf,
  prepareContext,
  runMark,
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

/**
 * A logout while the outbox replays (issue 19): the send in flight is aborted, nothing is sent
 * after the logout, nothing is written to the replica after its wipe, and the changes not sent
 * yet stay on the device and go, each once, after the next login.
 */

trackSuiteTime()

test.afterEach(async ({ request }) => {
  await resetFaults(request)
})

test('a logout during a replay of 20 changes: nothing is sent or stored after it, and the rest goes after the next login', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  await prepareContext(context)
  await logIn(page)
  const seen = await openReplicated(page)
  const { plan } = buildMix(seen, runMark(), FORTY)
  const twenty = plan.slice(0, 20)
  await context.setOffline(true)
  await queueThroughWorker(page, twenty)
  const entries = (await outboxOf(page)).filter((entry) => entry.account === CHAOS_ACCOUNT)
  expect(entries).toHaveLength(20)

  const writes: { at: number; path: string }[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (
      request.method() === 'POST' &&
      url.pathname.startsWith('/api/v2/') &&
      !/login_check|token\/refresh/.test(url.pathname)
    ) {
      writes.push({ at: Date.now(), path: url.pathname })
    }
  })
  await resetJournal(page.request)
  // Slow answers: the replay is well under way, one change in flight, when the user logs out.
  await setFaults(page, { latencyMs: 400, jitterMs: 0 })
  await context.setOffline(false)
  await untilCommitted(page.request, 3)

  await new Shell(page).logOut()
  const anyway = page.getByRole('button', { name: 'Log out anyway' })
  await expect(anyway).toBeVisible()
  const loggedOutAt = Date.now()
  await anyway.click()
  await expect(page).toHaveURL(/\/goodbye/)

  // The wipe is done within moments, and nothing lands in the replica for 5 s after.
  await expect.poll(() => replicaRowsBesideOutbox(page), { timeout: 5_000 }).toEqual({})
  // The change in flight at the click reached the server before it; its answer (400 ms) may land after.
  await page.waitForTimeout(Math.max(0, loggedOutAt + 1_000 - Date.now()))
  const committedAtWipe = (await readJournal(page.request)).writes.filter(
    (write) => write.status < 300,
  ).length
  const watchUntil = Date.now() + 5_000
  while (Date.now() < watchUntil) {
    expect(await replicaRowsBesideOutbox(page)).toEqual({})
    await page.waitForTimeout(500)
  }
  // A request reported this soon after the click left before it (the event arrives a little late).
  const sentAfter = writes.filter((write) => write.at > loggedOutAt + 150)
  expect(sentAfter).toEqual([])
  const journal = await readJournal(page.request)
  expect(journal.writes.filter((write) => write.status < 300)).toHaveLength(committedAtWipe)
  const left = (await outboxOf(page)).filter((entry) => entry.account === CHAOS_ACCOUNT)
  expect(left.length).toBeGreaterThan(0)
  expect(left.length).toBeLessThan(20)
  const sentBefore = writes.length
  console.info(
    `logout-mid-replay: ${sentBefore} writes sent before the logout, ${sentAfter.length} after; ${left.length} changes kept on the device`,
  )

  // The next login sends the rest, each change exactly once and in order.
  await setFaults(page, { latencyMs: 0 })
  const again = Date.now()
  await new LoginPage(page).open()
  await new LoginPage(page).logIn(CHAOS_ACCOUNT)
  await expect(new Shell(page).avatar()).toBeVisible({ timeout: 20_000 })
  const drainMs = await drained(page, again, 60_000)
  const verdict = judge(entries, await readJournal(page.request))
  reportChaos(
    'logout-mid-replay',
    [
      ...verdictFigures(verdict, drainMs),
      {
        name: 'writes sent after the logout',
        value: sentAfter.length,
        unit: 'requests',
        target: '0',
        met: sentAfter.length === 0,
      },
      { name: 'changes kept over the logout', value: left.length, unit: 'changes', target: null, met: null },
    ],
    test.info(),
  )
  expectExactlyOnceInOrder(verdict)
  expect(
    (await readJournal(page.request)).writes.filter((write) => isDataWrite(write) && write.status === 401),
  ).toEqual([])
})
