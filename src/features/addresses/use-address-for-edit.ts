import { useEffect, useRef, useState } from 'react'
import { isApiError } from '#api/errors'
import type { PortalDatabase } from '#db/database'
import { useAddress } from '#db/queries/addresses'
import type { AccountId } from '#db/rows'
import type { Address } from '#domain/entities/address'

/** How long the edit screen waits for the server's copy before it opens the device's. */
export const SERVER_COPY_WAIT_MS = 4_000

export type AddressForEdit =
  | { status: 'loading' }
  | { status: 'ready'; address: Address; source: 'server' | 'device' }
  | { status: 'missing' }

interface Options {
  /** The replica; the UI's own unless a test hands in another. */
  db?: PortalDatabase
  account: AccountId
  id: number
  fetchAddress: (id: number, signal: AbortSignal) => Promise<Address>
  online: () => boolean
  waitMs?: number
}

/**
 * The address the edit form opens with, read once (spec section 2: Edit loads the address by id).
 * Online, the server's copy, so a change made on another device is not overwritten with an old one;
 * offline, after a timeout or a server error, the device's copy. An address with an unsent change
 * opens from the device: the server has not seen that change yet. The result never changes after
 * it is ready, so a background refresh cannot reset a form the user is typing in.
 */
export function useAddressForEdit({
  db,
  account,
  id,
  fetchAddress,
  online,
  waitMs = SERVER_COPY_WAIT_MS,
}: Options): AddressForEdit {
  const row = useAddress(account, id, db)
  const [result, setResult] = useState<AddressForEdit>({ status: 'loading' })
  // Read when the effect starts, not a dependency: a mirror rewriting the row must not restart the fetch.
  const latestRow = useRef(row)
  latestRow.current = row
  // Callbacks by reference too: a caller passing a new arrow each render must not refetch forever.
  const calls = useRef({ fetchAddress, online })
  calls.current = { fetchAddress, online }
  const known = row !== undefined

  useEffect(() => {
    if (!known) return
    const deviceCopy = latestRow.current ?? null
    const fromDevice = (): AddressForEdit =>
      deviceCopy ? { status: 'ready', address: deviceCopy.address, source: 'device' } : { status: 'missing' }
    if (!Number.isInteger(id) || id <= 0 || deviceCopy?.pendingSeq != null || !calls.current.online()) {
      setResult(fromDevice())
      return
    }
    let closed = false
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), waitMs)
    calls.current.fetchAddress(id, controller.signal).then(
      (address) => {
        if (!closed) setResult({ status: 'ready', address, source: 'server' })
      },
      (error: unknown) => {
        const gone = isApiError(error) && error.status === 404
        if (!closed) setResult(gone ? { status: 'missing' } : fromDevice())
      },
    )
    return () => {
      closed = true
      clearTimeout(timer)
      controller.abort()
    }
  }, [known, id, waitMs])

  return result
}
