import { afterEach, describe, expect, it } from 'vitest'
import type { PortalDatabase } from '#db/database'
import { addressStoreTable } from '#testing/address-rows'
import { countWrites } from '#testing/count-writes'
import { loadLastSuccess } from '#worker/last-success'
import { createRefreshRunner } from '#worker/refresh-runner'
import { mirrorSetup } from '#worker/testing/mirror-context'
import { mirrorAddresses } from './addresses'

let db: PortalDatabase | undefined
afterEach(() => db?.close())

describe('addresses mirror against the fixture API', () => {
  it('fills the replica, then writes nothing while the server has nothing new', async () => {
    const setup = await mirrorSetup()
    db = setup.db

    expect(await mirrorAddresses(setup.context)).toMatchObject({ put: 64, deleted: 0, unchanged: 0 })
    expect(await db.addressRows.count('customer')).toBe(64)
    expect(await db.meta.get(['customer', 'lastSuccess:addresses'])).toMatchObject({
      value: '2026-11-18T08:05:00.000Z',
    })

    const writes = countWrites(addressStoreTable(db))
    expect(await mirrorAddresses(setup.context)).toEqual({ put: 0, deleted: 0, unchanged: 64, pending: 0 })
    expect(writes).toEqual({ creating: 0, updating: 0, deleting: 0 })
  })

  it("rewrites only the row changed on the server and leaves another account's rows alone", async () => {
    const setup = await mirrorSetup()
    db = setup.db
    const { api } = setup.harness
    await db.addressRows.put({ account: 'restricted', id: 1, address: { id: 1 } as never, pendingSeq: null })
    await mirrorAddresses(setup.context)
    const [first] = (
      await api.addresses.list({ count: 1, offset: 0, sorting: { field: 'id', direction: 'asc' } })
    ).items
    if (!first?.id) throw new Error('the fixture lists addresses')

    // A plain field: a standard-address flag would move on the server from other rows too.
    await api.addresses.update({ ...first, id: first.id, phone: '+41 44 555 66 77' })
    const writes = countWrites(addressStoreTable(db))

    expect(await mirrorAddresses(setup.context)).toEqual({ put: 1, deleted: 0, unchanged: 63, pending: 0 })
    expect(writes).toEqual({ creating: 0, updating: 1, deleting: 0 })
    expect((await db.addressRows.get(['customer', first.id]))?.address.phone).toBe('+41 44 555 66 77')
    expect(await db.addressRows.get(['restricted', 1])).toBeDefined()
  })

  it('leaves the replica intact and reports offline when the server cannot be reached', async () => {
    const setup = await mirrorSetup()
    db = setup.db
    await mirrorAddresses(setup.context)
    const before = await db.addressRows.toArray()
    await setup.harness.faults({ refuseConnections: true })
    const statuses: unknown[] = []
    const lastSuccess = await loadLastSuccess(db, 'customer')
    const runner = createRefreshRunner({ lastSuccess, emit: (status) => statuses.push(status) })

    await runner.run(setup.context, { scope: 'addresses' })

    expect(await db.addressRows.toArray()).toEqual(before)
    expect(lastSuccess).toEqual({ addresses: '2026-11-18T08:05:00.000Z' })
    expect(statuses).toEqual([
      { type: 'syncing', lastSuccess },
      { type: 'offline', scope: 'addresses', lastSuccess },
    ])
  })

  it('reports any other failure as an error with its message, the replica untouched', async () => {
    const setup = await mirrorSetup()
    db = setup.db
    await mirrorAddresses(setup.context)
    const before = await db.addressRows.toArray()
    await setup.harness.faults({ errorRate: 1 })
    const statuses: unknown[] = []
    const runner = createRefreshRunner({ lastSuccess: {}, emit: (status) => statuses.push(status) })

    await runner.run(setup.context, { scope: 'addresses' })

    expect(await db.addressRows.toArray()).toEqual(before)
    expect(statuses.at(-1)).toMatchObject({ type: 'error', scope: 'addresses', message: expect.any(String) })
  })
})
