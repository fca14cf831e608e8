import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { openBench, payloadCases } from '#api/testing/payload-cases'
import { type CallContract, CONTRACT, type Ids, methodOf, readIds } from './testing/contract'
import { type Client, client, loginAs, makeApi, type TestApi } from './testing/harness'

/**
 * The /api/v2 contract of spec section 7, call by call (tests/fixture-api/testing/contract.ts): the
 * sample request answers 200 in the shape the portal's schema reads, a call that needs a token is
 * refused without one, and each wrong request gets its status and names its field. Nothing here
 * writes: one API serves the file.
 */

let api: TestApi
let customer: Client
let ids: Ids

beforeAll(async () => {
  api = makeApi()
  customer = await loginAs(api, 'customer')
  ids = await readIds(customer, await loginAs(api, 'restricted'))
})

function send(who: Client, entry: CallContract, path: string, body?: unknown, raw?: string) {
  if (methodOf(entry) === 'GET') return who.get(path)
  return raw === undefined ? who.post(path, body ?? {}) : who.postRaw(path, raw, 'application/json')
}

/** Each call is one test: its sample, its token check and every refusal of its table, named on failure. */
it.each(CONTRACT)('$call keeps its contract', async (entry: CallContract) => {
  const sample = entry.sample(ids)
  if (entry.shape) {
    const reply = await send(entry.public ? client(api) : customer, entry, sample, entry.sampleBody)
    expect(reply.status, 'the sample request').toBe(200)
    const parsed = v.safeParse(entry.shape, reply.body)
    const issues = parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? []
    expect(issues, 'the shape the portal reads').toEqual([])
  }
  if (entry.public) {
    for (const visitor of [client(api), client(api, 'garbage')]) {
      expect((await send(visitor, entry, sample, entry.sampleBody)).status, 'a visitor').not.toBe(401)
    }
  } else {
    const anonymous = await send(client(api), entry, sample)
    expect(anonymous, 'without a token').toMatchObject({
      status: 401,
      body: { code: 401, message: 'JWT Token not found' },
    })
    if (methodOf(entry) === 'POST') {
      // Refused before the body is read: even malformed JSON gets the 401.
      expect((await send(client(api), entry, sample, undefined, '{oops')).status, 'malformed, no token').toBe(
        401,
      )
    }
    expect(await send(client(api, 'not-a-token'), entry, sample), 'a garbage token').toMatchObject({
      status: 401,
      body: { code: 401, message: 'Invalid JWT Token' },
    })
  }
  for (const refusal of entry.refusals ?? []) {
    const reply = await send(customer, entry, (refusal.path ?? entry.sample)(ids), refusal.body)
    expect(reply.status, refusal.name).toBe(refusal.status)
    expect(reply.body, refusal.name).toMatchObject({ code: refusal.status, message: expect.any(String) })
    if (refusal.field) expect(reply.body.field, refusal.name).toBe(refusal.field)
  }
})

describe('the contract table', () => {
  it('a path outside the contract is refused 401 without a token, 404 with one', async () => {
    expect((await client(api).get('/api/v2/no-such-route')).status).toBe(401)
    expect((await customer.get('/api/v2/no-such-route')).status).toBe(404)
  })

  it('every call the portal reads JSON from is in it, and so in the normaliser tests’ payload cases', async () => {
    const bench = await openBench('customer')
    const cases = await payloadCases(bench.api)
    const shaped = CONTRACT.filter((entry) => entry.shape)
    const unmatched = cases
      .filter(
        (payloadCase) =>
          !CONTRACT.some((entry) => payloadCase.path.test(entry.sample(ids).split('?')[0] ?? '')),
      )
      .map((payloadCase) => payloadCase.name)
    expect(unmatched).toEqual([])
    expect(shaped.length).toBeGreaterThanOrEqual(20)
  })
})
