import type { Organization } from '#domain/entities/organization'
import { useProfileState } from './use-profile-state'

/** The signed-in account's organization flags (spec section 6), or null until the profile is known. */
export function useOrganization(): Organization | null {
  const state = useProfileState()
  return state.status === 'ready' ? state.profile.organization : null
}
