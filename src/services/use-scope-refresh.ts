import { useEffect } from 'react'
import type { Scope } from '#worker/contract'
import { useServices } from './use-services'

type PlainScope = Exclude<Scope, 'archive'>

/**
 * Asks the sync worker for a fresh copy of a screen's data when the screen mounts (issue 4's "route
 * mount" trigger). The screen renders from the replica at once; the refresh only updates it.
 */
export function useScopeRefresh(scope: PlainScope): void {
  const services = useServices()
  useEffect(() => services.sync.refresh(scope), [services, scope])
}
