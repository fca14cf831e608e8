import { useEffect, useState } from 'react'
import { isApiError, reachability } from '#api/errors'

export type OnlineData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The server could not be reached; `slow` when it did not answer in time (the device may be online). */
  | { status: 'offline'; slow?: true }
  | { status: 'failed'; malformed: boolean }

/**
 * A widget's online call: loaded when the widget mounts and again when `key` changes (the
 * language), cancelled when it unmounts. Offline and failed are told apart, so a widget can say
 * which.
 */
export function useOnlineData<T>(load: (signal: AbortSignal) => Promise<T>, key: string): OnlineData<T> {
  const [state, setState] = useState<OnlineData<T>>({ status: 'loading' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the call depends on
  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const unreached = reachability(error)
        if (unreached === 'slow') setState({ status: 'offline', slow: true })
        else if (unreached === 'offline') setState({ status: 'offline' })
        else setState({ status: 'failed', malformed: isApiError(error) && error.kind === 'payload' })
      },
    )
    return () => controller.abort()
  }, [key])
  return state
}
