import { type ESTree, parseSync } from 'vite'

/**
 * The test titles of a vitest or Playwright file, read from its syntax tree: a substring of the
 * source (a comment, a fragment of a longer title, a string in a fixture) is not a test. The parser
 * is Vite's (oxc): the installed TypeScript 7 offers no in-process parser to a script.
 */

/** One it/test/describe call with a title the map can name. */
export interface TestCall {
  kind: 'test' | 'describe'
  /** The describe titles around the call, outermost first, and the call's own title last. */
  path: readonly string[]
}

const ROOTS = new Set(['it', 'test', 'describe', 'suite'])
/** Names between the root and the call that keep it a test or suite: `it.skip`, `test.describe.serial`, ... */
const MODIFIERS = new Set([
  'skip',
  'only',
  'todo',
  'concurrent',
  'sequential',
  'fails',
  'fixme',
  'fail',
  'slow',
  'serial',
  'parallel',
  'describe',
  'each',
  'for',
  'skipIf',
  'runIf',
])

/** The kind of test call `callee` makes, or undefined when it makes none (`test.step`, `expect`, ...). */
function calleeKind(callee: ESTree.Node): TestCall['kind'] | undefined {
  let kind: TestCall['kind'] | undefined
  let node = callee
  for (;;) {
    if (node.type === 'Identifier') {
      if (!ROOTS.has(node.name)) return undefined
      return kind ?? (node.name === 'describe' || node.name === 'suite' ? 'describe' : 'test')
    }
    if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
      if (!MODIFIERS.has(node.property.name)) return undefined
      // Playwright's `test.describe(...)` is a suite: the name nearest the call decides.
      if (node.property.name === 'describe') kind ??= 'describe'
      node = node.object
      continue
    }
    // `it.each(table)(...)`, `it.skipIf(condition)(...)`: the callee is itself a call.
    if (node.type === 'CallExpression') {
      node = node.callee
      continue
    }
    // ``it.each`a | b`(...)``: the table is a tagged template.
    if (node.type === 'TaggedTemplateExpression') {
      node = node.tag
      continue
    }
    return undefined
  }
}

/** The title as the map writes it: a literal's text, or a template's source between its backticks. */
function titleOf(argument: ESTree.Node | undefined, source: string): string | undefined {
  if (argument?.type === 'Literal' && typeof argument.value === 'string') return argument.value
  if (argument?.type !== 'TemplateLiteral') return undefined
  if (argument.expressions.length === 0) return argument.quasis[0]?.value.cooked ?? undefined
  return source.slice(argument.start + 1, argument.end - 1)
}

function isNode(value: unknown): value is ESTree.Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}

/** Every child node of `node`, in source order. */
function children(node: ESTree.Node): ESTree.Node[] {
  const found: ESTree.Node[] = []
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue
    if (Array.isArray(value)) found.push(...value.filter(isNode))
    else if (isNode(value)) found.push(value)
  }
  return found
}

/** The it/test/describe calls of a test file whose first argument is a string or template literal. */
export function testCalls(source: string, fileName: string): TestCall[] {
  const { program, errors } = parseSync(fileName, source)
  if (errors.length > 0) throw new Error(`${fileName} does not parse: ${errors[0]?.message}`)
  const calls: TestCall[] = []
  const visit = (node: ESTree.Node, suites: readonly string[]): void => {
    if (node.type === 'CallExpression') {
      const kind = calleeKind(node.callee)
      const title = kind && titleOf(node.arguments[0], source)
      if (kind && title !== undefined) {
        const path = [...suites, title]
        calls.push({ kind, path })
        // An `.each` table belongs to the suite around the call; only the arguments lie inside it.
        visit(node.callee, suites)
        for (const argument of node.arguments) visit(argument, kind === 'describe' ? path : suites)
        return
      }
    }
    for (const child of children(node)) visit(child, suites)
  }
  visit(program, [])
  return calls
}

/** The ways the map may name a call: its title, or the title after the describe titles nearest it. */
function namesOf(call: TestCall): string[] {
  return call.path.map((_, start) => call.path.slice(start).join(' › '))
}

export type TitleMatch = 'found' | 'missing' | 'ambiguous'

/**
 * Whether `name`, the map's text after `path › ` (a title, or `describe › title`), is the whole
 * title of exactly one test. A title that several tests share needs its describe title to say which;
 * a describe title alone names no test.
 */
export function matchTitle(calls: readonly TestCall[], name: string): TitleMatch {
  const matching = calls.filter((call) => call.kind === 'test' && namesOf(call).includes(name))
  if (matching.length === 0) return 'missing'
  return matching.length === 1 ? 'found' : 'ambiguous'
}
