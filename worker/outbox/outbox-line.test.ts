import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { FULL_READ_MS, FULL_READ_PASSES, OutboxLine, READ_PACE } from './outbox-line'

/** A clock that answers `times` in turn (the read asks it when it starts and when it ends). */
const ticking = (...times: number[]) => {
  let at = 0
  return () => times[Math.min(at++, times.length - 1)] ?? 0
}

async function lineWithEntries() {
  const db = freshDatabase()
  await db.outbox.bulkAdd([anOutboxRow({ account: 'a' }), anOutboxRow({ account: 'a' })])
  return new OutboxLine(db, 'a')
}

describe("a replay's line over the outbox", () => {
  it('reads everything again every FULL_READ_MS or FULL_READ_PASSES passes when a read is quick', async () => {
    const line = await lineWithEntries()
    expect(line.dueForRead(0)).toBe(true)
    await line.read(ticking(0, 5))
    expect(line.entries()).toHaveLength(2)
    expect(line.dueForRead(FULL_READ_MS - 1)).toBe(false)
    expect(line.dueForRead(FULL_READ_MS)).toBe(true)
    for (let pass = 0; pass < FULL_READ_PASSES - 1; pass++) line.attempted()
    expect(line.dueForRead(100)).toBe(false)
    line.attempted()
    expect(line.dueForRead(100)).toBe(true)
  })

  it('waits READ_PACE times the last read after it ended, when the read was slow (a big outbox)', async () => {
    const line = await lineWithEntries()
    const readMs = 1_000
    await line.read(ticking(0, readMs))
    for (let pass = 0; pass < FULL_READ_PASSES; pass++) line.attempted()
    const due = readMs + READ_PACE * readMs
    expect(due).toBeGreaterThan(FULL_READ_MS)
    expect(line.dueForRead(due - 1)).toBe(false)
    expect(line.dueForRead(due)).toBe(true)
  })

  it('reads again at once after an entry changed under it, however slow the last read', async () => {
    const line = await lineWithEntries()
    await line.read(ticking(0, 1_000))
    line.expire()
    expect(line.dueForRead(1_001)).toBe(true)
  })
})
