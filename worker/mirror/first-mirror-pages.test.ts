import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '#api/errors'
import type { PortalDatabase } from '#db/database'
import type { AddressRow } from '#db/rows'
import type { Address } from '#domain/entities/address'
import type { Page } from '#domain/entities/page'
import { addressStoreTable } from '#testing/address-rows'
import { countWrites } from '#testing/count-writes'
import { SYNC_NOW } from '#worker/testing/mirror-context'
import { testDatabase } from '#worker/testing/test-db'
import type { MirrorContext } from './context'
import { mirrorList } from './mirror-list'

/**
 * Issue 25, item 2: the first mirror asks for the pages a few at a time and writes each as it
 * arrives, whatever its place in the list, in the one transaction that commits them all.
 */

interface Listed {
  id: number
  name: string
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1)
const listed = (count: number): Listed[] => ids(count).map((id) => ({ id, name: `A${id}` }))
const toRows = (items: readonly Listed[]): AddressRow[] =>
  items.map(({ id, name }) => ({ account: 'a', id, address: { id, name } as Address, pendingSeq: null }))

let db: PortalDatabase
afterEach(() => db?.close())

/** 50 rows served 10 to a page; `hold(offset)` runs before a page is answered. */
function setup(hold: (offset: number) => Promise<void>, options: { concurrency?: number } = {}) {
  db = testDatabase()
  const controller = new AbortController()
  const context: MirrorContext = {
    api: {} as MirrorContext['api'],
    db,
    account: 'a',
    now: () => SYNC_NOW,
    signal: controller.signal,
  }
  const requests: number[] = []
  const inFlight = { now: 0, most: 0 }
  const rows = listed(50)
  const run = () =>
    mirrorList(context, {
      scope: 'addresses',
      store: db.addressRows,
      account: 'a',
      keyOf: (row): [string, number] => [row.account, row.id],
      async fetchPage(offset, count): Promise<Page<Listed>> {
        requests.push(offset)
        inFlight.most = Math.max(inFlight.most, ++inFlight.now)
        try {
          await hold(offset)
          return { total: rows.length, items: rows.slice(offset, offset + count) }
        } finally {
          inFlight.now--
        }
      },
      toRows,
      pageWaitMs: 2000,
      pages: { pageSize: 10, concurrency: options.concurrency ?? 4 },
    })
  return { run, requests, inFlight, logOut: () => controller.abort() }
}

async function until(check: () => boolean): Promise<void> {
  for (let turn = 0; turn < 2000 && !check(); turn++) await new Promise((resolve) => setTimeout(resolve, 1))
  if (!check()) throw new Error('never happened')
}

const storedIds = async () => (await db.addressRows.toArray()).map((row) => row.id)
const lastSuccess = () => db.meta.get(['a', 'lastSuccess:addresses'])

describe('the first mirror of a paged list', () => {
  it('writes a page that arrives before the one ahead of it first, and ends with the whole list in id order', async () => {
    let writes = { creating: 0, updating: 0, deleting: 0 }
    // Page 2 (offset 10) answers only once the three pages after it were written.
    const { run } = setup((offset) =>
      offset === 10 ? until(() => writes.creating + writes.updating >= 3) : Promise.resolve(),
    )
    writes = countWrites(addressStoreTable(db))

    expect(await run()).toEqual({ put: 50, deleted: 0, unchanged: 0, pending: 0 })

    expect(await storedIds()).toEqual(ids(50))
    expect(await lastSuccess()).toMatchObject({ value: '2026-11-18T08:05:00.000Z' })
  })

  it('asks for each page of the total once, and no more than its concurrency at a time', async () => {
    const { run, requests, inFlight } = setup(() => new Promise((resolve) => setTimeout(resolve, 5)), {
      concurrency: 2,
    })

    await run()

    expect([...requests].sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40])
    expect(inFlight.most).toBe(2)
  })

  it('leaves the replica as it was when an earlier page fails after later ones were written', async () => {
    let writes = { creating: 0, updating: 0, deleting: 0 }
    const { run } = setup(async (offset) => {
      if (offset !== 10) return
      await until(() => writes.creating + writes.updating >= 3)
      throw new ApiError({ kind: 'http', status: 503, message: 'Service Unavailable' })
    })
    writes = countWrites(addressStoreTable(db))

    await expect(run()).rejects.toMatchObject({ kind: 'http' })

    expect(writes.creating + writes.updating).toBeGreaterThanOrEqual(3)
    expect(await db.addressRows.toArray()).toEqual([])
    expect(await lastSuccess()).toBeUndefined()
  })

  it('writes no page that arrives after a logout, and keeps none of those written before it', async () => {
    let writes = { creating: 0, updating: 0, deleting: 0 }
    let logOut = () => {}
    const mirror = setup(async (offset) => {
      if (offset < 30) return
      // The later pages come after the logout, once the first ones were written.
      await until(() => writes.creating + writes.updating >= 2)
      logOut()
    })
    logOut = mirror.logOut
    writes = countWrites(addressStoreTable(db))

    await expect(mirror.run()).rejects.toMatchObject({ kind: 'aborted' })

    expect(await db.addressRows.toArray()).toEqual([])
    expect(await lastSuccess()).toBeUndefined()
  })
})
