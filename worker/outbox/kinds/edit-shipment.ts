import * as v from 'valibot'
import type { ShipmentEdit } from '#api/endpoints/shipments'
import type { ShipmentRow } from '#db/rows'
import { shipmentEditInput } from '#domain/changes/shipment-edit'
import type { ShipmentDetail } from '#domain/entities/shipment'
import { defineKind, type KindEntry, snapshot } from '#worker/outbox/kind'
import { pendingIfLive, rewriteFollowers } from './shared'

export interface EditShipmentPayload {
  key: number
  edit: ShipmentEdit
  /** The values on show before, and the change they belonged to, for discard. */
  before: { edit: ShipmentEdit; pendingSeq: number | null } | null
}

type Entry = KindEntry<EditShipmentPayload>

/** "Correct" opens the shipment's popup on Active, with its edit form. */
const correctionPath = (entry: Entry) => `/active?open=${entry.payload.key}`
type StoredDetail = NonNullable<ShipmentRow['detail']>

const rowKey = (entry: Entry): [string, number] => [entry.account, entry.payload.key]

/** IndexedDB keeps instants as ISO strings (src/db/rows.ts). */
function toStored(detail: ShipmentDetail): { item: ShipmentRow['item']; detail: StoredDetail } {
  const stored: StoredDetail = { ...detail, delivered: detail.delivered?.toString() ?? null }
  const { colis: _colis, priceExclVat: _excl, priceInclVat: _incl, ...rest } = stored
  const { invoiceType: _type, invoiceEmailAddresses: _emails, ...item } = rest
  return { item, detail: stored }
}

/** The two fields an edit changes, written over the list item and, when opened before, the detail. */
function withEdit(row: ShipmentRow, edit: ShipmentEdit, pendingSeq: number | null): ShipmentRow {
  const fields = { reference: edit.reference, numberOfColis: edit.numberOfColis }
  return {
    ...row,
    item: { ...row.item, ...fields },
    detail: row.detail && { ...row.detail, ...fields },
    pendingSeq,
  }
}

export const editShipment = defineKind({
  input: shipmentEditInput,
  stored: v.object({ ...shipmentEditInput.entries, before: snapshot<EditShipmentPayload['before']>() }),

  async payload(db, account, input): Promise<EditShipmentPayload> {
    const row = await db.shipments.get([account, input.key])
    const before = row
      ? {
          edit: { reference: row.item.reference, numberOfColis: row.item.numberOfColis },
          pendingSeq: row.pendingSeq,
        }
      : null
    return { key: input.key, edit: input.edit, before }
  },

  target: (entry) => `shipment:${entry.payload.key}`,
  // An edit of an order still waiting to be sent (key −seq) follows it, with the server's key.
  references: (entry) => (entry.payload.key < 0 ? [`shipment:${entry.payload.key}`] : []),
  remap: (entry, from, id) =>
    from === `shipment:${entry.payload.key}` ? { ...entry.payload, key: id } : entry.payload,

  async optimistic(db, entry) {
    const row = await db.shipments.get(rowKey(entry))
    if (row) await db.shipments.put(withEdit(row, entry.payload.edit, entry.seq))
  },

  revise: (entry, payload) => ({ ...payload, key: entry.payload.key, before: entry.payload.before }),

  send: (api, entry, call) =>
    api.shipments.edit(entry.payload.key, entry.payload.edit, {
      ...call,
      idempotencyKey: entry.idempotencyKey,
    }),

  async apply(db, entry, result: ShipmentDetail) {
    await db.transaction('rw', db.shipments, db.outbox, async () => {
      const row = await db.shipments.get(rowKey(entry))
      const stored = toStored(result)
      const later = row && row.pendingSeq !== null && row.pendingSeq !== entry.seq ? row : null
      const server: ShipmentRow = {
        account: entry.account,
        key: entry.payload.key,
        // Only active shipments can be edited (decisions), so a row not seen before is an active one.
        list: row?.list ?? 'active',
        ...stored,
        pendingSeq: null,
      }
      // A later edit still waits: keep its values on show over the server's row.
      await db.shipments.put(
        later
          ? withEdit(
              server,
              { reference: later.item.reference, numberOfColis: later.item.numberOfColis },
              later.pendingSeq,
            )
          : server,
      )
      const edit = { reference: result.reference, numberOfColis: result.numberOfColis }
      await rewriteFollowers(
        db,
        entry,
        (payload): EditShipmentPayload | undefined =>
          payload.key === entry.payload.key && payload.before?.pendingSeq === entry.seq
            ? { ...payload, before: { edit, pendingSeq: null } }
            : undefined,
        correctionPath,
      )
    })
  },

  async rollback(db, entry) {
    const { before } = entry.payload
    const row = await db.shipments.get(rowKey(entry))
    if (!row || !before) return
    await db.shipments.put(withEdit(row, before.edit, await pendingIfLive(db, before.pendingSeq)))
  },

  correctionPath,
})
