// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import type { PortalDatabase } from '#db/database'
import type { Address } from '#domain/entities/address'
import { anAddress, anAddressRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { useAddressForEdit } from './use-address-for-edit'

async function replicaWith(...rows: ReturnType<typeof anAddressRow>[]) {
  const db = freshDatabase()
  await db.addressRows.bulkPut(rows)
  return db
}

const DEVICE = anAddress({ id: 7, phone: '+41 31 111 11 11' })
const SERVER = anAddress({ id: 7, phone: '+41 31 999 99 99' })

function open(
  db: PortalDatabase,
  fetchAddress: (id: number, signal: AbortSignal) => Promise<Address>,
  options: { online?: boolean; id?: number; waitMs?: number } = {},
) {
  const online = options.online ?? true
  return renderHook(() =>
    useAddressForEdit({
      db,
      account: 'customer',
      id: options.id ?? 7,
      fetchAddress,
      online: () => online,
      waitMs: options.waitMs ?? 4_000,
    }),
  )
}

describe('the address the edit form opens with', () => {
  it("online, is the server's copy, so another device's change is not overwritten", async () => {
    const db = await replicaWith(anAddressRow('customer', DEVICE))
    const fetchAddress = vi.fn(async () => SERVER)
    const { result } = open(db, fetchAddress)

    expect(result.current).toEqual({ status: 'loading' })
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'ready', address: SERVER, source: 'server' }),
    )
    expect(fetchAddress).toHaveBeenCalledWith(7, expect.any(AbortSignal))
  })

  it("offline, is the device's copy at once, without asking the server", async () => {
    const db = await replicaWith(anAddressRow('customer', DEVICE))
    const fetchAddress = vi.fn(async () => SERVER)
    const { result } = open(db, fetchAddress, { online: false })

    await waitFor(() =>
      expect(result.current).toEqual({ status: 'ready', address: DEVICE, source: 'device' }),
    )
    expect(fetchAddress).not.toHaveBeenCalled()
  })

  it("with an unsent change, is the device's copy: the server has not seen that change yet", async () => {
    const db = await replicaWith(anAddressRow('customer', DEVICE, 3))
    const fetchAddress = vi.fn(async () => SERVER)
    const { result } = open(db, fetchAddress)

    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', source: 'device' }))
    expect(fetchAddress).not.toHaveBeenCalled()
  })

  it("falls back to the device's copy on a server error and when the server is too slow", async () => {
    const db = await replicaWith(anAddressRow('customer', DEVICE))
    const failing = open(db, async () => {
      throw new ApiError({ kind: 'http', status: 503, message: 'Service unavailable' })
    })
    await waitFor(() => expect(failing.result.current).toMatchObject({ status: 'ready', address: DEVICE }))

    const hanging = (_id: number, signal: AbortSignal) =>
      new Promise<Address>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      )
    const slow = open(db, hanging, { waitMs: 30 })
    await waitFor(() => expect(slow.result.current).toMatchObject({ status: 'ready', source: 'device' }))
  })

  it('is missing when the server says the address does not exist, or it is unknown offline', async () => {
    const db = await replicaWith(anAddressRow('customer', DEVICE))
    const gone = open(db, async () => {
      throw new ApiError({ kind: 'http', status: 404, message: 'Not found' })
    })
    await waitFor(() => expect(gone.result.current).toEqual({ status: 'missing' }))

    const unknown = open(db, async () => SERVER, { online: false, id: 8 })
    await waitFor(() => expect(unknown.result.current).toEqual({ status: 'missing' }))
  })

  it("never reads another account's row", async () => {
    const db = await replicaWith(anAddressRow('dispatcher', DEVICE))
    const { result } = open(db, async () => SERVER, { online: false })
    await waitFor(() => expect(result.current).toEqual({ status: 'missing' }))
  })

  it('stays as it opened when a background refresh rewrites the row, so typing is never reset', async () => {
    const db = await replicaWith(anAddressRow('customer', DEVICE))
    const { result } = open(db, async () => SERVER, { online: false })
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', address: DEVICE }))

    await act(async () => {
      await db.addressRows.put(anAddressRow('customer', SERVER))
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(result.current).toMatchObject({ address: DEVICE })
  })
})
