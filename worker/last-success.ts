import type { PortalDatabase } from '#db/database'
import type { AccountId } from '#db/rows'
import { type LastSuccess, LAST_SUCCESS_PREFIX as PREFIX, type Scope } from './contract'

const SCOPES: readonly string[] = [
  'profile',
  'addresses',
  'activeShipments',
  'archive',
  'standingOrders',
  'packaging',
] satisfies Scope[]

const isScope = (value: string): value is Scope => SCOPES.includes(value)

/** The account's `lastSuccess:<scope>` meta rows as one map; the replica is the truth, in every tab. */
export async function loadLastSuccess(db: PortalDatabase, account: AccountId): Promise<LastSuccess> {
  const rows = await db.meta
    .where('[account+key]')
    .between([account, PREFIX], [account, `${PREFIX}\uffff`])
    .toArray()
  const map: LastSuccess = {}
  for (const row of rows) {
    const scope = row.key.slice(PREFIX.length)
    if (isScope(scope)) map[scope] = row.value
  }
  return map
}
