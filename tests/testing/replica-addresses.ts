import type { Page } from '@playwright/test'
import { ADDRESS_STORE_TABLE } from '#db/address-store'
import type { AddressRow } from '#db/rows'
import { readReplicaStore } from './read-replica'

/**
 * The e2e tests' and benchmarks' one way to the address rows of a tab's replica. The store keeps
 * them in blocks of about a hundred (src/db/address-store.ts): only this file knows that.
 */

/** The rows among a dump of the replica's stores (store name → records). */
export function addressRowsIn(stores: Record<string, unknown[] | undefined>): AddressRow[] {
  const blocks = (stores[ADDRESS_STORE_TABLE] ?? []) as { rows: AddressRow[] }[]
  return blocks.flatMap((block) => block.rows)
}

/** Every account's address rows in the tab's replica; none before the app made it. */
export async function replicaAddressRows(page: Page): Promise<AddressRow[]> {
  const blocks = await readReplicaStore(page, ADDRESS_STORE_TABLE)
  return addressRowsIn({ [ADDRESS_STORE_TABLE]: blocks })
}
