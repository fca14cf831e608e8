/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[]
}

// The app shell, every route chunk and every compiled catalog: a reload works offline on any route.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Server paths are never the SPA: the API and the website host answer for themselves.
const NOT_THE_APP = [
  /^\/api\//,
  /^\/__fixture\//,
  /^\/share\//,
  /^\/(de|fr|it|en)\/api\//,
  /^\/fixture-assets\//,
]
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_THE_APP }))

// The runtime configuration may change without a deploy: fresh when online, the last copy offline.
registerRoute(({ url }) => url.pathname === '/config.json', new NetworkFirst({ cacheName: 'runtime-config' }))

// A waiting version takes over only when the page asks (the update banner, or at once for visitors).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
