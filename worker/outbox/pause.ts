import type { PortalDatabase } from '#db/database'
import type { AccountId } from '#db/rows'

/**
 * A 401 the client's own token refresh could not cure means the session is over: sending more
 * would only collect more 401s. The account's outbox waits, marked in the replica's meta table so a
 * reload does not start hammering again, until that same account logs in and calls resumeAccount.
 * (A logout wipes the account's meta rows, and with them the mark: the next login resumes anyway.)
 */
const PAUSED_KEY = 'outbox:pausedAt'

export async function isPaused(db: PortalDatabase, account: AccountId): Promise<boolean> {
  return (await db.meta.get([account, PAUSED_KEY])) !== undefined
}

export async function pauseAccount(db: PortalDatabase, account: AccountId, now: number): Promise<void> {
  await db.meta.put({ account, key: PAUSED_KEY, value: new Date(now).toISOString() })
}

/** For the login flow: the account's changes may be sent again. */
export async function resumeAccount(db: PortalDatabase, account: AccountId): Promise<void> {
  await db.meta.delete([account, PAUSED_KEY])
}
