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
 * with a list of its own (`screenList`; vite.config.ts names each one's route file). Vite asks for
 * a screen's chunks only once the layout's have run: for a warm start, a second wave of some 70
 * files after the first. Only paths and names here: this module is in the entry, under /login's budget.
 */
export const SCREEN_PATHS = ['/', '/address-book', '/active', '/archive', '/order'] as const
export type ScreenPath = (typeof SCREEN_PATHS)[number]

/** The name of a screen's list in index.html. */
export const screenList = (path: ScreenPath): string => `screen-chunks:${path}`

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
  const screen = SCREEN_PATHS.find((candidate) => candidate === bare)
  return screen ? [APP_CHUNKS, screenList(screen)] : [APP_CHUNKS]
}
