import { useRouteContext } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import type { Organization } from '#domain/entities/organization'

/** The signed-in account's organization flags (spec section 6), or null until the profile is known. */
export function useOrganization(): Organization | null {
  const { services } = useRouteContext({ from: '__root__' })
  const state = useSyncExternalStore(services.profile.subscribe, services.profile.get)
  return state.status === 'ready' ? state.profile.organization : null
}
