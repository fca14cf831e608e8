import type { UpdateStore } from './update-store'

export const UPDATE_CHECK_INTERVAL_MS = 5000

interface Options {
  updates: UpdateStore
  /** Visitors who are not logged in lose nothing by a reload: they get the new version at once. */
  isAnonymous: () => boolean
}

/**
 * Registers after the first screen (src/app/start.tsx), so workbox-window is loaded only then: it
 * is not part of what /login needs to paint and answer (issue 25, item 1).
 */
export async function registerServiceWorker({ updates, isAnonymous }: Options): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  // A first visit that went offline before this chunk came registers on the next visit.
  const loaded = await import('workbox-window').catch(() => null)
  if (!loaded) return
  const workbox = new loaded.Workbox('/sw.js')
  let reloading = false
  workbox.addEventListener('controlling', (event) => {
    // Exactly one reload when the new version takes control, never a loop.
    if (!event.isUpdate || reloading) return
    reloading = true
    window.location.reload()
  })
  workbox.addEventListener('waiting', () => {
    if (isAnonymous()) workbox.messageSkipWaiting()
    else updates.offer(() => workbox.messageSkipWaiting())
  })
  void workbox.register().then(() => {
    window.setInterval(() => void workbox.update(), UPDATE_CHECK_INTERVAL_MS)
  })
}
