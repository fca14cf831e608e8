import { liveQuery } from 'dexie'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { lastSuccessKey } from '#db/meta-keys'
import type { AccountId, ProfileRow } from '#db/rows'
import type { Profile } from '#domain/entities/profile'
import { accountRead } from './account-read'

/** The account's profile as last mirrored, or null when it never was on this device; live: undefined while loading. */
export const [getProfile, useProfile] = accountRead(
  async (replica, account): Promise<ProfileRow | null> => (await replica.profiles.get(account)) ?? null,
)

/**
 * A profile the page had to load itself (nothing cached to render with, or a reload after a save),
 * kept as the sync worker's profile job keeps it: the row, changed only when the profile did, and
 * `lastSuccess:profile`. The worker then sees it fresh and does not ask /profile a second time.
 */
export async function keepProfile(
  account: AccountId,
  profile: Profile,
  at: Date = new Date(),
  replica: PortalDatabase = db,
): Promise<void> {
  const when = at.toISOString()
  await replica.transaction('rw', [replica.profiles, replica.meta], async () => {
    const kept = await replica.profiles.get(account)
    if (!kept || JSON.stringify(kept.profile) !== JSON.stringify(profile)) {
      await replica.profiles.put({ account, profile, syncedAt: when })
    }
    await replica.meta.put({ account, key: lastSuccessKey('profile'), value: when })
  })
}

/**
 * Calls `onProfile` with the account's replicated profile now and whenever the sync worker stores
 * another; answers the unsubscribe.
 */
export function followProfile(
  account: AccountId,
  onProfile: (profile: Profile) => void,
  replica: PortalDatabase = db,
): () => void {
  const subscription = liveQuery(() => getProfile(account, replica)).subscribe({
    next: (row) => {
      if (row) onProfile(row.profile)
    },
    error: () => undefined,
  })
  return () => subscription.unsubscribe()
}
