import { useRouteContext } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { ChangeInput, ChangeKind, QueueOptions } from '#worker/contract'

/**
 * The UI's one way to queue a change the user can make offline, for every kind: stores it on this
 * device at once (optimistic row and outbox entry) and answers the entry's seq; the sync worker's
 * leader sends it. Typed from the worker contract's ChangeInput map.
 */
export function useQueueChange<K extends ChangeKind>(kind: K) {
  const { services } = useRouteContext({ from: '__root__' })
  return useCallback(
    (input: ChangeInput[K], options?: QueueOptions) => services.sync.queue(kind, input, options),
    [services, kind],
  )
}
