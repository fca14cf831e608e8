import type { Cdp } from './cdp-targets'

/** What the soak compares before and after: the heap after a forced GC and what a leak would pile up. */
export interface Census {
  /** V8 heap in use after a forced garbage collection, bytes. */
  heapUsed: number
  /**
   * Of which compiled code (bytecode, optimised machine code, feedback): it grows as the JIT warms to
   * a long session, which is not a leak, so it is reported beside the heap.
   */
  compiledCode: number
  /**
   * Of which DevTools' own records of network requests (blink::NetworkResourcesData): they are
   * there because the bench attaches over CDP with the Network domain on (Playwright's routing and
   * request events), one per request, so they grow with the requests a soak makes; no user's
   * browser holds them.
   */
  devtoolsNetworkRecords: number
  /** Registered event listeners of every kind (DOM, window, worker, MessagePort, BroadcastChannel). */
  eventListeners: number
  /** MessagePort objects alive: comlink's proxy() and its transfers each hold one. */
  messagePorts: number
  /** comlink's remote proxies alive (JS Proxies whose handler traps apply and construct, as comlink's do). */
  comlinkProxies: number
  /**
   * Subscribers of Dexie's global 'storagemutated' event: one per live query subscribed, plus the
   * two Dexie adds itself to tell other tabs (constant).
   */
  dexieSubscribers: number
}

export interface HeapSnapshot {
  snapshot: {
    meta: {
      node_fields: string[]
      node_types: [string[], ...unknown[]]
      edge_fields: string[]
      edge_types: [string[], ...unknown[]]
    }
  }
  nodes: number[]
  edges: number[]
  strings: string[]
}

/** The V8 heap in use after a forced full GC (twice: finalizers of the first free more), bytes. */
export async function heapAfterGc(cdp: Cdp): Promise<number> {
  await cdp.send('HeapProfiler.enable')
  for (let round = 0; round < 2; round++) {
    await cdp.send('HeapProfiler.collectGarbage')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return (await cdp.send<{ usedSize: number }>('Runtime.getHeapUsage')).usedSize
}

/** The heap after a forced GC, and the counts of a heap snapshot taken right after. */
export async function takeCensus(cdp: Cdp): Promise<Census> {
  const heapUsed = await heapAfterGc(cdp)
  return { heapUsed, ...countInSnapshot(await heapSnapshot(cdp)) }
}

export async function heapSnapshot(cdp: Cdp): Promise<HeapSnapshot> {
  const chunks: string[] = []
  const off = cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }: { chunk: string }) => {
    chunks.push(chunk)
  })
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    off()
  }
  return JSON.parse(chunks.join('')) as HeapSnapshot
}

/** The counts of a heap snapshot (the format DevTools reads: flat node and edge arrays). */
export function countInSnapshot(heap: HeapSnapshot): Omit<Census, 'heapUsed'> {
  const { meta } = heap.snapshot
  const nodeFields = meta.node_fields.length
  const edgeFields = meta.edge_fields.length
  const typeField = meta.node_fields.indexOf('type')
  const nameField = meta.node_fields.indexOf('name')
  const sizeField = meta.node_fields.indexOf('self_size')
  const edgeCountField = meta.node_fields.indexOf('edge_count')
  const edgeTypeField = meta.edge_fields.indexOf('type')
  const edgeNameField = meta.edge_fields.indexOf('name_or_index')
  const edgeToField = meta.edge_fields.indexOf('to_node')
  const nodeTypes = meta.node_types[0]
  const edgeTypes = meta.edge_types[0]
  const nodeCount = heap.nodes.length / nodeFields

  const firstEdge = new Uint32Array(nodeCount + 1)
  for (let node = 0; node < nodeCount; node++)
    firstEdge[node + 1] =
      (firstEdge[node] ?? 0) + (heap.nodes[node * nodeFields + edgeCountField] ?? 0) * edgeFields
  const nameOf = (node: number) => heap.strings[heap.nodes[node * nodeFields + nameField] ?? -1] ?? ''
  /** [type, name, target node] of each edge of `node`; element and hidden edges name an index. */
  function* edgesOf(node: number): Generator<[string, string, number]> {
    for (let edge = firstEdge[node] ?? 0; edge < (firstEdge[node + 1] ?? 0); edge += edgeFields) {
      const type = edgeTypes[heap.edges[edge + edgeTypeField] ?? -1] ?? ''
      const raw = heap.edges[edge + edgeNameField] ?? -1
      const name = type === 'element' || type === 'hidden' ? String(raw) : (heap.strings[raw] ?? '')
      yield [type, name, (heap.edges[edge + edgeToField] ?? 0) / nodeFields]
    }
  }
  const property = (node: number, name: string) => {
    for (const [type, edgeName, to] of edgesOf(node)) if (type === 'property' && edgeName === name) return to
    return undefined
  }
  /** A proxy's target and handler are hidden edges; comlink's handler alone traps all four. */
  const isComlinkProxy = (node: number) => {
    for (const [type, , to] of edgesOf(node))
      if (
        type === 'hidden' &&
        ['get', 'set', 'apply', 'construct'].every((trap) => property(to, trap) !== undefined)
      )
        return true
    return false
  }

  let compiledCode = 0
  let devtoolsNetworkRecords = 0
  let eventListeners = 0
  let messagePorts = 0
  let comlinkProxies = 0
  const subscriberArrays = new Set<number>()
  for (let node = 0; node < nodeCount; node++) {
    const name = nameOf(node)
    // Native objects only: the MessagePort constructor and prototype carry the same name.
    const type = nodeTypes[heap.nodes[node * nodeFields + typeField] ?? -1]
    const native = type === 'native'
    if (type === 'code') compiledCode += heap.nodes[node * nodeFields + sizeField] ?? 0
    if (native && name === 'blink::NetworkResourcesData::ResourceData')
      devtoolsNetworkRecords += heap.nodes[node * nodeFields + sizeField] ?? 0
    if (native && name === 'blink::RegisteredEventListener') eventListeners++
    else if (native && name === 'MessagePort') messagePorts++
    else if (native && name === 'system / JSProxy' && isComlinkProxy(node)) comlinkProxies++
    const context = property(node, 'storagemutated')
    const subscribers = context === undefined ? undefined : property(context, 'subscribers')
    if (subscribers !== undefined) subscriberArrays.add(subscribers)
  }
  let dexieSubscribers = 0
  for (const array of subscriberArrays)
    for (const [type] of edgesOf(array)) if (type === 'element') dexieSubscribers++
  return {
    compiledCode,
    devtoolsNetworkRecords,
    eventListeners,
    messagePorts,
    comlinkProxies,
    dexieSubscribers,
  }
}

/** Objects by constructor (or, for closures and strings, by kind): count and bytes, to find what grew. */
export function byConstructor(heap: HeapSnapshot): Map<string, { count: number; bytes: number }> {
  const { meta } = heap.snapshot
  const fields = meta.node_fields.length
  const type = meta.node_fields.indexOf('type')
  const name = meta.node_fields.indexOf('name')
  const size = meta.node_fields.indexOf('self_size')
  const totals = new Map<string, { count: number; bytes: number }>()
  for (let index = 0; index < heap.nodes.length; index += fields) {
    const kind = meta.node_types[0][heap.nodes[index + type] ?? -1] ?? ''
    const key =
      kind === 'object' || kind === 'native' || kind === 'closure'
        ? `${kind} ${(heap.strings[heap.nodes[index + name] ?? -1] ?? '').slice(0, 80)}`
        : kind
    const total = totals.get(key) ?? { count: 0, bytes: 0 }
    total.count++
    total.bytes += heap.nodes[index + size] ?? 0
    totals.set(key, total)
  }
  return totals
}
