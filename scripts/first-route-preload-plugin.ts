import type { Plugin, Rollup } from 'vite'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/** The meta element index.html carries the list in; src/pwa/first-route-preload.ts reads it. */
export const FIRST_ROUTE_META = 'first-route-chunks'

export interface FirstRoute {
  /** The route files whose chunks the first route needs (src/routes/...). */
  routeFiles: readonly string[]
  /** Modules that load anyway, before the route: their chunks are not listed again. */
  loadedFirst: readonly string[]
}

/**
 * A first visit without a session always ends on /login (the guard sends every other path there).
 * Its route chunks are found only once the app's start chunk has run, a third round trip after the
 * HTML on a slow link. The build lists them (and their CSS) in index.html, so the entry can ask for
 * them beside the start chunk; a visit that is signed in reads them from the service worker's cache.
 */
export function firstRoutePreloadPlugin(route: FirstRoute): Plugin {
  return {
    name: 'portal:first-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle
        if (!bundle) return undefined
        const files = firstRouteFiles(bundle, route)
        if (files.length === 0)
          throw new Error(`first-route-preload: no chunk holds ${route.routeFiles.join(', ')}`)
        return [
          {
            tag: 'meta',
            attrs: { name: FIRST_ROUTE_META, content: files.map((file) => `/${file}`).join(' ') },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}

/** The route chunks, the chunks they import, and their CSS; not what loads first anyway. */
export function firstRouteFiles(bundle: OutputBundle, { routeFiles, loadedFirst }: FirstRoute): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const holds = (chunk: OutputChunk, files: readonly string[]) =>
    chunk.moduleIds.some((id) => files.some((file) => id.split('?')[0]?.endsWith(file)))
  const firstGraph = new Set<string>()
  const walk = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return
    into.add(fileName)
    for (const imported of byName.get(fileName)?.imports ?? []) walk(imported, into)
  }
  for (const chunk of chunks) {
    if (chunk.isEntry || holds(chunk, loadedFirst)) walk(chunk.fileName, firstGraph)
  }
  const routeGraph = new Set<string>()
  for (const chunk of chunks) {
    if (!firstGraph.has(chunk.fileName) && holds(chunk, routeFiles)) walk(chunk.fileName, routeGraph)
  }
  const scripts = [...routeGraph].filter((file) => !firstGraph.has(file))
  const styles = scripts.flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])])
  return [...scripts, ...new Set(styles)]
}
