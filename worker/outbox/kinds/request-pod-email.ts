import { recordPodRequest } from '#db/pod-request-log'
import { podEmailInput } from '#domain/changes/pod-email'
import { defineKind } from '#worker/outbox/kind'

export interface RequestPodEmailPayload {
  key: number
  email: string
}

/**
 * Proof of delivery by e-mail: no row of the replica changes, so nothing shows at once or is undone;
 * a request the server took is recorded for the day, so a bulk request skips it (pod-requests.ts).
 */
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
  apply: (db, entry) =>
    recordPodRequest(db, entry.account, entry.createdAt, entry.payload.key, entry.payload.email),
  rollback: async () => {},
  // The address is all there is to correct: "Correct" opens the archive popup that asks for it.
  correctionPath: (entry) => `/archive?open=${entry.payload.key}`,
})
