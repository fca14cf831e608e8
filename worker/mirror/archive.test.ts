import { afterEach, describe, expect, it } from 'vitest'
import type { ShipmentListQuery } from '#api/list-query'
import type { PortalDatabase } from '#db/database'
import { archiveQueryKey } from '#worker/contract'
import { mirrorSetup } from '#worker/testing/mirror-context'
import { MAX_ARCHIVE_PAGES, mirrorArchivePage } from './archive'

let db: PortalDatabase | undefined
afterEach(() => db?.close())

const newest = (page: number): ShipmentListQuery => ({
  count: 20,
  offset: page * 20,
  sorting: { field: 'empfangsdatum', direction: 'desc' },
})

describe('archive page mirror against the fixture API', () => {
  it('stores the page rows and its archivePages entry with ordered keys and the total', async () => {
    const setup = await mirrorSetup()
    db = setup.db
    const served = await setup.harness.api.shipments.listArchive(newest(0))

    expect(await mirrorArchivePage(setup.context, newest(0))).toMatchObject({
      put: 20,
      queryKey: archiveQueryKey(newest(0)),
    })

    expect(await db.archivePages.get(['customer', archiveQueryKey(newest(0))])).toEqual({
      account: 'customer',
      queryKey: archiveQueryKey(newest(0)),
      keys: served.items.map((item) => item.key),
      total: 320,
      fetchedAt: '2026-11-18T08:05:00.000Z',
    })
    const rows = await db.shipments.toArray()
    expect(rows).toHaveLength(20)
    expect(rows.every((row) => row.list === 'archive')).toBe(true)
    const delivered = rows.flatMap((row) => (row.item.delivered ? [row.item.delivered] : []))
    expect(delivered.length).toBeGreaterThan(0)
    for (const instant of delivered) expect(instant).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?Z$/)
    expect(await db.meta.get(['customer', 'lastSuccess:archive'])).toBeDefined()
    expect(await mirrorArchivePage(setup.context, newest(0))).toMatchObject({ put: 0, unchanged: 20 })
  })

  it('keys a query the same however its object was built', () => {
    const reordered: ShipmentListQuery = {
      sorting: { direction: 'desc', field: 'empfangsdatum' },
      offset: 0,
      count: 20,
    }
    expect(archiveQueryKey(reordered)).toBe(archiveQueryKey(newest(0)))
    expect(archiveQueryKey(newest(1))).not.toBe(archiveQueryKey(newest(0)))
  })

  it('deletes a row no kept page lists any more, and keeps rows another page still shows', async () => {
    const setup = await mirrorSetup()
    db = setup.db
    await mirrorArchivePage(setup.context, newest(0))
    const [sample] = await db.shipments.toArray()
    if (!sample) throw new Error('archive rows stored')
    const key = archiveQueryKey(newest(0))
    // Two rows the server no longer shows on page 0: one listed by another kept page, one by none.
    await db.shipments.bulkPut([
      { ...sample, key: 1 },
      { ...sample, key: 2 },
    ])
    await db.archivePages.update(['customer', key], (page) => {
      page.keys.push(1, 2)
    })
    await db.archivePages.put({
      account: 'customer',
      queryKey: 'other',
      keys: [2],
      total: 1,
      fetchedAt: '2026-11-18T08:00:00.000Z',
    })

    expect(await mirrorArchivePage(setup.context, newest(0))).toMatchObject({
      put: 0,
      deleted: 1,
      unchanged: 20,
    })
    expect(await db.shipments.get(['customer', 1])).toBeUndefined()
    expect(await db.shipments.get(['customer', 2])).toBeDefined()
  })

  it(`keeps the newest ${MAX_ARCHIVE_PAGES} pages of an account`, async () => {
    const setup = await mirrorSetup()
    db = setup.db
    const old = Array.from({ length: MAX_ARCHIVE_PAGES }, (_, index) => ({
      account: 'customer',
      queryKey: `old-${index}`,
      keys: [],
      total: 0,
      fetchedAt: `2026-11-17T${String(index % 24).padStart(2, '0')}:${String(index).padStart(2, '0')}:00.000Z`,
    }))
    const theirs = {
      account: 'restricted',
      queryKey: 'theirs',
      keys: [],
      total: 0,
      fetchedAt: '2020-01-01T00:00:00.000Z',
    }
    await db.archivePages.bulkPut([...old, theirs])

    await mirrorArchivePage(setup.context, newest(0))

    expect(await db.archivePages.where('account').equals('customer').count()).toBe(MAX_ARCHIVE_PAGES)
    expect(await db.archivePages.get(['customer', 'old-0'])).toBeUndefined()
    expect(await db.archivePages.get(['restricted', 'theirs'])).toBeDefined()
  })
})
