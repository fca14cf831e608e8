import { describe, expect, it } from 'vitest'
import { countInSnapshot, type HeapSnapshot } from './heap-census'

const NODE_TYPES = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number', 'native']
const EDGE_TYPES = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak']

interface Node {
  type: string
  name: string
  size?: number
  /** [edge type, property name or element index, index of the target node] */
  edges?: [string, string | number, number][]
}

/** A heap snapshot in V8's flat format, from a readable list of nodes. */
function snapshot(nodes: Node[]): HeapSnapshot {
  const strings: string[] = []
  const text = (value: string) => {
    const index = strings.indexOf(value)
    return index >= 0 ? index : strings.push(value) - 1
  }
  const flatNodes: number[] = []
  const flatEdges: number[] = []
  nodes.forEach((node, id) => {
    const edges = node.edges ?? []
    flatNodes.push(NODE_TYPES.indexOf(node.type), text(node.name), id * 2 + 1, node.size ?? 16, edges.length)
    for (const [type, name, to] of edges)
      flatEdges.push(EDGE_TYPES.indexOf(type), typeof name === 'number' ? name : text(name), to * 5)
  })
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [NODE_TYPES],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [EDGE_TYPES],
      },
    },
    nodes: flatNodes,
    edges: flatEdges,
    strings,
  }
}

const handler = (traps: string[], target: number): Node => ({
  type: 'object',
  name: 'Object',
  edges: traps.map((trap) => ['property', trap, target] as [string, string, number]),
})

describe('the heap census', () => {
  it('counts MessagePorts and registered listeners, not the constructor or prototype of the same name', () => {
    const counts = countInSnapshot(
      snapshot([
        { type: 'native', name: 'MessagePort' },
        { type: 'native', name: 'MessagePort' },
        { type: 'closure', name: 'MessagePort' },
        { type: 'object', name: 'MessagePort' },
        { type: 'native', name: 'blink::RegisteredEventListener' },
      ]),
    )
    expect(counts).toMatchObject({ messagePorts: 2, eventListeners: 1 })
  })

  it("counts comlink's proxies by their handler, which alone traps get, set, apply and construct", () => {
    const counts = countInSnapshot(
      snapshot([
        /* 0 */ { type: 'closure', name: '' },
        /* 1 */ handler(['get', 'set', 'apply', 'construct'], 0),
        /* 2 */ handler(['get'], 0),
        /* 3 */ {
          type: 'native',
          name: 'system / JSProxy',
          edges: [
            ['hidden', 0, 0],
            ['hidden', 1, 1],
          ],
        },
        /* 4 */ {
          type: 'native',
          name: 'system / JSProxy',
          edges: [
            ['hidden', 0, 0],
            ['hidden', 1, 1],
          ],
        },
        /* 5 */ {
          type: 'native',
          name: 'system / JSProxy',
          edges: [
            ['hidden', 0, 0],
            ['hidden', 1, 2],
          ],
        },
      ]),
    )
    expect(counts.comlinkProxies).toBe(2)
  })

  it("counts the subscribers of Dexie's storagemutated event", () => {
    const counts = countInSnapshot(
      snapshot([
        /* 0 */ { type: 'closure', name: 'mutationListener' },
        /* 1 */ {
          type: 'array',
          name: '',
          edges: [
            ['element', 0, 0],
            ['element', 1, 0],
            ['element', 2, 0],
            ['property', 'length', 0],
          ],
        },
        /* 2 */ { type: 'object', name: 'Object', edges: [['property', 'subscribers', 1]] },
        // Dexie's global events function and the closure's own map both name the same context.
        /* 3 */ { type: 'closure', name: 'rv', edges: [['property', 'storagemutated', 2]] },
        /* 4 */ { type: 'object', name: 'Object', edges: [['property', 'storagemutated', 2]] },
      ]),
    )
    expect(counts.dexieSubscribers).toBe(3)
  })

  it('adds up compiled code apart from the rest of the heap', () => {
    const counts = countInSnapshot(
      snapshot([
        { type: 'code', name: 'system / InstructionStream', size: 1000 },
        { type: 'code', name: 'system / BytecodeArray', size: 200 },
        { type: 'object', name: 'Object', size: 5000 },
      ]),
    )
    expect(counts.compiledCode).toBe(1200)
  })

  it("adds up DevTools' own network records apart, as the bench's attachment holds them", () => {
    const counts = countInSnapshot(
      snapshot([
        { type: 'native', name: 'blink::NetworkResourcesData::ResourceData', size: 288 },
        { type: 'native', name: 'blink::NetworkResourcesData::ResourceData', size: 288 },
        { type: 'native', name: 'PerformanceResourceTiming', size: 136 },
        { type: 'object', name: 'ResourceData', size: 5000 },
      ]),
    )
    expect(counts.devtoolsNetworkRecords).toBe(576)
  })
})
