// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { freshDatabase } from '#testing/fresh-database'
import { useLastSuccess } from './meta'

describe("a scope's last success, live", () => {
  it('is undefined while read, null when the scope never arrived, and follows each newer refresh', async () => {
    const db = freshDatabase()
    const { result } = renderHook(() => useLastSuccess('customer', 'addresses', db))
    expect(result.current).toBeUndefined()
    await waitFor(() => expect(result.current).toBeNull())

    for (const value of ['2026-11-22T13:32:00.000Z', '2026-11-22T14:05:00.000Z']) {
      await act(() => db.meta.put({ account: 'customer', key: 'lastSuccess:addresses', value }))
      await waitFor(() => expect(result.current).toBe(value))
    }
  })

  it("reads only its own account's and scope's time", async () => {
    const db = freshDatabase()
    await db.meta.bulkPut([
      { account: 'dispatcher', key: 'lastSuccess:addresses', value: '2026-11-22T13:00:00.000Z' },
      { account: 'customer', key: 'lastSuccess:profile', value: '2026-11-22T13:00:00.000Z' },
    ])
    const { result } = renderHook(() => useLastSuccess('customer', 'addresses', db))
    await waitFor(() => expect(result.current).toBeNull())
  })
})
