import type { Plugin, Rollup } from 'vite'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

export interface ChunkList {
  /** The meta element's name in index.html; src/app/preload-chunks.ts reads it. */
  name: string
  /** The source files whose chunks, with everything those import, the list holds. */
  files: readonly string[]
  /** Source files whose chunks load before these anyway: their graphs are not listed again. */
  loadedFirst: readonly string[]
}

/**
 * Writes lists of built chunks into index.html, for the entry to preload once the static shell has
 * painted. A chunk is otherwise asked for only once the chunk importing it has run: on a slow link
 * each such step is another round trip. Lists:
 * - the app's start chunk and its imports, so the entry can run React DOM and the app's modules in
 *   two tasks (src/main.tsx) and still download them at once;
 * - the /login route's chunks and CSS: a first visit without a session always ends there.
 * A visit that is signed in reads them from the service worker's cache.
 */
export function chunkListPlugin(lists: readonly ChunkList[]): Plugin {
  return {
    name: 'portal:chunk-lists',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle
        if (!bundle) return undefined
        return lists.map((list) => {
          const files = listedFiles(bundle, list)
          if (files.length === 0)
            throw new Error(`chunk list ${list.name}: no chunk holds ${list.files.join(', ')}`)
          return {
            tag: 'meta',
            attrs: { name: list.name, content: files.map((file) => `/${file}`).join(' ') },
            injectTo: 'head' as const,
          }
        })
      },
    },
  }
}

/** The chunks holding the files, the chunks they import, and their CSS; not what loads first anyway. */
export function listedFiles(bundle: OutputBundle, { files, loadedFirst }: Omit<ChunkList, 'name'>): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const walk = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return
    into.add(fileName)
    for (const imported of byName.get(fileName)?.imports ?? []) walk(imported, into)
  }
  const holds = (chunk: OutputChunk, sources: readonly string[]) =>
    chunk.moduleIds.some((id) => sources.some((source) => id.split('?')[0]?.endsWith(source)))
  const firstGraph = new Set<string>()
  for (const chunk of chunks) {
    if (chunk.isEntry || holds(chunk, loadedFirst)) walk(chunk.fileName, firstGraph)
  }
  const listed = new Set<string>()
  for (const chunk of chunks) {
    if (!firstGraph.has(chunk.fileName) && holds(chunk, files)) walk(chunk.fileName, listed)
  }
  const scripts = [...listed].filter((file) => !firstGraph.has(file))
  const styles = scripts.flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])])
  return [...scripts, ...new Set(styles)]
}
