import { Workbox } from 'workbox-window'
import type { UpdateStore } from './update-store'

export const UPDATE_CHECK_INTERVAL_MS = 5000

interface Options {
  updates: UpdateStore
  /** Visitors who are not logged in lose nothing by a reload: they get the new version at once. */
  isAnonymous: () => boolean
}

export function registerServiceWorker({ updates, isAnonymous }: Options): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const workbox = new Workbox('/sw.js')
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
