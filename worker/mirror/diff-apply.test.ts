import { afterEach, describe, expect, it } from 'vitest'
import type { PortalDatabase } from '#db/database'
import type { AddressRow } from '#db/rows'
import type { Address } from '#domain/entities/address'
import { recordingStore, testDatabase } from '#worker/testing/test-db'
import { diffApply } from './diff-apply'

function address(id: number, name: string): Address {
  return {
    id,
    type: 'company',
    name,
    street: 'Seestrasse 5',
    contact: '',
    zip: '8001',
    location: 'Zürich',
    phone: '',
    locationId: 1001,
    locationObject: { name: 'Zürich', code: '8001' },
    label: `${name}, Seestrasse 5, 8001 Zürich`,
    standardSenderAddress: false,
    standardReceiverAddress: false,
    standardBillingAddress: false,
    isBillingAddress: false,
    readonly: false,
  }
}

const row = (account: string, id: number, name: string, pendingSeq: number | null = null): AddressRow => ({
  account,
  id,
  address: address(id, name),
  pendingSeq,
})

const keyOf = (item: AddressRow): [string, number] => [item.account, item.id]

let db: PortalDatabase | undefined
afterEach(async () => {
  db?.close()
  db = undefined
})

describe('diffApply', () => {
  // The mirrors name a row by its id alone (idOf); the default is the whole key as JSON.
  it.each([
    ['the key as JSON', {}],
    ['an id of its own', { idOf: (item: AddressRow) => item.id }],
  ])(
    'puts new and changed rows, skips unchanged ones without writing, deletes vanished ones (%s)',
    async (_, naming) => {
      db = testDatabase()
      await db.addressRows.bulkPut([row('a', 1, 'One'), row('a', 2, 'Two'), row('a', 3, 'Three')])
      const { store, asked } = recordingStore(db.addressRows)

      const result = await diffApply(store, {
        account: 'a',
        rows: [row('a', 1, 'One'), row('a', 2, 'Two changed'), row('a', 4, 'Four')],
        keyOf,
        ...naming,
      })

      expect(result).toEqual({ put: 2, deleted: 1, unchanged: 1, pending: 0 })
      expect(asked.put.map((item) => item.id)).toEqual([2, 4])
      expect(asked.deleted).toEqual([['a', 3]])
      const names = (await db.addressRows.toArray()).map((item) => item.address.name)
      expect(names).toEqual(['One', 'Two changed', 'Four'])
    },
  )

  it('writes nothing when the server has nothing new, whatever the key order of the rows', async () => {
    db = testDatabase()
    await db.addressRows.bulkPut([row('a', 1, 'One'), row('a', 2, 'Two')])
    const { store, asked } = recordingStore(db.addressRows)
    const reordered = [row('a', 2, 'Two'), row('a', 1, 'One')].map(
      ({ pendingSeq, address, id, account }) => ({
        pendingSeq,
        address: Object.fromEntries(Object.entries(address).reverse()) as unknown as Address,
        id,
        account,
      }),
    )

    const result = await diffApply(store, { account: 'a', rows: reordered, keyOf })

    expect(result).toEqual({ put: 0, deleted: 0, unchanged: 2, pending: 0 })
    expect(asked).toEqual({ put: [], deleted: [] })
  })

  it("never touches another account's rows or rows with a pending outbox entry", async () => {
    db = testDatabase()
    await db.addressRows.bulkPut([
      row('a', 1, 'Mine'),
      row('a', 2, 'Edited offline', 7),
      row('a', 3, 'Created offline', 8),
      row('b', 1, 'Theirs'),
    ])

    const result = await diffApply(db.addressRows, {
      account: 'a',
      rows: [row('a', 2, 'Server copy')],
      keyOf,
    })

    expect(result).toEqual({ put: 0, deleted: 1, unchanged: 0, pending: 1 })
    expect(await db.addressRows.get(['a', 2])).toMatchObject({
      pendingSeq: 7,
      address: { name: 'Edited offline' },
    })
    expect(await db.addressRows.get(['a', 3])).toMatchObject({ pendingSeq: 8 })
    expect(await db.addressRows.get(['a', 1])).toBeUndefined()
    expect(await db.addressRows.get(['b', 1])).toMatchObject({ address: { name: 'Theirs' } })
  })

  it('deletes only within the scope filter, and merges stored-only fields before comparing', async () => {
    db = testDatabase()
    await db.addressRows.bulkPut([row('a', 1, 'Billing'), row('a', 2, 'Other'), row('a', 3, 'Kept')])

    const result = await diffApply(db.addressRows, {
      account: 'a',
      rows: [row('a', 1, 'Billing (renamed)')],
      keyOf,
      scopeFilter: (item) => item.id < 3,
      merge: (incoming, existing) => ({
        ...incoming,
        address: { ...incoming.address, phone: existing.address.phone || 'kept' },
      }),
    })

    expect(result).toEqual({ put: 1, deleted: 1, unchanged: 0, pending: 0 })
    expect((await db.addressRows.get(['a', 1]))?.address).toMatchObject({
      name: 'Billing (renamed)',
      phone: 'kept',
    })
    expect(await db.addressRows.get(['a', 3])).toBeDefined()
  })
})
