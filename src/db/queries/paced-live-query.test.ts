// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { useBatchProgress, usePendingChanges } from './outbox'
import { PACE, usePacedLiveQuery } from './paced-live-query'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('a paced live read of a whole table', () => {
  it('shows every change of a small outbox at once, as a live query does', async () => {
    const db = freshDatabase()
    const { result } = renderHook(() => usePendingChanges('a', db))
    await waitFor(() => expect(result.current).toEqual([]))

    const seq = await act(() => db.outbox.add(anOutboxRow({ account: 'a' })))
    await waitFor(() => expect(result.current?.map((change) => change.seq)).toEqual([seq]))
    await act(() => db.outbox.update(seq, { status: 'needsAttention', lastError: 'Street is missing' }))
    await waitFor(() => expect(result.current?.[0]).toMatchObject({ status: 'needsAttention' }))
    await act(() => db.outbox.delete(seq))
    await waitFor(() => expect(result.current).toEqual([]))
  })

  it('reads a slow table again once per pace, not once per change, and ends on what is stored', async () => {
    const db = freshDatabase()
    const READ_MS = 40
    let reads = 0
    const read = async () => {
      reads++
      const count = await db.outbox.count()
      await sleep(READ_MS)
      return count
    }
    const { result } = renderHook(() => usePacedLiveQuery(db, 'outbox', 'count', read))
    await waitFor(() => expect(result.current).toBe(0))
    const before = reads

    // Twenty writes, one every 15 ms or so, while a read takes 40 ms and the next waits PACE × 40 ms:
    // read on every change, that is a read every 40 ms.
    const start = performance.now()
    for (let index = 0; index < 20; index++) {
      await act(() => db.outbox.add(anOutboxRow({ account: 'a' })))
      await sleep(15)
    }
    const writing = performance.now() - start
    await waitFor(() => expect(result.current).toBe(20), { timeout: 2_000 })
    // The first read at once, then one per (PACE + 1) × READ_MS, and a last one: with PACE 4, not
    // a third of the reads made on every change.
    expect(PACE).toBeGreaterThanOrEqual(4)
    expect(reads - before).toBeLessThanOrEqual(writing / READ_MS / 3 + 2)
    expect(reads - before).toBeGreaterThanOrEqual(1)
  })

  it('reads nothing more once unmounted', async () => {
    const db = freshDatabase()
    let reads = 0
    const { result, unmount } = renderHook(() =>
      usePacedLiveQuery(db, 'outbox', 'count', () => {
        reads++
        return db.outbox.count()
      }),
    )
    await waitFor(() => expect(result.current).toBe(0))
    unmount()
    const before = reads
    await db.outbox.add(anOutboxRow({ account: 'a' }))
    await sleep(50)
    expect(reads).toBe(before)
  })
  it('shares one read among the components of a tab that ask for the same thing, while any of them is there', async () => {
    const db = freshDatabase()
    // A fresh database brought one change event for all its tables in this file's runs, during
    // its first moments: it passes before the count starts.
    await db.open()
    await sleep(50)
    let reads = 0
    const read = () => {
      reads++
      return db.outbox.count()
    }
    const first = renderHook(() => usePacedLiveQuery(db, 'outbox', 'count', read))
    const second = renderHook(() => [
      usePacedLiveQuery(db, 'outbox', 'count', read),
      usePacedLiveQuery(db, 'outbox', 'another read', read),
    ])
    await waitFor(() => expect([first.result.current, ...second.result.current]).toEqual([0, 0, 0]))
    expect(reads).toBe(2)

    await act(() => db.outbox.add(anOutboxRow({ account: 'a' })))
    await waitFor(() => expect([first.result.current, ...second.result.current]).toEqual([1, 1, 1]))
    expect(reads).toBe(4)

    // The first one gone, the read goes on for the other.
    first.unmount()
    await act(() => db.outbox.add(anOutboxRow({ account: 'a' })))
    await waitFor(() => expect(second.result.current).toEqual([2, 2]))
    expect(reads).toBe(6)
  })

  it("counts a batch's progress from the waiting-changes read, without a second read of the outbox", async () => {
    const db = freshDatabase()
    const batch = { id: 'import', label: 'addresses.csv', size: 3 }
    await db.outbox.bulkAdd([
      anOutboxRow({ account: 'a', batch }),
      anOutboxRow({ account: 'a', batch, status: 'needsAttention', lastError: 'Street is missing' }),
      anOutboxRow({ account: 'a' }),
      anOutboxRow({ account: 'b', batch }),
    ])
    const where = vi.spyOn(db.outbox, 'where')
    const { result } = renderHook(() => ({
      changes: usePendingChanges('a', db),
      progress: useBatchProgress('a', 'import', db),
    }))
    await waitFor(() => expect(result.current.progress).toEqual({ left: 2, needsAttention: 1 }))
    expect(result.current.changes).toHaveLength(3)
    expect(where).toHaveBeenCalledTimes(1)
  })
})
