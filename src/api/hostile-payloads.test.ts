import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import {
  mutate,
  mutations,
  prototypePollution,
  runs,
  toJsonText,
  wellFormedProblems,
} from './testing/hostile-json'
import { openBench, payloadCases } from './testing/payload-cases'

/**
 * Hostile input at the API boundary: the fixture's real answer to each call, mutated (wrong types,
 * missing fields, null, 1 MB strings, deep nesting, prototype keys, extra keys, infinities, huge and
 * negative numbers, impossible dates), then sent as the server's JSON text. Every call either
 * answers a well-formed entity or throws the typed payload error; nothing else escapes, and
 * Object.prototype stays as it was.
 */

const benches = new Map<string, Awaited<ReturnType<typeof openBench>>>()
for (const user of ['customer', 'restricted', 'dispatcher']) benches.set(user, await openBench(user))
const cases = await payloadCases((await openBench('customer')).api)

function benchOf(user: string) {
  const bench = benches.get(user)
  if (!bench) throw new Error(`no bench for ${user}`)
  return bench
}

async function outcomeOf(call: () => Promise<unknown>) {
  try {
    return { value: await call() }
  } catch (error) {
    return { error }
  }
}

describe('hostile server answers: an entity or a typed payload error, never a crash', () => {
  it('covers every call that reads a JSON answer', () => {
    expect(cases).toHaveLength(25)
  })

  it.each(cases)('$name: its real answer, sent back, reads', async (payloadCase) => {
    const bench = benchOf(payloadCase.user)
    const text = toJsonText(await bench.realAnswer(payloadCase))
    bench.plant({ path: payloadCase.path, status: payloadCase.status ?? 200, text })
    const outcome = await outcomeOf(() => payloadCase.call(bench.api))
    bench.plant(null)
    expect(outcome).not.toHaveProperty('error')
  })

  it.each(cases)('$name: mutated answers', async (payloadCase) => {
    const bench = benchOf(payloadCase.user)
    const real = await bench.realAnswer(payloadCase)
    const allowed = ['payload', ...(payloadCase.alsoAllowed ?? [])]
    await fc.assert(
      fc.asyncProperty(mutations, async (changes) => {
        const text = toJsonText(mutate(real, changes))
        bench.plant({ path: payloadCase.path, status: payloadCase.status ?? 200, text })
        const outcome = await outcomeOf(() => payloadCase.call(bench.api))
        bench.plant(null)
        if ('error' in outcome) {
          expect(outcome.error).toBeInstanceOf(ApiError)
          expect(allowed).toContain((outcome.error as ApiError).kind)
        } else {
          expect(wellFormedProblems(outcome.value)).toEqual([])
        }
        expect(prototypePollution()).toEqual([])
      }),
      { numRuns: runs(40) },
    )
  })
})
