/**
 * The layers of shared/docs/architecture.md and which may import which. A file's layer comes from
 * its folder; a package import is its own layer, named 'pkg:<name>'.
 */

export function layerOf(path: string): string {
  if (!path.includes('/') && !path.includes('.')) return `pkg:${path}`
  if (path.startsWith('@')) return `pkg:${path}`
  if (path === 'worker/contract.ts') return 'contract'
  if (path.startsWith('worker/')) return 'worker'
  if (path === 'src/main.tsx') return 'app'
  if (path === 'src/routeTree.gen.ts') return 'routes'
  const match = /^src\/([^/]+)\/(?:([^/]+)\/)?/.exec(path)
  if (!match) return `other:${path}`
  const [, folder, sub] = match
  if (folder === 'features') return `feature:${sub}`
  return folder ?? `other:${path}`
}

/** Layers a layer may import besides itself (architecture.md, "Import direction"). */
const ALLOWED: Record<string, readonly string[]> = {
  routes: ['app', 'feature:*', 'services', 'domain', 'api', 'db', 'ui', 'i18n', 'pwa', 'contract'],
  // The composition layer: providers, the router (which imports the generated route tree), services.
  app: ['routes', 'feature:*', 'services', 'domain', 'api', 'db', 'ui', 'i18n', 'pwa', 'contract'],
  feature: ['services', 'domain', 'api', 'db', 'ui', 'i18n', 'contract'],
  // The services' interfaces and their React access (useServices, useQueue, …); the app makes them.
  services: ['domain', 'api', 'db', 'i18n', 'pwa', 'contract'],
  domain: [],
  api: ['domain'],
  db: ['domain', 'contract'],
  ui: ['domain', 'i18n'],
  i18n: ['domain', 'locales'],
  pwa: ['i18n'],
  worker: ['contract', 'db', 'api', 'domain'],
  // The contract is what the UI imports of the worker: the worker's own modules only as types.
  contract: ['worker(types)', 'db', 'api', 'domain'],
}

/**
 * Packages src/domain may use: it holds pure rules, no I/O and no React. libphonenumber-js is one
 * (pure parsing and formatting on bundled metadata): the address import's row checks read phones.
 */
const DOMAIN_PACKAGES = new Set(['valibot', 'temporal-polyfill', 'libphonenumber-js'])

/** What the worker's code must never pull in, directly or through another module. */
export const WORKER_FORBIDDEN = [
  'pkg:react',
  'pkg:react-dom',
  'pkg:@tanstack/react-router',
  'pkg:dexie-react-hooks',
  'pkg:@lingui/react',
  'pkg:react-aria-components',
  'routes',
  'app',
  'services',
  'ui',
]

export interface Edge {
  from: string
  to: string
  specifier: string
  typeOnly: boolean
}

/** Why an import breaks the architecture, or null when it is allowed. */
export function violationOf(edge: Edge): string | null {
  if (edge.specifier.startsWith('../')) return 'climbs folders: import through a package.json "imports" alias'
  const from = layerOf(edge.from)
  const to = layerOf(edge.to)
  if (to.startsWith('pkg:')) {
    if (from === 'domain' && !DOMAIN_PACKAGES.has(to.slice(4))) return `src/domain may not use ${to.slice(4)}`
    if ((from === 'worker' || from === 'contract') && WORKER_FORBIDDEN.includes(to)) {
      return `the worker may not import ${to.slice(4)}`
    }
    return null
  }
  if (from === to) return null
  // The place search keeps its offline cache in db and tells a failed search by the API's error classes.
  if (from === 'db' && edge.to === 'src/api/errors.ts') return null
  if (to.startsWith('other:locales/')) return from === 'i18n' ? null : `${from} may not import a catalog`
  const key = from.startsWith('feature:') ? 'feature' : from
  const allowed = ALLOWED[key]
  if (!allowed) return `${edge.from} is in no layer of the architecture`
  if (to.startsWith('feature:')) {
    if (from.startsWith('feature:')) return `features never import each other (${from} → ${to})`
    return allowed.includes('feature:*') ? null : `${from} may not import ${to}`
  }
  if (to === 'worker' && allowed.includes('worker(types)')) {
    return edge.typeOnly ? null : 'the contract may import worker modules only as types'
  }
  return allowed.includes(to) ? null : `${from} may not import ${to}`
}
