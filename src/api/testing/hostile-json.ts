import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'

/**
 * Test support: real payloads turned hostile. A run picks one to three places in the payload and
 * replaces, removes or adds there what a broken or malicious server could send.
 */

type Path = (string | number)[]
type Container = Record<string, unknown> | unknown[]

const MEGABYTE = 'x'.repeat(1024 * 1024)

/** Runs per property: bounded for CI; HOSTILE_RUNS=2000 explores further by hand. */
export function runs(inCi: number): number {
  return Number(process.env.HOSTILE_RUNS ?? inCi)
}
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const

/** Deep values planted, by depth: toJsonText writes them as text (JSON.stringify would recurse). */
const deepValues = new WeakMap<object, number>()

function nestedText(depth: number): string {
  const open = Array.from({ length: depth }, (_, level) => (level % 2 ? '[' : '{"a":'))
  return `${open.join('')}"bottom"${open
    .reverse()
    .map((bracket) => (bracket === '[' ? ']' : '}'))
    .join('')}`
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom'
  for (let level = depth - 1; level >= 0; level--) value = level % 2 ? [value] : { a: value }
  deepValues.set(value as object, depth)
  return value
}

/** An object carrying `key` as its own property, as JSON.parse makes `{"__proto__": …}`. */
function withOwnKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  return target
}

const pollution = () => ({ polluted: 'yes', toString: 'not a function', isAdmin: true })

/**
 * What a mutation plants. Big values are recipes, made when applied: a counterexample then prints
 * as `{ nested: 3000 }`, not as the 3000 levels.
 */
export type Hostile =
  | { plain: unknown }
  | { megabyteString: true }
  | { nested: number }
  | { ownKey: (typeof PROTOTYPE_KEYS)[number] }
  | { fresh: 'array' | 'object' }

function make(hostile: Hostile): unknown {
  if ('plain' in hostile) return hostile.plain
  if ('megabyteString' in hostile) return MEGABYTE
  if ('nested' in hostile) return nested(hostile.nested)
  if ('ownKey' in hostile) return withOwnKey({}, hostile.ownKey, pollution())
  return hostile.fresh === 'array' ? [] : {}
}

const plain = (values: fc.Arbitrary<unknown>) => values.map((value): Hostile => ({ plain: value }))

const hostileValue: fc.Arbitrary<Hostile> = fc.oneof(
  plain(fc.constantFrom(null, true, false, '', 0, -0, -1, 1.5, 2 ** 53 + 2, -(2 ** 31), 1e308, -1e308)),
  plain(fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY)),
  plain(
    fc.constantFrom('2026-02-30', '2026-13-01', '25:99', '2026-11-18T99:99:99Z', 'yesterday', '0000-00-00'),
  ),
  plain(
    fc.constantFrom('<script>alert(1)</script>', 'javascript:alert(1)', '"><svg onload=alert(1)>', '\u0000'),
  ),
  fc.constant({ megabyteString: true as const }),
  fc.constantFrom(200, 5000).map((depth): Hostile => ({ nested: depth })),
  fc.constantFrom(...PROTOTYPE_KEYS).map((key): Hostile => ({ ownKey: key })),
  // Fresh containers per run: a later mutation may write into them.
  fc.constantFrom('array' as const, 'object' as const).map((kind): Hostile => ({ fresh: kind })),
  plain(fc.string({ maxLength: 20 })),
  plain(fc.integer()),
  plain(fc.double()),
  plain(fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 })),
)

export type Mutation =
  | { kind: 'replace'; at: number; value: Hostile }
  | { kind: 'remove'; at: number }
  | { kind: 'add'; at: number; key: string; value: Hostile }

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      at: fc.nat(),
      key: fc.oneof(
        fc.constantFrom(...PROTOTYPE_KEYS, 'toString', 'hasOwnProperty'),
        fc.string({ maxLength: 8 }),
      ),
      value: hostileValue,
    }),
  },
)

export const mutations = fc.array(mutation, { minLength: 1, maxLength: 3 })

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null
}

/**
 * Every place in the value, the root included; arrays by their first three items at most, and no
 * deeper than a real payload goes (a planted 3000-level nest is one place, not 3000).
 */
function pathsOf(value: unknown, path: Path = [], into: Path[] = []): Path[] {
  into.push(path)
  if (path.length >= 8) return into
  if (Array.isArray(value)) {
    for (const [index, item] of value.slice(0, 3).entries()) pathsOf(item, [...path, index], into)
  } else if (isContainer(value)) {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], into)
  }
  return into
}

function at(root: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (isContainer(node) ? (node as Record<string, unknown>)[key] : undefined),
    root,
  )
}

function setChild(parent: Container, key: string | number, value: unknown) {
  if (Array.isArray(parent)) parent[Number(key)] = value
  else withOwnKey(parent, String(key), value)
}

function applyOne(root: unknown, change: Mutation): unknown {
  const paths = pathsOf(root)
  const path = paths[change.at % paths.length] ?? []
  const key = path.at(-1)
  const parent = path.length === 0 ? undefined : at(root, path.slice(0, -1))
  if (change.kind === 'add') {
    const target = at(root, path)
    if (isContainer(target) && !Array.isArray(target)) withOwnKey(target, change.key, make(change.value))
    else if (Array.isArray(target)) target.push(make(change.value))
    return root
  }
  const value = change.kind === 'replace' ? make(change.value) : undefined
  if (parent === undefined || key === undefined || !isContainer(parent)) return value
  if (change.kind === 'remove' && Array.isArray(parent)) parent.splice(Number(key), 1)
  else if (change.kind === 'remove') delete (parent as Record<string, unknown>)[key]
  else setChild(parent, key, value)
  return root
}

/** A fresh copy of `base` with the mutations applied in turn. */
export function mutate(base: unknown, changes: readonly Mutation[]): unknown {
  return changes.reduce<unknown>((root, change) => applyOne(root, change), structuredClone(base))
}

const INFINITE = '\u0000infinite'
const NEGATIVE_INFINITE = '\u0000-infinite'
const DEEP = 'hostile-json-deep:'

/**
 * The JSON text a server could send for the value: infinities as 1e999 (JSON.parse reads them back
 * as Infinity), NaN and undefined as JSON has them (null, or no key).
 */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item === Number.POSITIVE_INFINITY) return INFINITE
    if (item === Number.NEGATIVE_INFINITY) return NEGATIVE_INFINITE
    const depth = typeof item === 'object' && item !== null ? deepValues.get(item) : undefined
    return depth === undefined ? item : `${DEEP}${depth}`
  })
  return (text ?? '')
    .replaceAll(JSON.stringify(INFINITE), '1e999')
    .replaceAll(JSON.stringify(NEGATIVE_INFINITE), '-1e999')
    .replace(new RegExp(`"${DEEP}(\\d+)"`, 'g'), (_match, depth: string) => nestedText(Number(depth)))
}

const PROTOTYPES = new Set<unknown>([Object.prototype, Array.prototype, null])

/**
 * What a normalised entity may hold: plain objects and arrays, strings, booleans, null, finite
 * numbers, instants. Nothing keyed like a prototype, nothing with a borrowed prototype.
 */
export function wellFormedProblems(value: unknown, path = '$'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path} is ${value}`]
  if (value === null || ['string', 'boolean', 'undefined'].includes(typeof value)) return []
  if (value instanceof Temporal.Instant || value instanceof Blob) return []
  if (typeof value !== 'object') return [`${path} is a ${typeof value}`]
  if (!PROTOTYPES.has(Object.getPrototypeOf(value))) return [`${path} has a foreign prototype`]
  const problems: string[] = []
  for (const key of Object.keys(value)) {
    if ((PROTOTYPE_KEYS as readonly string[]).includes(key)) problems.push(`${path} has the own key ${key}`)
    problems.push(...wellFormedProblems((value as Record<string, unknown>)[key], `${path}.${key}`))
  }
  return problems
}

const BUILT_IN_KEYS = Reflect.ownKeys(Object.prototype)

/** Whether anything was written onto Object.prototype, or `{}` answers a key it should not. */
export function prototypePollution(): string[] {
  const probe: Record<string, unknown> = {}
  const added = Reflect.ownKeys(Object.prototype).filter((key) => !BUILT_IN_KEYS.includes(key))
  return [
    ...added.map((key) => `Object.prototype gained ${String(key)}`),
    ...(probe.polluted === undefined && probe.isAdmin === undefined ? [] : ['{} reads a polluted key']),
    ...(typeof probe.toString === 'function' ? [] : ['{}.toString was replaced']),
  ]
}
