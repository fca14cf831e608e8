import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '#db/instance'
import type { AccountId, OutboxRow } from '#db/rows'

export type PendingChange = OutboxRow & { seq: number }

/** The account's unsent changes, live across tabs and the sync worker, in sending order. */
export function usePendingChanges(account: AccountId): PendingChange[] {
  return (
    useLiveQuery(
      async () => (await db.outbox.where('account').equals(account).sortBy('seq')) as PendingChange[],
      [account],
    ) ?? []
  )
}
