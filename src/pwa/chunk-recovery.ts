const RELOADED_AT = 'chunkReloadAt'
const SETTLE_MS = 10_000

/**
 * After a deploy an open tab may ask for a route chunk that no longer exists. Vite reports it as
 * vite:preloadError; one reload fetches the new build. A second failure soon after shows the error
 * instead of reloading in a loop.
 */
export function recoverFromStaleChunks(storage: Storage = sessionStorage): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Offline a reload would swap the portal for the browser's offline page: the screen says it
    // could not load instead, and the user keeps everything on this page.
    if (navigator.onLine === false) return
    const last = Number(storage.getItem(RELOADED_AT) ?? 0)
    if (Date.now() - last < SETTLE_MS) return
    event.preventDefault()
    storage.setItem(RELOADED_AT, String(Date.now()))
    window.location.reload()
  })
}
