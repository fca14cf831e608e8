import * as v from 'valibot'
import { standingOrderRenameInput } from '#domain/changes/standing-order-rename'
import type { StandingOrder } from '#domain/entities/standing-order'
import { renamedRow } from '#worker/mirror/standing-order-names'
import { defineKind, type KindEntry, snapshot } from '#worker/outbox/kind'
import { pendingIfLive, rewriteFollowers } from './shared'

export interface RenameStandingOrderPayload {
  key: number
  customerName: string
  /** The name on show before, and the change it belonged to, for discard. */
  before: { customerName: string; pendingSeq: number | null } | null
}

type Entry = KindEntry<RenameStandingOrderPayload>

/** "Correct" opens the order's detail modal on the standing-orders screen, with its name field. */
const correctionPath = (entry: Entry) => `/recurring-orders?open=${entry.payload.key}`

const rowKey = (entry: Entry): [string, number] => [entry.account, entry.payload.key]

export const renameStandingOrder = defineKind({
  input: standingOrderRenameInput,
  stored: v.object({
    ...standingOrderRenameInput.entries,
    before: snapshot<RenameStandingOrderPayload['before']>(),
  }),

  async payload(db, account, input): Promise<RenameStandingOrderPayload> {
    const row = await db.standingOrders.get([account, input.key])
    const before = row ? { customerName: row.order.customerName, pendingSeq: row.pendingSeq } : null
    return { key: input.key, customerName: input.customerName, before }
  },

  /**
   * Renaming an order whose waiting rename the server refused (a name too long) corrects that
   * rename (it goes back in line under a fresh key) instead of queueing a second one behind it,
   * which could never be sent while the refused one waits.
   */
  async corrects(db, account, payload) {
    const pendingSeq = payload.before?.pendingSeq
    if (pendingSeq == null) return null
    const refused = await db.outbox.get(pendingSeq)
    const correctable =
      refused?.account === account &&
      refused.status === 'needsAttention' &&
      refused.kind === 'renameStandingOrder' &&
      refused.attempts === 0
    return correctable ? pendingSeq : null
  },

  target: (entry) => `standingOrder:${entry.payload.key}`,

  async optimistic(db, entry) {
    const row = await db.standingOrders.get(rowKey(entry))
    // Nothing to mark when the replica has not seen the order; the server's answer will bring it.
    if (!row) return
    const order = { ...row.order, customerName: entry.payload.customerName }
    await db.standingOrders.put({ ...row, order, pendingSeq: entry.seq })
  },

  revise: (entry, payload) => ({ ...payload, key: entry.payload.key, before: entry.payload.before }),

  send: (api, entry, call) =>
    api.standingOrders.rename(entry.payload.key, entry.payload.customerName, {
      ...call,
      idempotencyKey: entry.idempotencyKey,
    }),

  async apply(db, entry, result: StandingOrder) {
    await db.transaction('rw', db.standingOrders, db.outbox, async () => {
      const row = await db.standingOrders.get(rowKey(entry))
      const later = row && row.pendingSeq !== null && row.pendingSeq !== entry.seq ? row : null
      const base = row ?? { account: entry.account, key: entry.payload.key, order: result, pendingSeq: null }
      const renamed = renamedRow(base, result, entry.payload.customerName)
      const name = renamed.order.customerName
      // Take the server's row, but keep a later rename's name on show while that one waits.
      await db.standingOrders.put(
        later
          ? { ...renamed, order: { ...renamed.order, customerName: later.order.customerName } }
          : { ...renamed, pendingSeq: null },
      )
      await rewriteFollowers(
        db,
        entry,
        (payload): RenameStandingOrderPayload | undefined =>
          payload.key === entry.payload.key && payload.before?.pendingSeq === entry.seq
            ? { ...payload, before: { customerName: name, pendingSeq: null } }
            : undefined,
        correctionPath,
      )
    })
  },

  async rollback(db, entry) {
    const { before } = entry.payload
    const row = await db.standingOrders.get(rowKey(entry))
    if (!row || !before) return
    const order = { ...row.order, customerName: before.customerName }
    await db.standingOrders.put({ ...row, order, pendingSeq: await pendingIfLive(db, before.pendingSeq) })
  },

  correctionPath,
})
