import { useRouteContext } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'

/** The signed-in account's profile as the app holds it (loading, ready, failed), live. */
export function useProfileState() {
  const { services } = useRouteContext({ from: '__root__' })
  return useSyncExternalStore(services.profile.subscribe, services.profile.get)
}
