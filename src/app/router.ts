import { createRouter, type ParsedLocation } from '@tanstack/react-router'
import { routeTree } from '#route-tree'
import type { AppServices } from './services'

export function createAppRouter(services: AppServices) {
  const router = createRouter({
    routeTree,
    context: { services },
    scrollRestoration: true,
    defaultPreload: 'intent',
  })
  // The router loads a route's chunks only once every beforeLoad has finished; when a guard has to
  // wait for the network (a profile never loaded on this device), the chunks load beside it instead.
  router.subscribe('onBeforeLoad', ({ toLocation }) => loadRouteChunks(router, toLocation))
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

/** Starts loading the chunks of every route that `location` matches; the router awaits the same loads. */
export function loadRouteChunks(router: ReturnType<typeof createAppRouter>, location: ParsedLocation): void {
  for (const match of router.matchRoutes(location)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById]
    // A failed chunk surfaces where the router awaits it (chunk-recovery reloads after a deploy).
    router.loadRouteChunk(route)?.catch(() => undefined)
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
