import { useSyncExternalStore } from 'react'
import { useServices } from './use-services'

/** The signed-in account's profile as the app holds it (loading, ready, failed), live. */
export function useProfileState() {
  const services = useServices()
  return useSyncExternalStore(services.profile.subscribe, services.profile.get)
}
