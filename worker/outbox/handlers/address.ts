import { addressLabel } from '#api/normalise/address'
import type { AddressRow } from '#db/rows'
import type { Address, AddressInput } from '#domain/entities/address'
import type { Handler, SaveAddressPayload, TypedEntry } from '#worker/outbox/types'
import { pendingIfLive, rewriteFollowers } from './shared'

type Entry = TypedEntry<'saveAddress'>

/** The replica key of the row this save shows on: a create lives under −seq until the server answers. */
export function addressRowId(entry: Entry): number {
  const { mode, address } = entry.payload
  return mode === 'create' ? -entry.seq : (address.id ?? -entry.seq)
}

/** The row the UI shows at once; label and location object derived as the server would. */
function optimisticAddress(input: AddressInput, id: number, before: AddressRow | null): Address {
  return {
    ...input,
    id,
    label: addressLabel(input),
    readonly: before?.address.readonly ?? false,
    locationObject: input.locationId === null ? null : { name: input.location, code: input.zip },
  }
}

const withId = (row: AddressRow, id: number): AddressRow => ({ ...row, id, address: { ...row.address, id } })

export const saveAddress: Handler<'saveAddress'> = {
  target: (entry) => `address:${addressRowId(entry)}`,

  async optimistic(db, entry) {
    const id = addressRowId(entry)
    const address = optimisticAddress(entry.payload.address, id, entry.payload.before)
    await db.addresses.put({ account: entry.account, id, address, pendingSeq: entry.seq })
  },

  revise: (entry, payload) => {
    const { mode, before } = entry.payload
    // The form shows a new address under its temporary id; sent, it stays a create.
    const address = mode === 'create' ? { ...payload.address, id: null } : payload.address
    return { mode, address, before }
  },

  send(api, entry) {
    const { mode, address } = entry.payload
    const options = { idempotencyKey: entry.idempotencyKey }
    if (mode === 'create') return api.addresses.create({ ...address, id: null }, options)
    // A temporary id is replaced when its create succeeds; one left here is a bug, not a request.
    if (address.id === null || address.id < 0) {
      return Promise.reject(new Error(`Address update ${entry.seq} still has no server id`))
    }
    return api.addresses.update({ ...address, id: address.id }, options)
  },

  async apply(db, entry, result) {
    await db.transaction('rw', db.addresses, db.outbox, async () => {
      const oldId = addressRowId(entry)
      const newId = result.id ?? oldId
      const row = await db.addresses.get([entry.account, oldId])
      const server: AddressRow = { account: entry.account, id: newId, address: result, pendingSeq: null }
      // A later save of the same address is still pending: its optimistic content stays on show.
      const later = row && row.pendingSeq !== null && row.pendingSeq !== entry.seq ? row : null
      if (oldId !== newId) await db.addresses.delete([entry.account, oldId])
      await db.addresses.put(later ? withId(later, newId) : server)
      await rewriteFollowers(db, entry, (payload): SaveAddressPayload | undefined => {
        if (payload.address.id !== oldId) return undefined
        const before = payload.before
        return {
          ...payload,
          address: { ...payload.address, id: newId },
          before: before?.pendingSeq === entry.seq ? server : before && withId(before, newId),
        }
      })
    })
  },

  async rollback(db, entry) {
    const before = entry.payload.before
    if (!before) {
      // A create (or an update of a row the replica no longer had): the row goes until the next refresh.
      await db.addresses.delete([entry.account, addressRowId(entry)])
      return
    }
    await db.addresses.put({ ...before, pendingSeq: await pendingIfLive(db, before.pendingSeq) })
  },
}
