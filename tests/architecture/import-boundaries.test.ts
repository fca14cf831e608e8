import { describe, expect, it } from 'vitest'
import { importsOf, isTestCode, sourceFiles } from './import-graph'
import { type Edge, layerOf, violationOf, WORKER_FORBIDDEN } from './layers'

/**
 * The import direction of shared/docs/architecture.md, checked on the real import graph: a wrong
 * import fails the test command instead of waiting for a review. Biome's noRestrictedImports
 * overrides (biome.json) say the same per folder in the editor; this test also follows imports
 * through other modules, which a per-file lint cannot.
 */

const shipped = [...sourceFiles('src'), ...sourceFiles('worker')].filter((file) => !isTestCode(file))
const edges = shipped.flatMap(importsOf)

const edge = (from: string, to: string, specifier = to, typeOnly = false): Edge => ({
  from,
  to,
  specifier,
  typeOnly,
})

describe('the architecture checker', () => {
  it.each([
    [edge('src/features/addresses/a.ts', 'src/features/sync/b.ts'), 'features never import each other'],
    [edge('src/features/addresses/a.ts', 'src/app/services.ts'), 'may not import app'],
    [edge('src/services/a.ts', 'src/features/auth/b.ts'), 'may not import feature:auth'],
    [edge('src/services/a.ts', 'src/app/services.ts'), 'may not import app'],
    [edge('src/services/a.ts', 'src/ui/b.tsx'), 'may not import ui'],
    [edge('src/features/addresses/a.ts', 'worker/outbox/queue.ts'), 'may not import worker'],
    [edge('src/domain/a.ts', 'src/db/instance.ts'), 'may not import db'],
    [edge('src/domain/a.ts', 'dexie'), 'may not use dexie'],
    [edge('src/ui/a.tsx', 'src/api/client.ts'), 'may not import api'],
    [edge('src/db/a.ts', 'src/features/auth/b.ts'), 'may not import feature:auth'],
    [edge('worker/a.ts', 'react'), 'may not import react'],
    [edge('worker/a.ts', 'src/ui/components/button.tsx'), 'may not import ui'],
    [edge('worker/contract.ts', 'worker/outbox/queue.ts'), 'only as types'],
    [edge('src/api/a.ts', 'src/domain/b.ts', '../domain/b'), 'climbs folders'],
  ])('refuses %j', (wrong, reason) => {
    expect(violationOf(wrong)).toContain(reason)
  })

  it.each([
    edge('src/routes/a.tsx', 'src/features/addresses/b.tsx'),
    edge('src/app/a.ts', 'src/features/sync/b.tsx'),
    edge('src/features/addresses/a.ts', 'src/features/addresses/b.ts'),
    edge('src/features/sync/a.ts', 'worker/contract.ts'),
    edge('src/features/sync/a.ts', 'src/services/use-services.ts'),
    edge('src/routes/a.tsx', 'src/services/use-scope-refresh.ts'),
    edge('worker/contract.ts', 'worker/outbox/kinds/registry.ts', './outbox/kinds/registry', true),
    edge('worker/a.ts', 'src/db/database.ts'),
    edge('src/domain/a.ts', 'valibot'),
  ])('allows %j', (right) => {
    expect(violationOf(right)).toBeNull()
  })

  it('reads the graph it checks: every layer of the portal and the worker has imports', () => {
    const layers = new Set(edges.map((item) => layerOf(item.from)))
    for (const layer of [
      'routes',
      'app',
      'services',
      'domain',
      'api',
      'db',
      'ui',
      'i18n',
      'worker',
      'contract',
    ]) {
      expect(layers).toContain(layer)
    }
    expect(edges.length).toBeGreaterThan(500)
  })
})

describe('the portal and the worker follow the architecture', () => {
  it('no import breaks the layer rules', () => {
    const broken = edges
      .map((item) => ({ item, why: violationOf(item) }))
      .filter(({ why }) => why !== null)
      .map(({ item, why }) => `${item.from}:${item.line} imports '${item.specifier}': ${why}`)
    expect(broken).toEqual([])
  })

  it('the worker never reaches React, routes, features or ui, not even through another module', () => {
    const byFile = new Map<string, typeof edges>()
    for (const item of edges) byFile.set(item.from, [...(byFile.get(item.from) ?? []), item])
    const reached = new Map<string, string>()
    const visit = (file: string, path: string) => {
      for (const item of byFile.get(file) ?? []) {
        if (item.typeOnly || reached.has(item.to)) continue
        reached.set(item.to, `${path} → ${item.to}`)
        visit(item.to, `${path} → ${item.to}`)
      }
    }
    for (const entry of ['worker/sync.worker.ts', 'worker/sw.ts']) visit(entry, entry)
    const forbidden = [...reached].filter(([target]) => {
      const layer = layerOf(target)
      return WORKER_FORBIDDEN.includes(layer) || layer.startsWith('feature:')
    })
    expect(forbidden.map(([, path]) => path)).toEqual([])
  })

  it('what the UI runs of the worker is its contract only', () => {
    const uiToWorker = edges.filter(
      (item) => !item.from.startsWith('worker/') && layerOf(item.to) === 'worker' && !item.typeOnly,
    )
    expect(uiToWorker.map((item) => `${item.from} → ${item.to}`)).toEqual([])
  })

  it('/login loads neither Temporal nor Dexie: nothing its services, API and route import reaches them', () => {
    const byFile = new Map<string, typeof edges>()
    for (const item of edges) byFile.set(item.from, [...(byFile.get(item.from) ?? []), item])
    const reached = new Map<string, string>()
    const visit = (file: string, path: string) => {
      for (const item of byFile.get(file) ?? []) {
        // The route tree's screens are split from it by the router plugin: /login loads only its own.
        if (item.typeOnly || item.dynamic || item.to === 'src/routeTree.gen.ts' || reached.has(item.to))
          continue
        reached.set(item.to, `${path} → ${item.to}`)
        visit(item.to, `${path} → ${item.to}`)
      }
    }
    for (const entry of ['src/main.tsx', 'src/app/start.tsx', 'src/routes/_minimal/login.tsx'])
      visit(entry, entry)
    expect(reached.size).toBeGreaterThan(20)
    const heavy = [...reached].filter(([target]) => target === 'temporal-polyfill' || target === 'dexie')
    expect(heavy.map(([, path]) => path)).toEqual([])
  })
})
