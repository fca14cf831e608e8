import { useRouteContext } from '@tanstack/react-router'
import type { AppServices } from './app-services'

/** The services the app made at start, from the root route's context: every adapter takes them here. */
export function useServices(): AppServices {
  return useRouteContext({ from: '__root__' }).services
}
