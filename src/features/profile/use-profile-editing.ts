import { useCallback } from 'react'
import { useLastSuccess } from '#db/queries/meta'
import { useProfile } from '#db/queries/profiles'
import type { ProfileRow } from '#db/rows'
import { COMPANY } from '#domain/company'
import type { Profile, ProfileUpdate } from '#domain/entities/profile'
import type { ProfileState } from '#services/profile-store'
import { useProfileState } from '#services/use-profile-state'
import { useServices } from '#services/use-services'
import { type ProfileSaveOutcome, saveOutcomeOf } from './profile-save-outcome'

export interface ProfileSaveDeps {
  /** POST /profile with the update fields of spec section 3. */
  update: (update: ProfileUpdate) => Promise<unknown>
  /** The session's profile (GET /profile): the header, the guards and the forms read it. */
  reloadProfile: () => Promise<unknown>
  /** Asks the sync worker for the replica's copy, which the page and every other tab show. */
  refreshReplica: () => void
}

/**
 * Saves the profile online (decisions: a profile save is not queued, offline it says so), then
 * reloads the profile (spec sections 2 and 7) and the replica. A failed reload does not undo the
 * save: the replica's refresh and the next start catch up.
 */
export async function saveProfile(deps: ProfileSaveDeps, update: ProfileUpdate): Promise<ProfileSaveOutcome> {
  try {
    await deps.update(update)
  } catch (error) {
    return saveOutcomeOf(error)
  }
  deps.refreshReplica()
  await deps.reloadProfile().catch(() => undefined)
  return { kind: 'saved' }
}

/**
 * The profile the page shows: the replica's, which the sync worker and every tab keep current and
 * which is there offline; until the worker has mirrored it once on this device, the session's own.
 * undefined while the replica is being read, so the page never flashes an older copy first.
 */
export function shownProfile(
  row: ProfileRow | null | undefined,
  session: ProfileState<Profile>,
): Profile | null | undefined {
  if (row === undefined) return undefined
  if (row) return row.profile
  return session.status === 'ready' ? session.profile : null
}

/** What the profile page needs from the session: the profile and when it arrived, and the save. */
export function useProfileEditing() {
  const services = useServices()
  const account = services.account()
  const session = useProfileState()
  const profile = shownProfile(useProfile(account), session)
  const lastSuccess = useLastSuccess(account, 'profile')
  const save = useCallback(
    (update: ProfileUpdate) =>
      saveProfile(
        {
          update: (body) => services.api.profile.update(body),
          reloadProfile: () => services.profile.reload(),
          refreshReplica: () => services.sync.refresh('profile'),
        },
        update,
      ),
    [services],
  )
  // Why the session's last load fell back to the copy on the device, until a fresh profile arrives.
  const loadFailure = session.status === 'ready' ? session.failure : undefined
  return { profile, lastSuccess, loadFailure, save, supportEmail: COMPANY.email }
}
