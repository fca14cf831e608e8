/** Matches FIRST_ROUTE_META in scripts/first-route-preload-plugin.ts. */
const META = 'meta[name="first-route-chunks"]'

/**
 * Asks for the /login route's chunks (listed by the build in index.html) beside the start chunk,
 * instead of after it has run: one round trip less before the login form shows on a slow link.
 * Only when the visit will show /login: the path is /login, or there is no session, so the guard
 * sends it there. The start chunk's own loads then find them in flight or cached.
 */
export function preloadFirstRoute(doc: Document, path: string, signedIn: boolean): void {
  if (signedIn && path !== '/login') return
  const files = doc.querySelector<HTMLMetaElement>(META)?.content.split(' ').filter(Boolean) ?? []
  for (const href of files) {
    const link = doc.createElement('link')
    if (href.endsWith('.css')) {
      link.rel = 'preload'
      link.as = 'style'
    } else {
      link.rel = 'modulepreload'
    }
    link.href = href
    doc.head.append(link)
  }
}
