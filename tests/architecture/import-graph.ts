import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * The project's import graph, read from the source text: every static import, re-export and
 * dynamic import() of the portal and the worker, resolved through package.json "imports" aliases
 * and relative paths to a file, or left as a package name.
 */

export const ROOT = resolve(import.meta.dirname, '../..')

export interface ImportEdge {
  /** Project-relative path of the importing file. */
  from: string
  /** Project-relative path of the imported file, or the bare package name. */
  to: string
  specifier: string
  /** `import type` / `export type`: erased at build time, so it carries no code. */
  typeOnly: boolean
  /** `import('…')`: its module loads when the call runs, in a chunk of its own. */
  dynamic?: boolean
  line: number
}

const SOURCE = /\.(ts|tsx)$/
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

export function sourceFiles(folder: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) out.push(...sourceFiles(path))
    else if (SOURCE.test(entry.name)) out.push(path)
  }
  return out
}

const aliases = Object.entries(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { imports: Record<string, string> })
    .imports,
)

function resolveFile(base: string): string {
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    try {
      readFileSync(join(ROOT, candidate))
      return candidate
    } catch {
      // try the next extension
    }
  }
  return base
}

export function resolveSpecifier(fromFile: string, specifier: string): string {
  if (specifier.startsWith('.')) {
    return resolveFile(relative(ROOT, resolve(ROOT, dirname(fromFile), specifier)))
  }
  for (const [alias, target] of aliases) {
    if (alias.endsWith('/*') && specifier.startsWith(alias.slice(0, -1))) {
      const rest = specifier.slice(alias.length - 1)
      return resolveFile(relative(ROOT, resolve(ROOT, target.replace('*', rest))))
    }
    if (alias === specifier) return resolveFile(relative(ROOT, resolve(ROOT, target)))
  }
  // A package: its name, without a deep path ('react-dom/client' → 'react-dom').
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
}

const STATIC = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(join(ROOT, file), 'utf8')
  const lineOf = (index: number) => text.slice(0, index).split('\n').length
  const edges: ImportEdge[] = []
  for (const match of text.matchAll(STATIC)) {
    const specifier = match[3] as string
    edges.push({
      from: file,
      to: resolveSpecifier(file, specifier),
      specifier,
      typeOnly: Boolean(match[2]),
      line: lineOf(match.index),
    })
  }
  for (const match of text.matchAll(DYNAMIC)) {
    const specifier = match[1] as string
    edges.push({
      from: file,
      to: resolveSpecifier(file, specifier),
      specifier,
      typeOnly: false,
      dynamic: true,
      line: lineOf(match.index),
    })
  }
  return edges
}

/** Tests and test helpers may cross layers to set a scene; the rules are for shipped code. */
export function isTestCode(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || /(^|\/)testing\//.test(file) || file.endsWith('test-support.ts')
}
