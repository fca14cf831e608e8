import { createRouter } from '@tanstack/react-router'
import { routeTree } from '#route-tree'
import type { AppServices } from './services'

export function createAppRouter(services: AppServices) {
  return createRouter({
    routeTree,
    context: { services },
    scrollRestoration: true,
    defaultPreload: 'intent',
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
