import type { Handler } from '#worker/outbox/types'

/** Proof of delivery by e-mail: nothing in the replica changes, so nothing to apply or undo. */
export const requestPodEmail: Handler<'requestPodEmail'> = {
  target: () => null,
  optimistic: async () => {},
  async send(api, entry) {
    await api.shipments.requestWaybillEmail(entry.payload.key, entry.payload.email, {
      idempotencyKey: entry.idempotencyKey,
    })
    return undefined
  },
  apply: async () => {},
  rollback: async () => {},
}
