import { describe, expect, it } from 'vitest'
import type { Page } from '#domain/entities/page'
import { collect, fetchAll } from './fetch-all'
import { streamPages } from './page-stream'

const ids = (count: number, from = 1) => Array.from({ length: count }, (_, index) => from + index)

/**
 * A paged list served by ascending id, as the API serves it: records every request and how many
 * were in flight at once. `maxCount` is the server's own page limit; `beforeAnswer` may change the
 * list while a request is open (the request answers with the list as it is then).
 */
function pagedServer(initial: number[], options: { maxCount?: number } = {}) {
  let rows = [...initial]
  const requests: { offset: number; count: number }[] = []
  let inFlight = 0
  let maxInFlight = 0
  let beforeAnswer: (request: { offset: number; count: number }) => void = () => {}
  const fetchPage = async (offset: number, count: number): Promise<Page<number>> => {
    requests.push({ offset, count })
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    // Each answer after a few turns of the event loop, so concurrent requests overlap.
    for (let turn = 0; turn < 3; turn++) await Promise.resolve()
    beforeAnswer({ offset, count })
    inFlight--
    const served = Math.min(count, options.maxCount ?? count)
    return { total: rows.length, items: rows.slice(offset, offset + served) }
  }
  return {
    fetchPage,
    requests,
    maxInFlight: () => maxInFlight,
    setRows: (next: number[]) => {
      rows = next
    },
    onAnswer: (hook: typeof beforeAnswer) => {
      beforeAnswer = hook
    },
  }
}

describe('fetchAll', () => {
  it('reads the first page alone, then the others a few at a time, and keeps the server order', async () => {
    const server = pagedServer(ids(95))

    const rows = await fetchAll(server.fetchPage, { pageSize: 10, concurrency: 3 })

    expect(rows).toEqual(ids(95))
    expect(server.requests[0]).toEqual({ offset: 0, count: 10 })
    expect(server.requests.map((request) => request.offset).sort((a, b) => a - b)).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90,
    ])
    expect(server.maxInFlight()).toBe(3)
  })

  it('asks once for a list that fits one page, and once for an empty list', async () => {
    const small = pagedServer(ids(7))
    expect(await fetchAll(small.fetchPage, { pageSize: 10 })).toEqual(ids(7))
    expect(small.requests).toHaveLength(1)

    const empty = pagedServer([])
    expect(await fetchAll(empty.fetchPage, { pageSize: 10 })).toEqual([])
    expect(empty.requests).toHaveLength(1)
  })

  it('follows a server that serves fewer rows per page than asked, without gaps', async () => {
    const server = pagedServer(ids(23), { maxCount: 4 })

    const rows = await fetchAll(server.fetchPage, { pageSize: 10, concurrency: 2 })

    expect(rows).toEqual(ids(23))
    expect(server.requests.slice(1).every((request) => request.count === 4)).toBe(true)
  })

  it('reads the list again when a row is deleted between pages, so no row is missed', async () => {
    const server = pagedServer(ids(30))
    let deleted = false
    server.onAnswer(({ offset }) => {
      // Row 5 goes while the later pages are read: rows 11 to 30 shift back by one.
      if (offset > 0 && !deleted) {
        deleted = true
        server.setRows(ids(30).filter((id) => id !== 5))
      }
    })

    const rows = await fetchAll(server.fetchPage, { pageSize: 10, concurrency: 2 })

    expect(rows).toEqual(ids(30).filter((id) => id !== 5))
    expect(server.requests.filter((request) => request.offset === 0)).toHaveLength(2)
  })

  it('reads page after page once the list kept changing through every attempt, and still ends', async () => {
    const server = pagedServer(ids(30))
    let length = 30
    let secondPages = 0
    server.onAnswer(({ offset }) => {
      // A row is added while each parallel read runs (its second page); the plain read comes third.
      if (offset === 10 && ++secondPages <= 2) server.setRows(ids(++length))
    })

    const rows = await fetchAll(server.fetchPage, { pageSize: 10, concurrency: 2, attempts: 2 })

    expect(rows).toEqual(ids(32))
    const plainRead = server.requests.slice(-4)
    expect(plainRead.map((request) => request.offset)).toEqual([0, 10, 20, 30])
  })

  it('rejects when a page fails and asks for no page after it', async () => {
    const server = pagedServer(ids(100))
    const failing = async (offset: number, count: number) => {
      if (offset === 20) throw new Error('the server answered 503')
      return server.fetchPage(offset, count)
    }

    await expect(fetchAll(failing, { pageSize: 10, concurrency: 2 })).rejects.toThrow('503')
    // The page in flight beside the failed one may still be asked for; nothing is queued after it.
    expect(server.requests.length).toBeLessThanOrEqual(3)
  })

  it('stops at a server that claims more rows than it serves', async () => {
    const requests: number[] = []
    const lying = async (offset: number): Promise<Page<number>> => {
      requests.push(offset)
      return { total: 1_000_000, items: offset === 0 ? ids(10) : [] }
    }

    const rows = await fetchAll(lying, { pageSize: 10, concurrency: 4, attempts: 1 })

    expect(rows).toEqual(ids(10))
    expect(requests.length).toBeLessThan(12)
  })
})

describe('a first round of several pages (streamPages firstRound)', () => {
  it('asks the first pages together, before the total is known, and reads the rest in lanes after them', async () => {
    const server = pagedServer(ids(2500))
    const rows = await collect(
      streamPages(server.fetchPage, { pageSize: 300, concurrency: 4, firstRound: 4 }),
    )
    expect(rows).toEqual(ids(2500))
    // The first four before any answer, then one of each page after them, none twice.
    expect(server.requests.slice(0, 4).map((request) => request.offset)).toEqual([0, 300, 600, 900])
    expect(server.requests.map((request) => request.offset).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 9 }, (_, page) => page * 300),
    )
  })

  it('drops the guesses of a server that serves fewer rows than asked, and reads at its own page size', async () => {
    const server = pagedServer(ids(1000), { maxCount: 250 })
    const rows = await collect(
      streamPages(server.fetchPage, { pageSize: 400, concurrency: 4, firstRound: 3 }),
    )
    expect(rows).toEqual(ids(1000))
    const after = server.requests.slice(3).map((request) => request.offset)
    expect(after.sort((a, b) => a - b)).toEqual([250, 500, 750])
  })

  it('costs a short list only the guessed pages past its end, which add no rows', async () => {
    const server = pagedServer(ids(64))
    const rows = await collect(
      streamPages(server.fetchPage, { pageSize: 1000, concurrency: 4, firstRound: 4 }),
    )
    expect(rows).toEqual(ids(64))
    expect(server.requests.map((request) => request.offset)).toEqual([0, 1000, 2000, 3000])
  })

  it('fails with ListChangedError when a guessed page disagrees on the total', async () => {
    const server = pagedServer(ids(3000))
    server.onAnswer(({ offset }) => {
      if (offset === 1000) server.setRows(ids(3001))
    })
    await expect(
      collect(streamPages(server.fetchPage, { pageSize: 1000, concurrency: 4, firstRound: 4 })),
    ).rejects.toThrow('The list changed while it was read')
  })
})
