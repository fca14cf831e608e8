// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { usePendingChanges } from './outbox'
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
    const { result } = renderHook(() => usePacedLiveQuery(db, 'outbox', read, []))
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
      usePacedLiveQuery(
        db,
        'outbox',
        () => {
          reads++
          return db.outbox.count()
        },
        [],
      ),
    )
    await waitFor(() => expect(result.current).toBe(0))
    unmount()
    const before = reads
    await db.outbox.add(anOutboxRow({ account: 'a' }))
    await sleep(50)
    expect(reads).toBe(before)
  })
})
