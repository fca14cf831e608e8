/**
 * The lists index.html carries (scripts/chunk-list-plugin.ts): the start chunk's graph, and the
 * /login route's chunks.
 */
export const START_CHUNKS = 'start-chunks'
export const LOGIN_CHUNKS = 'login-chunks'
/** The signed-in layout's chunks (header, menus, dialogs), which every screen but /login runs. */
export const APP_CHUNKS = 'app-chunks'
/** The sources of that layout, for the build's list (vite.config.ts). */
export const APP_LAYOUT_SOURCES = [
  'src/routes/_default.tsx',
  'src/routes/_default/_auth.tsx',
  'src/app/default-layout-route.tsx',
]

/**
 * The screens a returning user reloads most (a desk's dashboard and lists, the order form), each
 * with its list and its route file under src/routes/_default/_auth. Vite asks for a screen's
 * chunks only once the layout's have run: for a warm start, a second wave of some 70 files
 * through the service worker after the first.
 */
export const SCREEN_CHUNKS = [
  { path: '/', list: 'screen-chunks-dashboard', route: 'index.tsx' },
  { path: '/address-book', list: 'screen-chunks-address-book', route: 'address-book.index.tsx' },
  { path: '/active', list: 'screen-chunks-active', route: 'active.tsx' },
  { path: '/archive', list: 'screen-chunks-archive', route: 'archive.tsx' },
  { path: '/order', list: 'screen-chunks-order', route: 'order.{-$archivedShipment}.tsx' },
] as const

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

/** The lists a visit to `path` is worth preloading beside the start chunks, in the order needed. */
export function listsFor(path: string, signedIn: boolean): string[] {
  if (showsLogin(path, signedIn)) return [LOGIN_CHUNKS]
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path
  const screen = SCREEN_CHUNKS.find((entry) => entry.path === bare)
  return screen ? [APP_CHUNKS, screen.list] : [APP_CHUNKS]
}
