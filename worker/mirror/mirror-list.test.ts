import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '#api/errors'
import type { PortalDatabase } from '#db/database'
import type { AddressRow } from '#db/rows'
import type { Address } from '#domain/entities/address'
import type { Page } from '#domain/entities/page'
import { addressStoreTable } from '#testing/address-rows'
import { countWrites } from '#testing/count-writes'
import { SYNC_NOW } from '#worker/testing/mirror-context'
import { recordingStore, testDatabase } from '#worker/testing/test-db'
import type { MirrorContext } from './context'
import { type ListMirror, mirrorList } from './mirror-list'

interface Listed {
  id: number
  name: string
}

const listed = (count: number): Listed[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `A${index + 1}` }))

const toRows = (items: readonly Listed[]): AddressRow[] =>
  items.map(({ id, name }) => ({ account: 'a', id, address: { id, name } as Address, pendingSeq: null }))

/**
 * The address list as a server pages it by ascending id; `hold` may delay or fail the answer for an
 * offset (it runs before the page is cut, so it may also change the list).
 */
function listServer(initial: Listed[]) {
  const server = {
    rows: initial,
    requests: [] as number[],
    hold: async (_offset: number): Promise<void> => {},
    async fetchPage(offset: number, count: number): Promise<Page<Listed>> {
      server.requests.push(offset)
      await server.hold(offset)
      return { total: server.rows.length, items: server.rows.slice(offset, offset + count) }
    },
  }
  return server
}

async function until(check: () => boolean): Promise<void> {
  for (let turn = 0; turn < 2000 && !check(); turn++) await new Promise((resolve) => setTimeout(resolve, 1))
  if (!check()) throw new Error('never happened')
}

let db: PortalDatabase
afterEach(() => db?.close())

function setup(
  server: ReturnType<typeof listServer>,
  extra: Partial<ListMirror<Listed, AddressRow, [string, number]>> = {},
) {
  db = testDatabase()
  const context: MirrorContext = { api: {} as MirrorContext['api'], db, account: 'a', now: () => SYNC_NOW }
  const mirror: ListMirror<Listed, AddressRow, [string, number]> = {
    scope: 'addresses',
    store: db.addressRows,
    account: 'a',
    keyOf: (row) => [row.account, row.id],
    fetchPage: (offset, count) => server.fetchPage(offset, count),
    toRows,
    pages: { pageSize: 10, concurrency: 2 },
    ...extra,
  }
  return { context, mirror, run: () => mirrorList(context, mirror) }
}

const lastSuccess = () => db.meta.get(['a', 'lastSuccess:addresses'])

describe('mirrorList', () => {
  it('on the first mirror writes each page while later ones download; readers see all rows or none', async () => {
    const server = listServer(listed(50))
    const { run } = setup(server)
    const writes = countWrites(addressStoreTable(db))
    // The last page answers only once two earlier pages are written, inside the open transaction.
    server.hold = (offset) =>
      offset === 40 ? until(() => writes.creating + writes.updating >= 2) : Promise.resolve()
    const seen = new Set<number>()
    let mirroring = true
    const reader = (async () => {
      while (mirroring) {
        seen.add(await db.addressRows.count())
        await new Promise((resolve) => setTimeout(resolve, 1))
      }
    })()

    const result = await run()
    mirroring = false
    await reader

    expect(result).toEqual({ put: 50, deleted: 0, unchanged: 0, pending: 0 })
    expect(await db.addressRows.count()).toBe(50)
    expect(await lastSuccess()).toMatchObject({ value: '2026-11-18T08:05:00.000Z' })
    expect([...seen].filter((count) => count !== 0 && count !== 50)).toEqual([])
    expect(server.requests.sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40])
  })

  it('with rows already stored downloads the whole list before it writes, and writes only changes', async () => {
    const server = listServer(listed(50))
    const { run } = setup(server)
    await run()
    server.rows = server.rows.map((row) => (row.id === 7 ? { ...row, name: 'renamed' } : row))
    const writes = countWrites(addressStoreTable(db))
    const writesWhenLastPageAsked: number[] = []
    server.hold = async (offset) => {
      if (offset === 40) writesWhenLastPageAsked.push(writes.updating + writes.creating)
    }

    expect(await run()).toEqual({ put: 1, deleted: 0, unchanged: 49, pending: 0 })
    expect(writesWhenLastPageAsked).toEqual([0])
    expect(writes).toEqual({ creating: 0, updating: 1, deleting: 0 })
  })

  it('on a later mirror reads the stored rows while the pages download; rows marked pending meanwhile keep their change', async () => {
    const server = listServer(listed(50))
    const { run, mirror } = setup(server)
    await run()
    server.rows = server.rows
      .filter((row) => row.id !== 9)
      .map((row) => (row.id === 7 ? { ...row, name: 'renamed' } : row))
    const store = db.addressRows
    let wholeReads = 0
    mirror.store = {
      ...recordingStore(store).store,
      toArray(account) {
        wholeReads++
        return store.toArray(account)
      },
    }
    const readsWhenLastPageAnswered: number[] = []
    server.hold = async (offset) => {
      if (offset !== 40) return
      await until(() => wholeReads > 0)
      readsWhenLastPageAnswered.push(wholeReads)
      // The outbox queues a rename of 7 and an edit of 9 while the list downloads.
      await store.bulkPut(
        [7, 9].map((id) => ({ ...toRows([{ id, name: 'mine' }])[0], pendingSeq: id }) as AddressRow),
      )
    }

    expect(await run()).toEqual({ put: 0, deleted: 0, unchanged: 48, pending: 1 })
    expect(readsWhenLastPageAnswered).toEqual([1])
    expect(wholeReads).toBe(1)
    expect(
      (await store.toArray('a')).filter((row) => row.address.name === 'mine').map((row) => row.id),
    ).toEqual([7, 9])
  })

  it('tells the read of the stored rows when the sync stops during the download (a logout), and writes nothing', async () => {
    const server = listServer(listed(50))
    const { run, mirror, context } = setup(server)
    await run()
    const before = await db.addressRows.toArray('a')
    const stop = new AbortController()
    context.signal = stop.signal
    let readSignal: AbortSignal | undefined
    mirror.store = {
      ...recordingStore(db.addressRows).store,
      toArray(account, signal) {
        readSignal = signal
        return db.addressRows.toArray(account, signal)
      },
    }
    server.hold = async (offset) => {
      if (offset !== 40) return
      stop.abort()
      throw new ApiError({ kind: 'aborted', message: 'The sync was stopped' })
    }

    await expect(run()).rejects.toMatchObject({ kind: 'aborted' })

    expect(readSignal?.aborted).toBe(true)
    expect(await db.addressRows.toArray('a')).toEqual(before)
  })

  it('leaves the replica as it was when a page of the first mirror fails or cannot be read', async () => {
    const server = listServer(listed(50))
    const { run } = setup(server)
    await db.addressRows.put({ ...toRows(listed(1))[0], account: 'b' } as AddressRow)
    const before = await db.addressRows.toArray()
    server.hold = async (offset) => {
      if (offset === 30) throw new ApiError({ kind: 'payload', message: 'Unexpected server data' })
    }

    await expect(run()).rejects.toMatchObject({ kind: 'payload' })

    expect(await db.addressRows.toArray()).toEqual(before)
    expect(await lastSuccess()).toBeUndefined()
  })

  it('hands a page slower than the wait over to the plain path, without asking for any page twice', async () => {
    const server = listServer(listed(50))
    const { run } = setup(server, { pageWaitMs: 20 })
    server.hold = (offset) =>
      offset === 30 ? new Promise((resolve) => setTimeout(resolve, 120)) : Promise.resolve()

    expect(await run()).toEqual({ put: 50, deleted: 0, unchanged: 0, pending: 0 })
    expect(await db.addressRows.count()).toBe(50)
    expect(server.requests.sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40])
  })

  it('reads the list again when a row is deleted while the first mirror reads it, and keeps no stale row', async () => {
    const server = listServer(listed(50))
    const { run } = setup(server)
    let deleted = false
    server.hold = async (offset) => {
      if (offset === 20 && !deleted) {
        deleted = true
        server.rows = server.rows.filter((row) => row.id !== 3)
      }
    }

    expect(await run()).toMatchObject({ put: 49, deleted: 0 })
    const ids = (await db.addressRows.toArray()).map((row) => row.id)
    expect(ids).toEqual(listed(50).flatMap((row) => (row.id === 3 ? [] : [row.id])))
  })
})
