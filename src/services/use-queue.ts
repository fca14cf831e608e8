import { useCallback } from 'react'
import type { ChangeInput, ChangeKind, QueueOptions } from '#worker/contract'
import { useServices } from './use-services'

/**
 * Stores a change the user can make offline, of any kind, on this device at once (optimistic row
 * and outbox entry) and answers the entry's seq; the sync worker's leader sends it.
 */
export type QueueChange = <K extends ChangeKind>(
  kind: K,
  input: ChangeInput[K],
  options?: QueueOptions,
) => Promise<number>

/** The UI's one way to queue a change, for every kind (orders, addresses, edits, renames, PODs). */
export function useQueue(): QueueChange {
  const services = useServices()
  return useCallback<QueueChange>(
    (kind, input, options) => services.sync.queue(kind, input, options),
    [services],
  )
}

/** useQueue bound to one kind, typed from the worker contract's ChangeInput map. */
export function useQueueChange<K extends ChangeKind>(kind: K) {
  const queue = useQueue()
  return useCallback(
    (input: ChangeInput[K], options?: QueueOptions) => queue(kind, input, options),
    [queue, kind],
  )
}
