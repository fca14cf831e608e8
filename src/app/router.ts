import { type AnyRouter, createRouter, type ParsedLocation } from '@tanstack/react-router'
import { routeTree } from '#route-tree'
import type { AppServices } from '#services/app-services'
import type { RouterContext } from '#services/router-context'
import { RouteError } from './route-error'

export function createAppRouter(services: AppServices) {
  const router = createRouter({
    routeTree,
    context: { services },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
  })
  loadChunksWithNavigation(router)
  // The guards ran on the profile cached on this device; the one refreshed behind it may ask for a
  // password change (spec section 2), so they run again.
  let mustChange = false
  services.profile.subscribe(() => {
    const state = services.profile.get()
    const next = state.status === 'ready' && state.profile.shouldChangePassword
    if (next && !mustChange) void router.invalidate()
    mustChange = next
  })
  return router
}

/**
 * The router loads a route's chunks only once every beforeLoad has finished; when a guard has to
 * wait for the network (a profile never loaded on this device), the chunks load beside it instead.
 */
export function loadChunksWithNavigation(router: AnyRouter): () => void {
  return router.subscribe('onBeforeLoad', ({ toLocation }) => void loadRouteChunks(router, toLocation))
}

/**
 * A first visit waits for the runtime config before the services and the real router exist; the
 * chunks of the route it opens need neither, so they load beside the config and the catalog.
 * Chunk loads are kept on the shared route objects, so the real router finds them under way.
 */
export function loadFirstRouteChunks(): void {
  // Only chunk loading runs on this router: no guard or loader ever sees the missing services.
  const bare = createRouter({ routeTree, context: {} as RouterContext })
  void loadRouteChunks(bare, bare.latestLocation)
}

/**
 * Starts loading the chunks of every route on `location`'s branch; the router awaits the same loads.
 * Resolves when every one has loaded or failed.
 */
export async function loadRouteChunks(router: AnyRouter, location: ParsedLocation): Promise<void> {
  const [branch] = router.getMatchedRoutes(location.pathname)
  // A failed chunk surfaces where the router awaits it (chunk-recovery reloads after a deploy).
  await Promise.all(branch.map((route) => router.loadRouteChunk(route)?.catch(() => undefined)))
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
