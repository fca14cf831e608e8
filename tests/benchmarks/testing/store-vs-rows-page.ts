import Dexie from 'dexie'
import { ADDRESS_STORE_SCHEMA, ADDRESS_STORE_TABLE, AddressStore } from '#db/address-store'
import type { AddressRow } from '#db/rows'

// Runs in the page (address-store-vs-rows.ts bundles it): the same 10,000 rows as one record each,
// keyed [account+id] with no other index, and in the address store's blocks.
const ROWS = 10_000
const row = (id: number): AddressRow => ({
  account: 'customer',
  id,
  pendingSeq: null,
  address: {
    id,
    type: 'company',
    name: `Gartenbau Muster ${id} AG`,
    street: `Seestrasse ${id % 200}`,
    contact: 'Anna Muster',
    zip: '8001',
    location: 'Zürich',
    phone: '+41 44 123 45 67',
    locationId: 1001,
    locationObject: { name: 'Zürich', code: '8001' },
    label: `Gartenbau Muster ${id} AG, Seestrasse ${id % 200}, 8001 Zürich`,
    standardSenderAddress: false,
    standardReceiverAddress: false,
    standardBillingAddress: false,
    isBillingAddress: false,
    readonly: false,
  },
})

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await work()
  return performance.now() - start
}

export async function measure(run: number): Promise<Record<string, number>> {
  const db = new Dexie(`store-vs-rows-${run}`)
  db.version(1).stores({ rows: '[account+id]', ...ADDRESS_STORE_SCHEMA })
  await db.open()
  const rows = Array.from({ length: ROWS }, (_, index) => row(index + 1))
  const table = db.table<AddressRow, [string, number]>('rows')
  const store = new AddressStore(db.table(ADDRESS_STORE_TABLE))
  const all = () =>
    table.where('[account+id]').between(['customer', Dexie.minKey], ['customer', Dexie.maxKey])
  const figures = {
    rowsBulkPut: await timed(() => table.bulkPut(rows)),
    rowsReadAll: await timed(() => all().toArray()),
    rowsPutOne: await timed(() => table.put(row(4711))),
    blocksBulkPut: await timed(() => store.bulkPut(rows)),
    blocksReadAll: await timed(() => store.toArray('customer')),
    blocksPutOne: await timed(() => store.put(row(4711))),
  }
  db.close()
  await Dexie.delete(db.name)
  return figures
}
