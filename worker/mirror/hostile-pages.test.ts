import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '#api/errors'
import {
  mutate,
  mutations,
  prototypePollution,
  runs,
  toJsonText,
  wellFormedProblems,
} from '#api/testing/hostile-json'
import { openBench } from '#api/testing/payload-cases'
import type { PortalDatabase } from '#db/database'
import type { ScopeRequest } from '#worker/contract'
import { SYNC_NOW } from '#worker/testing/mirror-context'
import { testDatabase } from '#worker/testing/test-db'
import type { MirrorContext } from './context'
import { runMirror } from './jobs'

/**
 * The sync worker's mirror path under hostile server pages: a page that cannot be read fails the
 * job with the typed payload error and leaves every table of the replica as it was (rows, archive
 * page entries, "data as of"); a page that can be read leaves only well-formed rows.
 */

type Bench = Awaited<ReturnType<typeof openBench>>

interface MirrorCase {
  request: ScopeRequest
  path: RegExp
}

const ARCHIVE: ScopeRequest = {
  scope: 'archive',
  params: { count: 5, offset: 0, sorting: { field: 'empfangsdatum', direction: 'desc' } },
}

const CASES: MirrorCase[] = [
  { request: { scope: 'profile' }, path: /\/profile$/ },
  { request: { scope: 'addresses' }, path: /\/addresses$/ },
  { request: { scope: 'activeShipments' }, path: /shipments\/active$/ },
  { request: ARCHIVE, path: /shipments\/archive$/ },
  { request: { scope: 'standingOrders' }, path: /\/standing-order$/ },
  { request: { scope: 'packaging' }, path: /\/gebinde$/ },
]

async function snapshot(db: PortalDatabase) {
  return Object.fromEntries(
    await Promise.all(db.tables.map(async (table) => [table.name, await table.toArray()])),
  )
}

async function outcomeOf(run: () => Promise<unknown>) {
  try {
    return { value: await run() }
  } catch (error) {
    return { error }
  }
}

function expectTypedPayloadError(error: unknown) {
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).kind).toBe('payload')
}

let bench: Bench
let db: PortalDatabase
let context: MirrorContext
const realPages = new Map<MirrorCase, unknown>()

beforeAll(async () => {
  bench = await openBench('customer')
  db = testDatabase()
  context = { api: bench.api, db, account: 'customer', now: () => SYNC_NOW }
  for (const mirrorCase of CASES) {
    realPages.set(
      mirrorCase,
      await bench.realAnswer({
        name: mirrorCase.request.scope,
        user: 'customer',
        path: mirrorCase.path,
        call: () => runMirror(context, mirrorCase.request),
      }),
    )
  }
}, 20_000)

afterAll(() => db.close())

describe('hostile pages through the mirror jobs (fake-indexeddb)', () => {
  it.each(CASES)('$request.scope: an unreadable page changes nothing in the replica', async (mirrorCase) => {
    const real = realPages.get(mirrorCase)
    let failures = 0
    await fc.assert(
      fc.asyncProperty(mutations, async (changes) => {
        const before = await snapshot(db)
        bench.plant({ path: mirrorCase.path, status: 200, text: toJsonText(mutate(real, changes)) })
        const outcome = await outcomeOf(() => runMirror(context, mirrorCase.request))
        bench.plant(null)
        if ('error' in outcome) {
          failures++
          expectTypedPayloadError(outcome.error)
          expect(await snapshot(db)).toEqual(before)
        } else {
          expect(wellFormedProblems(await snapshot(db))).toEqual([])
        }
        expect(prototypePollution()).toEqual([])
      }),
      { numRuns: runs(15) },
    )
    // The property says nothing unless some pages were in fact refused.
    expect(failures).toBeGreaterThan(0)
  })
})

describe('a bad second page of the address book', () => {
  it('fails the whole mirror: the first page is not written alone', async () => {
    const real = realPages.get(CASES[1] as MirrorCase) as { pagination: { total: number }; data: unknown[] }
    await runMirror(context, { scope: 'addresses' })
    const before = await snapshot(db)
    const first = { pagination: { total: real.data.length * 2 }, data: real.data }
    const second = { pagination: { total: real.data.length * 2 }, data: [{ kontaktadresse: { id: 'x' } }] }
    bench.plant(
      { path: /\/addresses$/, query: /offset=0(&|$)/, status: 200, text: JSON.stringify(first) },
      { path: /\/addresses$/, status: 200, text: JSON.stringify(second) },
    )
    const later = { ...context, now: () => SYNC_NOW + 60_000 }
    bench.sent.length = 0
    const outcome = await outcomeOf(() => runMirror(later, { scope: 'addresses' }))
    bench.plant(null)
    const offsets = bench.sent.map((request) => request.url.searchParams.get('offset'))
    expect(offsets).toEqual(['0', String(real.data.length)])
    expectTypedPayloadError('error' in outcome ? outcome.error : null)
    expect(await snapshot(db)).toEqual(before)
  })
})
