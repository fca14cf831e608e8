import { expect, test } from '@playwright/test'
import type { ArchivePageRow } from '#db/rows'
import { resetFaults } from '#tests/e2e/pages/portal'
import { buildMix, FORTY } from './testing/change-mix'
import { expectServerState } from './testing/end-state'
import { reportChaos, trackSuiteTime, verdictFigures } from './testing/report'
import {
  CHAOS_ACCOUNT,
  drained,
  logIn,
  openReplicated,
  outboxOf,
  prepareContext,
  readTable,
  runMark,
  waitingBadge,
} from './testing/session'
import { fillReplica, squeezeQuota } from './testing/storage-fill'
import { queueThroughWorker } from './testing/sync-worker'
import { expectExactlyOnceInOrder, judge, readJournal, resetJournal } from './testing/verdict'

const MB = 1024 * 1024
/** The app's precache (~3 MB), the replica, and room for a day's kept archive pages and waybills. */
const QUOTA = 12 * MB
const identity = (entries: { seq: number; idempotencyKey: string; kind: string; payload: unknown }[]) =>
  entries.map(
    (entry) => `${entry.seq} ${entry.kind} ${entry.idempotencyKey} ${JSON.stringify(entry.payload)}`,
  )
const filler = (rows: ArchivePageRow[]) => rows.filter((row) => row.queryKey.includes('filter[chaos]'))

trackSuiteTime()

test.afterEach(async ({ request }) => {
  await resetFaults(request)
})

test('the device runs out of storage under a large kept archive: the archive makes room, the outbox stays intact and sends each change once', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  await prepareContext(context)
  await squeezeQuota(page, new URL(test.info().project.use.baseURL ?? '').origin, QUOTA)
  await logIn(page)
  const seen = await openReplicated(page)
  const mark = runMark()
  const { plan, expected } = buildMix(seen, mark, FORTY)
  await context.setOffline(true)
  await queueThroughWorker(page, plan)
  const entries = (await outboxOf(page)).filter((entry) => entry.account === CHAOS_ACCOUNT)
  expect(entries).toHaveLength(plan.length)

  const fill = await fillReplica(page, CHAOS_ACCOUNT)
  expect(fill.refusal).toBe('QuotaExceededError')
  // Full to the last kilobyte, and the unsent changes are all still there as they were made.
  expect(identity((await outboxOf(page)).filter((entry) => entry.account === CHAOS_ACCOUNT))).toEqual(
    identity(entries),
  )

  await resetJournal(page.request)
  const start = Date.now()
  await context.setOffline(false)
  await expect(page.getByText(/running out of storage/)).toBeVisible({ timeout: 30_000 })
  const drainMs = await drained(page, start, 90_000)
  const keptPages = filler(await readTable<ArchivePageRow>(page, 'archivePages')).length

  const verdict = judge(entries, await readJournal(page.request))
  reportChaos(
    'storage-pressure',
    [
      ...verdictFigures(verdict, drainMs),
      {
        name: 'quota (simulated)',
        value: Number((QUOTA / MB).toFixed(1)),
        unit: 'MB',
        target: null,
        met: null,
      },
      {
        name: 'filled: archive pages kept',
        value: fill.archivePages,
        unit: 'pages',
        target: null,
        met: null,
      },
      {
        name: 'filled: archived shipments kept',
        value: fill.archivedShipments,
        unit: 'rows',
        target: null,
        met: null,
      },
      { name: 'filled: waybills kept', value: fill.waybills, unit: 'PDFs', target: null, met: null },
      {
        name: 'filled in all (uncompressed)',
        value: Number((fill.bytes / MB).toFixed(2)),
        unit: 'MB',
        target: null,
        met: null,
      },
      {
        name: 'archive pages left after the pressure stage',
        value: keptPages,
        unit: 'pages',
        target: '0',
        met: keptPages === 0,
      },
    ],
    test.info(),
  )
  expectExactlyOnceInOrder(verdict)
  expect(keptPages).toBe(0)
  await expectServerState(page, expected, mark)
  await expect(waitingBadge(page)).toHaveCount(0)
})
