import { podEmailInput } from '#domain/changes/pod-email'
import { defineKind } from '#worker/outbox/kind'

export interface RequestPodEmailPayload {
  key: number
  email: string
}

/** Proof of delivery by e-mail: nothing in the replica changes, so nothing to apply or undo. */
export const requestPodEmail = defineKind({
  input: podEmailInput,
  stored: podEmailInput,
  payload: async (_db, _account, input): Promise<RequestPodEmailPayload> => ({
    key: input.key,
    email: input.email,
  }),
  target: () => null,
  references: (entry) => (entry.payload.key < 0 ? [`shipment:${entry.payload.key}`] : []),
  remap: (entry, from, id) =>
    from === `shipment:${entry.payload.key}` ? { ...entry.payload, key: id } : entry.payload,
  optimistic: async () => {},
  async send(api, entry, call): Promise<undefined> {
    await api.shipments.requestWaybillEmail(entry.payload.key, entry.payload.email, {
      ...call,
      idempotencyKey: entry.idempotencyKey,
    })
    return undefined
  },
  apply: async () => {},
  rollback: async () => {},
  // The address is all there is to correct: "Correct" opens the archive popup that asks for it.
  correctionPath: (entry) => `/archive?open=${entry.payload.key}`,
})
