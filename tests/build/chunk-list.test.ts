import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { listedFiles } from '#scripts/chunk-list-plugin'

type Chunk = Rollup.OutputChunk

function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[],
  options: { entry?: boolean; css?: string[] } = {},
) {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    isEntry: options.entry ?? false,
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  } as unknown as Chunk
}

/** Entry → (dynamic) start → react; the login route → its form kit, react and the shared button. */
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['/app/src/main.tsx'], [], { entry: true }),
    chunk(
      'assets/start.js',
      ['/app/src/app/start.tsx', '/app/src/routes/__root.tsx'],
      ['assets/react.js', 'assets/button.js'],
    ),
    chunk('assets/react.js', ['/app/node_modules/react/index.js'], []),
    chunk('assets/button.js', ['/app/src/ui/components/button.tsx'], []),
    chunk(
      'assets/_minimal.js',
      ['/app/src/routes/_minimal.tsx?tsr-split=component'],
      ['assets/react.js', 'assets/switcher.js'],
    ),
    chunk('assets/switcher.js', ['/app/src/ui/language-switcher.tsx'], [], { css: ['assets/switcher.css'] }),
    chunk(
      'assets/login.js',
      ['/app/src/routes/_minimal/login.tsx?tsr-split=component'],
      ['assets/text-field.js', 'assets/button.js'],
      {
        css: ['assets/auth.css'],
      },
    ),
    chunk('assets/text-field.js', ['/app/src/ui/components/text-field.tsx'], [], {
      css: ['assets/text-field.css'],
    }),
    chunk(
      'assets/dashboard.js',
      ['/app/src/routes/_default/_auth/index.tsx?tsr-split=component'],
      ['assets/react.js'],
    ),
  ].map((item) => [item.fileName, item]),
)

const LOGIN = {
  files: ['src/routes/_minimal.tsx', 'src/routes/_minimal/login.tsx'],
  loadedFirst: ['src/app/start.tsx'],
}

describe('the chunk lists index.html carries for the entry to preload', () => {
  it('lists the start chunk with what it imports, not the entry', () => {
    expect(listedFiles(bundle, { files: ['src/app/start.tsx'], loadedFirst: [] }).sort()).toEqual(
      ['assets/button.js', 'assets/react.js', 'assets/start.js'].sort(),
    )
  })

  it('lists the route chunks, what they import and their CSS, and nothing the start chunk loads anyway', () => {
    expect(listedFiles(bundle, LOGIN).sort()).toEqual(
      [
        'assets/_minimal.js',
        'assets/auth.css',
        'assets/login.js',
        'assets/switcher.css',
        'assets/switcher.js',
        'assets/text-field.css',
        'assets/text-field.js',
      ].sort(),
    )
  })

  it('lists no other route', () => {
    expect(listedFiles(bundle, LOGIN)).not.toContain('assets/dashboard.js')
  })

  it('lists nothing when no chunk holds the routes (the plugin then fails the build)', () => {
    expect(listedFiles(bundle, { ...LOGIN, files: ['src/routes/renamed.tsx'] })).toEqual([])
  })
})
