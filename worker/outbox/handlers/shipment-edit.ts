import type { ShipmentEdit } from '#api/endpoints/shipments'
import type { ShipmentRow } from '#db/rows'
import type { ShipmentDetail } from '#domain/entities/shipment'
import type { EditShipmentPayload, Handler, TypedEntry } from '#worker/outbox/types'
import { pendingIfLive, rewriteFollowers } from './shared'

type Entry = TypedEntry<'editShipment'>
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

export const editShipment: Handler<'editShipment'> = {
  target: (entry) => `shipment:${entry.payload.key}`,

  async optimistic(db, entry) {
    const row = await db.shipments.get(rowKey(entry))
    if (row) await db.shipments.put(withEdit(row, entry.payload.edit, entry.seq))
  },

  revise: (entry, payload) => ({ ...payload, key: entry.payload.key, before: entry.payload.before }),

  send: (api, entry) =>
    api.shipments.edit(entry.payload.key, entry.payload.edit, { idempotencyKey: entry.idempotencyKey }),

  async apply(db, entry, result) {
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
      await rewriteFollowers(db, entry, (payload): EditShipmentPayload | undefined =>
        payload.key === entry.payload.key && payload.before?.pendingSeq === entry.seq
          ? { ...payload, before: { edit, pendingSeq: null } }
          : undefined,
      )
    })
  },

  async rollback(db, entry) {
    const { before } = entry.payload
    const row = await db.shipments.get(rowKey(entry))
    if (!row || !before) return
    await db.shipments.put(withEdit(row, before.edit, await pendingIfLive(db, before.pendingSeq)))
  },
}
