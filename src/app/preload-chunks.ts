/**
 * The lists index.html carries (scripts/chunk-list-plugin.ts): the start chunk's graph, and the
 * /login route's chunks.
 */
export const START_CHUNKS = 'start-chunks'
export const LOGIN_CHUNKS = 'login-chunks'

/**
 * Asks for the chunks a list in index.html names, without running them: modules as modulepreload,
 * styles as preload. The imports that run them later find them in flight or cached.
 */
export function preloadChunks(doc: Document, list: string): void {
  const files =
    doc.querySelector<HTMLMetaElement>(`meta[name="${list}"]`)?.content.split(' ').filter(Boolean) ?? []
  for (const href of files) {
    const link = doc.createElement('link')
    if (href.endsWith('.css')) {
      link.rel = 'preload'
      link.as = 'style'
    } else {
      link.rel = 'modulepreload'
    }
    // As Vite's own loader asks for them (CORS, same-origin credentials), or the browser would
    // fetch each file a second time instead of using the preload.
    link.crossOrigin = ''
    link.href = href
    doc.head.append(link)
  }
}

/**
 * Whether the visit will show /login: the path is /login, or there is no session, so the guard
 * sends it there. Only then are the login screen's chunks worth asking for beside the app's.
 */
export function showsLogin(path: string, signedIn: boolean): boolean {
  return path === '/login' || !signedIn
}
