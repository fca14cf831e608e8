import { useState } from 'react'

/** How long a form waits for the server before saying its change will be sent later. */
export const SETTLE_PATIENCE_MS = 15_000

/** How a queued change ended (the replica's whenSettled), as a form needs it. */
export type SettledChange =
  | { status: 'sent' }
  | { status: 'waiting' }
  | { status: 'refused'; message: string }

/** `done.queued`: kept on this device, to be sent when the server can be reached. */
export type QueuedOutcome<Detail> =
  | { type: 'none' }
  | { type: 'working' }
  | { type: 'done'; queued: boolean; detail: Detail }
  | { type: 'refused'; message: string }

/**
 * The state of a form whose change goes through the outbox (a shipment edit, a proof-of-delivery
 * request, a rename): working while queued and awaited, then done (sent or kept for later) or
 * refused with the server's reason. A failure to queue at all reads as refused without a reason.
 */
export function useQueuedSubmit<Detail = undefined>() {
  const [outcome, setOutcome] = useState<QueuedOutcome<Detail>>({ type: 'none' })
  const run = async (send: () => Promise<SettledChange>, detail: Detail) => {
    setOutcome({ type: 'working' })
    try {
      const settled = await send()
      setOutcome(
        settled.status === 'refused'
          ? { type: 'refused', message: settled.message }
          : { type: 'done', queued: settled.status === 'waiting', detail },
      )
    } catch {
      setOutcome({ type: 'refused', message: '' })
    }
  }
  return { outcome, run }
}
