import { afterEach, describe, expect, it } from 'vitest'
import type { PortalDatabase } from '#db/database'
import { mirrorSetup } from '#worker/testing/mirror-context'
import { mirrorActiveShipments } from './active-shipments'
import { mirrorPackaging } from './packaging'
import { mirrorProfile } from './profile'
import { mirrorStandingOrders } from './standing-orders'

let db: PortalDatabase | undefined
afterEach(() => db?.close())

describe('scope mirrors against the fixture API', () => {
  it('profile: stored once, not rewritten while unchanged, replaced after a server change', async () => {
    const setup = await mirrorSetup()
    db = setup.db
    expect(await mirrorProfile(setup.context)).toMatchObject({ put: 1 })
    const stored = await db.profiles.get('customer')
    expect(stored).toMatchObject({ account: 'customer', profile: { username: 'customer' } })

    const later = { ...setup.context, now: () => Date.parse('2026-11-18T09:00:00Z') }
    expect(await mirrorProfile(later)).toMatchObject({ put: 0, unchanged: 1 })
    expect((await db.profiles.get('customer'))?.syncedAt).toBe(stored?.syncedAt)

    const { profile } = stored ?? { profile: undefined }
    if (!profile) throw new Error('profile stored')
    await setup.harness.api.profile.update({ ...profile, phone: '+41 31 000 00 00' })
    expect(await mirrorProfile(later)).toMatchObject({ put: 1 })
    expect(await db.profiles.get('customer')).toMatchObject({
      profile: { phone: '+41 31 000 00 00' },
      syncedAt: '2026-11-18T09:00:00.000Z',
    })
    expect(await db.meta.get(['customer', 'lastSuccess:profile'])).toMatchObject({
      value: '2026-11-18T09:00:00.000Z',
    })
  })

  it('active shipments: the list with instants as ISO strings, details kept, archive and pending rows spared', async () => {
    const setup = await mirrorSetup()
    db = setup.db
    expect(await mirrorActiveShipments(setup.context)).toMatchObject({ put: 30, deleted: 0 })
    const rows = await db.shipments.toArray()
    expect(rows.every((row) => row.list === 'active' && row.detail === null)).toBe(true)
    expect(rows.every((row) => row.item.delivered === null || typeof row.item.delivered === 'string')).toBe(
      true,
    )

    const [opened, edited] = rows
    if (!opened || !edited) throw new Error('active shipments stored')
    const detail = {
      ...opened.item,
      colis: [],
      priceExclVat: 10,
      priceInclVat: 10.81,
      invoiceType: 'monthly' as const,
      invoiceEmailAddresses: [],
    }
    await db.shipments.bulkPut([
      { ...opened, detail },
      { ...edited, item: { ...edited.item, reference: 'edited offline' }, pendingSeq: 3 },
      { ...opened, key: 1, list: 'archive' },
      { ...opened, key: 2, list: 'active' },
    ])

    expect(await mirrorActiveShipments(setup.context)).toEqual({
      put: 0,
      deleted: 1,
      unchanged: 29,
      pending: 1,
    })
    expect((await db.shipments.get(['customer', opened.key]))?.detail).toEqual(detail)
    expect((await db.shipments.get(['customer', edited.key]))?.item.reference).toBe('edited offline')
    expect(await db.shipments.get(['customer', 1])).toBeDefined()
    expect(await db.shipments.get(['customer', 2])).toBeUndefined()
  })

  it('standing orders: all 14, and only the renamed one rewritten', async () => {
    const setup = await mirrorSetup()
    db = setup.db
    expect(await mirrorStandingOrders(setup.context)).toMatchObject({ put: 14 })
    const [first] = await db.standingOrders.toArray()
    if (!first) throw new Error('standing orders stored')

    await setup.harness.api.standingOrders.rename(first.key, 'Renamed tour')
    expect(await mirrorStandingOrders(setup.context)).toEqual({
      put: 1,
      deleted: 0,
      unchanged: 13,
      pending: 0,
    })
    expect((await db.standingOrders.get(['customer', first.key]))?.order.customerName).toBe('Renamed tour')
  })

  it('packaging: 16 templates, each labelled in the four languages', async () => {
    const setup = await mirrorSetup()
    db = setup.db
    expect(await mirrorPackaging(setup.context)).toMatchObject({ put: 16 })
    const rows = await db.packaging.toArray()
    expect(rows).toHaveLength(16)
    for (const row of rows) expect(Object.keys(row.labels).sort()).toEqual(['de', 'en', 'fr', 'it'])
    expect(await mirrorPackaging(setup.context)).toMatchObject({ put: 0, unchanged: 16 })
  })
})
