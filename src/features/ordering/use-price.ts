import { useEffect, useState } from 'react'
import { isOffline } from '#api/errors'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import type { PriceRequest } from '#domain/entities/price-request'

export type PriceState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; outcome: PriceOutcome }
  /** No network: decisions say so plainly; an order can still be queued and is priced when sent. */
  | { status: 'offline' }

export type GetPrice = (request: PriceRequest, signal: AbortSignal) => Promise<PriceOutcome>

/**
 * Fetches the price for a request (null: nothing to ask yet), again whenever the request changes;
 * a newer request aborts the older one. A failed lookup counts as "no result" (spec section 8).
 */
export function usePrice(
  getPrice: GetPrice,
  request: PriceRequest | null,
  online: () => boolean,
): PriceState {
  const [state, setState] = useState<PriceState>({ status: 'idle' })
  const key = request ? JSON.stringify(request) : null
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
        setState(isOffline(error) ? { status: 'offline' } : { status: 'done', outcome: { kind: 'noresult' } })
      },
    )
    return () => controller.abort()
  }, [getPrice, key, online])
  return state
}
