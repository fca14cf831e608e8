import type { WorkboxPlugin } from 'workbox-core/types'

/**
 * Stores precached files without their Vary header. The browser's static route (sw.ts) looks a
 * chunk up in the cache by its URL and honours Vary as stored: a server that answers
 * `Vary: Origin` (Vite's preview does, a CDN may) made every such look-up miss and go to the
 * network, so offline the app could not start. A hashed file is the same for every origin.
 * As workbox's own default for the precache, an error answer is not stored at all.
 */
export const precacheWithoutVary: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status >= 400) return null
    if (!response.headers.has('vary')) return response
    const headers = new Headers(response.headers)
    headers.delete('vary')
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  },
}
