import { beforeAll, describe, expect, it } from 'vitest'
import type { FixtureApi } from '#fixture-api/app'
import { DEFAULT_SEED } from '#fixture-api/options'
import { countsFor } from '#fixture-api/seed/generate'
import { countRows, SEEDED_ACCOUNTS } from './testing/factories'
import { loginAs, makeApi, type TestApi, tokenFor } from './testing/harness'

const BASE = { addresses: 64, archive: 320, active: 30, standingOrders: 14 }

/** Logs in and answers a function giving the raw response text of a GET. */
async function rawReader(api: FixtureApi, username = 'customer') {
  const token = await tokenFor(api, username)
  return async (path: string): Promise<{ status: number; text: string }> => {
    const response = await api.fetch(
      new Request(`http://fixture.test${path}`, { headers: { authorization: `Bearer ${token}` } }),
    )
    return { status: response.status, text: await response.text() }
  }
}

async function totals(api: FixtureApi, username: string) {
  const user = await loginAs(api, username)
  const total = (path: string) => countRows(user, path)
  return {
    addresses: await total('/api/v2/addresses'),
    archive: await total('/api/v2/shipments/archive'),
    active: await total('/api/v2/shipments/active'),
    standingOrders: await total('/api/v2/standing-order'),
    archiveByType: {
      1: await total('/api/v2/shipments/archive?filter[transportTypeId]=1'),
      3: await total('/api/v2/shipments/archive?filter[transportTypeId]=3'),
      4: await total('/api/v2/shipments/archive?filter[transportTypeId]=4'),
    },
  }
}

/** The four sizes BASE lists, out of totals(). */
function baseSizes({ addresses, archive, active, standingOrders }: Awaited<ReturnType<typeof totals>>) {
  return { addresses, archive, active, standingOrders }
}

const ENDPOINTS = [
  '/api/v2/profile',
  '/api/v2/addresses?count=100',
  '/api/v2/addresses?count=100&sorting[field]=firma&sorting[direction]=asc',
  '/api/v2/shipments/archive?count=100',
  '/api/v2/shipments/archive?count=100&offset=200&sorting[field]=sender&sorting[direction]=desc',
  '/api/v2/shipments/active?count=50',
  '/api/v2/shipments/summary',
  '/api/v2/standing-order?count=50',
  '/api/v2/saved-emission',
]

describe('data volumes (scale 1)', () => {
  let api: TestApi
  beforeAll(() => {
    api = makeApi()
  })

  it('gives every account the base sizes', async () => {
    for (const username of SEEDED_ACCOUNTS) {
      const counts = await totals(api, username)
      expect(baseSizes(counts), username).toEqual(BASE)
      expect(counts.addresses).toBeGreaterThanOrEqual(60)
      expect(counts.standingOrders).toBeGreaterThanOrEqual(12)
    }
  })

  it('gives every account archived shipments of type 1, 3 and 4', async () => {
    for (const username of SEEDED_ACCOUNTS) {
      const counts = await totals(api, username)
      for (const type of [1, 3, 4] as const) {
        expect(counts.archiveByType[type], `${username} type ${type}`).toBeGreaterThan(0)
      }
      expect(counts.archiveByType[1] + counts.archiveByType[3] + counts.archiveByType[4]).toBe(counts.archive)
    }
  })

  it('keeps the store consistent with what the API lists', () => {
    expect(api.options.seed).toBe(DEFAULT_SEED)
    for (const username of SEEDED_ACCOUNTS) {
      const shipments = api.store.shipments.of(username)
      expect(shipments.filter((row) => row.list === 'archive')).toHaveLength(BASE.archive)
      expect(shipments.filter((row) => row.list === 'active')).toHaveLength(BASE.active)
      expect(api.store.addresses.of(username)).toHaveLength(BASE.addresses)
    }
  })
})

describe('determinism', () => {
  it('gives byte-identical responses for the same seed on two fresh APIs', async () => {
    const first = await rawReader(makeApi())
    const second = await rawReader(makeApi())
    const key = JSON.parse((await first('/api/v2/shipments/archive?count=1')).text).data[0].id
    for (const path of [...ENDPOINTS, `/api/v2/shipments/${key}`, '/api/v2/zips?search=8']) {
      const [a, b] = [await first(path), await second(path)]
      expect(a.status, path).toBe(200)
      expect(b.status, path).toBe(200)
      expect(b.text, path).toBe(a.text)
    }
  })

  it('gives byte-identical responses for the same explicit seed, whoever logs in', async () => {
    const first = await rawReader(makeApi({ seed: 4711 }), 'filiale-lugano')
    const second = await rawReader(makeApi({ seed: 4711 }), 'filiale-lugano')
    for (const path of ENDPOINTS) expect((await second(path)).text, path).toBe((await first(path)).text)
  })

  it('gives different data for a different seed, with the same sizes', async () => {
    const base = await rawReader(makeApi())
    const other = await rawReader(makeApi({ seed: 4711 }))
    for (const path of [
      '/api/v2/addresses?count=100',
      '/api/v2/shipments/archive?count=100',
      '/api/v2/standing-order?count=50',
    ]) {
      const [a, b] = [await base(path), await other(path)]
      expect(b.text, path).not.toBe(a.text)
      expect(JSON.parse(b.text).pagination.total).toBe(JSON.parse(a.text).pagination.total)
    }
    const firmsOf = (text: string) =>
      (JSON.parse(text).data as { kontaktadresse: { firma: string } }[]).map(
        (row) => row.kontaktadresse.firma,
      )
    const a = firmsOf((await base('/api/v2/addresses?count=100')).text)
    const b = firmsOf((await other('/api/v2/addresses?count=100')).text)
    expect(a.filter((firma, index) => b[index] === firma).length).toBeLessThan(a.length / 2)
  })
})

describe('scale option', () => {
  let big: TestApi
  beforeAll(() => {
    big = makeApi({ scale: 2 })
  }, 120_000)

  it('gives customer 2000 addresses and 10000 archived shipments', async () => {
    const counts = await totals(big, 'customer')
    expect(counts.addresses).toBe(2000)
    expect(counts.archive).toBe(10000)
    expect(counts.active).toBe(BASE.active)
    expect(counts.standingOrders).toBe(BASE.standingOrders)
    for (const type of [1, 3, 4] as const) expect(counts.archiveByType[type]).toBeGreaterThan(0)
  })

  it('gives customer 100,000 addresses at scale 100 while the archive stays at scale 10', () => {
    expect(countsFor('customer', 100)).toMatchObject({ addresses: 100_000, archive: 50_000 })
    expect(countsFor('customer', 10)).toMatchObject({ addresses: 10_000, archive: 50_000 })
    expect(countsFor('dispatcher', 100)).toEqual(BASE)
  })

  it('keeps the other accounts at their base sizes', async () => {
    for (const username of SEEDED_ACCOUNTS.filter((name) => name !== 'customer')) {
      const counts = await totals(big, username)
      expect(baseSizes(counts), username).toEqual(BASE)
      for (const type of [1, 3, 4] as const) expect(counts.archiveByType[type]).toBeGreaterThan(0)
    }
  })

  it('lists, sorts and pages the large address book', async () => {
    const customer = await loginAs(big, 'customer')
    const reply = await customer.get(
      '/api/v2/addresses?count=10000&sorting[field]=firma&sorting[direction]=asc',
    )
    expect(reply.body.pagination.total).toBe(2000)
    expect(reply.body.data).toHaveLength(2000)
    const ids = new Set(
      reply.body.data.map((row: { kontaktadresse: { id: number } }) => row.kontaktadresse.id),
    )
    expect(ids.size).toBe(2000)
    const last = await customer.get('/api/v2/addresses?count=20&offset=1990')
    expect(last.body.data).toHaveLength(10)
    const mix = reply.body.data as {
      readonly: boolean
      istRechnungsadresse: boolean
      default_absender: boolean
    }[]
    expect(mix.filter((row) => row.default_absender)).toHaveLength(1)
    expect(mix.filter((row) => row.readonly).length).toBeGreaterThan(50)
    expect(mix.filter((row) => row.istRechnungsadresse).length).toBeGreaterThan(100)
  })
})
