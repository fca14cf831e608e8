/// <reference lib="webworker" />
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { precacheWithoutVary } from './precache-without-vary'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[]
}

// The app shell, every route chunk and every compiled catalog: a reload works offline on any route.
addPlugins([precacheWithoutVary])
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// A hashed chunk never changes under its name, so the browser takes it from the precache itself,
// without waking this worker once for each of the 130 files a reloaded screen asks for (Chromium's
// static routing: a warm start's files came through the fetch handler at ~2.5 ms each). A file not
// cached goes to the network, as the precache route would send it; browsers without it are as before.
self.addEventListener('install', (event) => {
  const install = event as ExtendableEvent & { addRoutes?: (rules: unknown) => Promise<void> }
  install
    .addRoutes?.({
      condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'get' },
      source: 'cache',
    })
    .catch(() => undefined)
})

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

/**
 * A click on a shipment notification (src/services/system-notifications.ts) opens the portal at the
 * shipment's detail, or the active list for a summary: in a tab of the portal already open, else a
 * new one. Only a path of this origin is followed, whatever the notification's data says.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const wanted = (event.notification.data as { url?: unknown } | null)?.url
  const path =
    typeof wanted === 'string' && wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : '/active'
  const url = new URL(path, self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (!open) {
        await self.clients.openWindow(url)
        return
      }
      const focused = await open.focus()
      await focused.navigate(url).catch(() => self.clients.openWindow(url))
    })(),
  )
})
