import { useCallback, useEffect, useState } from 'react'
import { reachability } from '#api/errors'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import type { PriceRequest } from '#domain/entities/price-request'

export type PriceState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; outcome: PriceOutcome }
  /**
   * No answer about the price: decisions say so plainly; an order can still be queued and is priced
   * when sent. `slow` when the server did not answer in time: the device may well be online, so the
   * words must not say "offline".
   */
  | { status: 'offline'; slow?: true }

/** The state, and a way to ask again for the same request (a second press of "Calculate price"). */
export type PriceLookup = PriceState & { retry: () => void }

export type GetPrice = (request: PriceRequest, signal: AbortSignal) => Promise<PriceOutcome>

/**
 * Fetches the price for a request (null: nothing to ask yet), again whenever the request changes
 * or retry is called; a newer look-up aborts the older one. A failed lookup counts as "no result"
 * (spec section 8). One that failed for want of a network runs again when the browser is back
 * online, so the user is not left with a notice that nothing clears.
 */
export function usePrice(
  getPrice: GetPrice,
  request: PriceRequest | null,
  online: () => boolean,
): PriceLookup {
  const [state, setState] = useState<PriceState>({ status: 'idle' })
  // The same request asked again keeps its key: the attempt is what makes the look-up run anew.
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  const key = request ? JSON.stringify(request) : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt only re-runs the same look-up.
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' })
      return
    }
    if (!online()) {
      setState({ status: 'offline' })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading' })
    getPrice(JSON.parse(key) as PriceRequest, controller.signal).then(
      (outcome) => {
        if (!controller.signal.aborted) setState({ status: 'done', outcome })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const unreached = reachability(error)
        if (unreached === 'slow') setState({ status: 'offline', slow: true })
        else if (unreached === 'offline') setState({ status: 'offline' })
        else setState({ status: 'done', outcome: { kind: 'noresult' } })
      },
    )
    return () => controller.abort()
  }, [getPrice, key, online, attempt])

  const failedOffline = state.status === 'offline'
  useEffect(() => {
    if (!failedOffline) return
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [failedOffline, retry])

  return { ...state, retry }
}
