import * as v from 'valibot'
import { addressLabel } from '#api/normalise/address'
import type { PortalDatabase } from '#db/database'
import type { AccountId, AddressRow } from '#db/rows'
import { type AddressSaveInput, addressSaveInput } from '#domain/changes/address-save'
import type { Address } from '#domain/entities/address'
import { defineKind, type KindEntry, snapshot } from '#worker/outbox/kind'
import { pendingIfLive, rewriteFollowers } from './shared'

/** An address create or update, plus the replica row before it (null for a create) for discard. */
export interface SaveAddressPayload {
  mode: 'create' | 'update'
  /** id null on a create; a negative (temporary) id for an update of an address not yet created. */
  address: AddressSaveInput
  before: AddressRow | null
}

type Entry = KindEntry<SaveAddressPayload>

/** Create when the address has no id yet, else update; `before` is the replica row (null for a create). */
export function saveAddressPayload(address: AddressSaveInput, before: AddressRow | null): SaveAddressPayload {
  return {
    mode: address.id === null ? 'create' : 'update',
    address,
    before: address.id === null ? null : before,
  }
}

/** The replica key of the row this save shows on: a create lives under −seq until the server answers. */
export function addressRowId(entry: Entry): number {
  const { mode, address } = entry.payload
  return mode === 'create' ? -entry.seq : (address.id ?? -entry.seq)
}

/** The row the UI shows at once; label and location object derived as the server would. */
function optimisticAddress(input: AddressSaveInput, id: number, before: AddressRow | null): Address {
  return {
    ...input,
    id,
    label: addressLabel(input),
    readonly: before?.address.readonly ?? false,
    locationObject: input.locationId === null ? null : { name: input.location, code: input.zip },
  }
}

function optimisticRow(entry: Entry): AddressRow {
  const id = addressRowId(entry)
  const address = optimisticAddress(entry.payload.address, id, entry.payload.before)
  return { account: entry.account, id, address, pendingSeq: entry.seq }
}

const withId = (row: AddressRow, id: number): AddressRow => ({ ...row, id, address: { ...row.address, id } })

/** An address created offline is edited under its temporary id (−seq) until the server numbers it. */
function correctionPath(entry: Entry): string | null {
  const id = addressRowId(entry)
  return id === 0 ? null : `/address-book/${id}/edit`
}

async function rowBefore(db: PortalDatabase, account: AccountId, input: AddressSaveInput) {
  return input.id === null ? null : ((await db.addressRows.get([account, input.id])) ?? null)
}

export const saveAddress = defineKind({
  input: addressSaveInput,
  stored: v.object({
    mode: v.picklist(['create', 'update']),
    address: addressSaveInput,
    before: snapshot<AddressRow>(),
  }),

  // No draft is touched here: the same change comes from the address screens, which clear the order
  // draft (spec section 2, features/addresses/after-address-save.ts), and from the order and offer
  // forms, which clear only their own draft once placed; clearing here cost the order draft to every offer.
  async payload(db, account, input) {
    return saveAddressPayload(input, await rowBefore(db, account, input))
  },

  /**
   * Saving an address whose waiting change the server refused corrects that change (it goes back
   * in line under a fresh key) instead of queueing a second one behind it that could never be sent.
   */
  async corrects(db, account, payload) {
    const pendingSeq = payload.before?.pendingSeq
    if (pendingSeq == null) return null
    const refused = await db.outbox.get(pendingSeq)
    const correctable =
      refused?.account === account &&
      refused.status === 'needsAttention' &&
      refused.kind === 'saveAddress' &&
      refused.attempts === 0
    return correctable ? pendingSeq : null
  },

  target: (entry) => `address:${addressRowId(entry)}`,
  // An order that picked this address while it waited is sent with the server's id.
  creates: (entry, result: Address) =>
    entry.payload.mode === 'create' && result.id !== null
      ? { from: `address:${-entry.seq}`, id: result.id }
      : null,

  async optimistic(db, entry) {
    await db.addressRows.put(optimisticRow(entry))
  },

  // A create reads nothing (rowBefore); an update reads its own row.
  reads: (input) => (input.id === null ? null : `address:${input.id}`),

  async optimisticMany(db, entries) {
    await db.addressRows.bulkPut(entries.map(optimisticRow))
  },

  revise: (entry, payload) => {
    const { mode, before } = entry.payload
    // The form shows a new address under its temporary id; sent, it stays a create.
    const address = mode === 'create' ? { ...payload.address, id: null } : payload.address
    return { mode, address, before }
  },

  send(api, entry, call) {
    const { mode, address } = entry.payload
    const options = { ...call, idempotencyKey: entry.idempotencyKey }
    if (mode === 'create') return api.addresses.create({ ...address, id: null }, options)
    // A temporary id is replaced when its create succeeds; one left here is a bug, not a request.
    if (address.id === null || address.id < 0) {
      return Promise.reject(new Error(`Address update ${entry.seq} still has no server id`))
    }
    return api.addresses.update({ ...address, id: address.id }, options)
  },

  async apply(db, entry, result: Address) {
    await db.transaction('rw', db.addressRows.scope, db.outbox, async () => {
      const oldId = addressRowId(entry)
      const newId = result.id ?? oldId
      const row = await db.addressRows.get([entry.account, oldId])
      const server: AddressRow = { account: entry.account, id: newId, address: result, pendingSeq: null }
      // A later save of the same address is still pending: its optimistic content stays on show.
      const later = row && row.pendingSeq !== null && row.pendingSeq !== entry.seq ? row : null
      if (oldId !== newId) await db.addressRows.delete([entry.account, oldId])
      await db.addressRows.put(later ? withId(later, newId) : server)
      // A later save of this address would have marked the row with its seq (optimistic, and a
      // discard's rollback gives the mark back only to an entry still waiting): still marked with
      // this one, nothing follows it, and the outbox need not be read (an import's 10,000 creates
      // read it whole once each).
      if (row?.pendingSeq === entry.seq) return
      await rewriteFollowers(
        db,
        entry,
        (payload): SaveAddressPayload | undefined => {
          if (payload.address.id !== oldId) return undefined
          const before = payload.before
          return {
            ...payload,
            address: { ...payload.address, id: newId },
            before: before?.pendingSeq === entry.seq ? server : before && withId(before, newId),
          }
        },
        correctionPath,
      )
    })
  },

  async rollback(db, entry) {
    const before = entry.payload.before
    if (!before) {
      // A create (or an update of a row the replica no longer had): the row goes until the next refresh.
      await db.addressRows.delete([entry.account, addressRowId(entry)])
      return
    }
    await db.addressRows.put({ ...before, pendingSeq: await pendingIfLive(db, before.pendingSeq) })
  },

  correctionPath,
})
