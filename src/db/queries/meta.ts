import { lastSuccessKey, type Scope } from '#db/meta-keys'
import { accountRead } from './account-read'

/**
 * When a scope's data last arrived for the account, as an ISO instant; null when it never did on
 * this device. Read from the replica, so every tab agrees. Live: undefined while loading, which must
 * look different from null ("never loaded here").
 */
export const [getLastSuccess, useLastSuccess] = accountRead(
  async (replica, account, scope: Scope): Promise<string | null> =>
    (await replica.meta.get([account, lastSuccessKey(scope)]))?.value ?? null,
)
