// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { freshDatabase } from '#testing/fresh-database'
import { accountRead } from './account-read'

const [getTracked, useTracked] = accountRead(
  async (replica, account, trackingId: string) =>
    (await replica.tracking.get([account, trackingId]))?.fetchedAt ?? null,
)
const tracked = (account: string, trackingId: string, fetchedAt: string) => ({
  account,
  trackingId,
  result: {} as never,
  fetchedAt,
})

describe('a read by account, plain and live', () => {
  it('reads the replica it is handed after the read’s own arguments, and only the account’s row', async () => {
    const db = freshDatabase()
    await db.tracking.bulkPut([tracked('a', 'VK-1', 'mine'), tracked('b', 'VK-1', 'theirs')])

    expect(await getTracked('a', 'VK-1', db)).toBe('mine')
    expect(await getTracked('b', 'VK-1', db)).toBe('theirs')
    expect(await getTracked('a', 'VK-2', db)).toBeNull()
  })

  it('answers undefined while loading, then follows the row', async () => {
    const db = freshDatabase()
    const { result } = renderHook(() => useTracked('a', 'VK-1', db))
    expect(result.current).toBeUndefined()
    await waitFor(() => expect(result.current).toBeNull())

    await act(() => db.tracking.put(tracked('a', 'VK-1', 'now')))
    await waitFor(() => expect(result.current).toBe('now'))
  })
})
