import type { Plugin } from 'vite'

// The login screen's own chunks (its layout and its form), found by the router plugin's split ids.
const LOGIN_CHUNK = /\/src\/routes\/_minimal(\/login)?\.tsx\?tsr-split=component/

interface BundleChunk {
  type: 'chunk'
  fileName: string
  facadeModuleId: string | null
  imports: string[]
  viteMetadata?: { importedCss: Set<string> }
}

/**
 * A first visit lands on /login. Its route chunks are otherwise found only once the entry has run
 * and the runtime config has arrived: two round trips later on a slow mobile link. Hinting them in
 * index.html lets the browser fetch them beside the entry (issue 13: first paint on slow 4G).
 */
export function loginPreloadPlugin(): Plugin {
  return {
    name: 'portal:login-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle
        if (!bundle) return []
        const chunks = Object.values(bundle).filter(
          (item): item is BundleChunk & typeof item => item.type === 'chunk',
        )
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const entryImports = new Set<string>()
        const entry = chunks.find((chunk) => 'isEntry' in chunk && chunk.isEntry)
        const collect = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return
          into.add(fileName)
          for (const imported of byName.get(fileName)?.imports ?? []) collect(imported, into)
        }
        if (entry) collect(entry.fileName, entryImports)
        const wanted = new Set<string>()
        const styles = new Set<string>()
        for (const chunk of chunks) {
          if (!chunk.facadeModuleId || !LOGIN_CHUNK.test(chunk.facadeModuleId)) continue
          collect(chunk.fileName, wanted)
        }
        for (const fileName of wanted) {
          for (const css of byName.get(fileName)?.viteMetadata?.importedCss ?? []) styles.add(css)
        }
        return [
          ...[...wanted]
            .filter((fileName) => !entryImports.has(fileName))
            .map((fileName) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
              injectTo: 'head' as const,
            })),
          ...[...styles].map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', href: `/${fileName}` },
            injectTo: 'head' as const,
          })),
        ]
      },
    },
  }
}
