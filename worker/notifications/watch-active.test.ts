import { afterEach, describe, expect, it } from 'vitest'
import { ORIGIN } from '#api/testing/harness'
import type { PortalDatabase } from '#db/database'
import { notificationSettingsRow } from '#db/notification-settings-row'
import type { NotificationRow } from '#db/rows'
import { DEFAULT_NOTIFICATION_SETTINGS } from '#domain/notifications/settings'
import { anOutboxRow } from '#testing/factories'
import { mirrorActiveShipments } from '#worker/mirror/active-shipments'
import { mirrorArchivePage } from '#worker/mirror/archive'
import type { MirrorContext } from '#worker/mirror/context'
import { mirrorSetup, SYNC_NOW } from '#worker/testing/mirror-context'
import { DEPARTED_KEY } from './departed'

/** The leader's active-list mirror against the fixture, with shipments moved on by its test control. */

let db: PortalDatabase | undefined
afterEach(() => db?.close())

type Setup = Awaited<ReturnType<typeof mirrorSetup>>

async function advance(setup: Setup, key: number, to?: string) {
  const response = await setup.harness.fixture.fetch(
    new Request(`${ORIGIN}/__fixture/shipments/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key, ...(to ? { to } : {}) }),
    }),
  )
  if (!response.ok) throw new Error(`advance answered ${response.status}`)
}

/** A mirrored account (the first mirror done) whose later mirrors report what they notified. */
async function mirrored() {
  const setup = await mirrorSetup()
  db = setup.db
  const told: NotificationRow[][] = []
  let minute = 0
  // Each mirror a minute later, so windows ending between them could be told (none of the seed's do).
  const context: MirrorContext = {
    ...setup.context,
    now: () => SYNC_NOW + minute * 60_000,
    notify: (rows) => told.push(rows),
  }
  const mirror = async () => {
    minute++
    return mirrorActiveShipments(context)
  }
  await mirror()
  const active = await setup.db.shipments.toArray()
  const live = active.filter((row) => !row.item.cancelled)
  const waiting = live.find((row) => row.item.state < 300)?.key
  const onTheRoad = live.find((row) => row.item.state >= 300)?.key
  if (waiting === undefined || onTheRoad === undefined) throw new Error('the seed has both kinds')
  const stored = () => setup.db.notifications.toArray()
  return { ...setup, told, mirror, waiting, onTheRoad, stored }
}

describe('notifications from the active list’s mirror', () => {
  it('writes nothing on the account’s first mirror', async () => {
    const { stored, told } = await mirrored()
    expect(await stored()).toEqual([])
    expect(told).toEqual([])
  })

  it('a pickup, once: the event is stored unread and told, and a second mirror tells nothing again', async () => {
    const setup = await mirrored()
    await advance(setup, setup.waiting)
    await setup.mirror()
    const [event] = await setup.stored()
    expect(event).toMatchObject({
      account: 'customer',
      id: `pickedUp:${setup.waiting}`,
      kind: 'pickedUp',
      list: 'active',
      read: false,
    })
    expect(event?.number).toMatch(/^VK-/)
    expect(setup.told).toEqual([[event]])

    await setup.db.notifications.update(['customer', `pickedUp:${setup.waiting}`], { read: true })
    await setup.mirror()
    expect(await setup.stored()).toEqual([{ ...event, read: true }])
    expect(setup.told).toHaveLength(1)
  })

  it('a delivery: the shipment leaves the list, its detail says delivered, and it is told once as archived', async () => {
    const setup = await mirrored()
    await advance(setup, setup.onTheRoad)
    await setup.mirror()
    expect(await setup.stored()).toMatchObject([
      { id: `delivered:${setup.onTheRoad}`, kind: 'delivered', list: 'archive' },
    ])
    expect(await setup.db.meta.get(['customer', DEPARTED_KEY])).toBeUndefined()
    await setup.mirror()
    expect(setup.told.flat()).toHaveLength(1)
  })

  it('a delivery seen while offline for the lookup is told at the next mirror', async () => {
    const setup = await mirrored()
    await advance(setup, setup.onTheRoad)
    const offline = setup.context.api.shipments.get
    setup.context.api.shipments.get = () => Promise.reject(new TypeError('Failed to fetch'))
    await setup.mirror().catch(() => undefined)
    expect(await setup.stored()).toEqual([])
    expect(await setup.db.meta.get(['customer', DEPARTED_KEY])).toBeDefined()

    setup.context.api.shipments.get = offline
    await setup.mirror()
    expect((await setup.stored()).map((row) => row.id)).toEqual([`delivered:${setup.onTheRoad}`])
  })

  it('a cancellation by the courier company is told', async () => {
    const setup = await mirrored()
    await advance(setup, setup.waiting, 'cancelled')
    await setup.mirror()
    expect((await setup.stored()).map((row) => row.id)).toEqual([`cancelled:${setup.waiting}`])
  })

  it('a shipment with the user’s own change waiting in the outbox tells nothing', async () => {
    const setup = await mirrored()
    await setup.db.outbox.add(
      anOutboxRow({ kind: 'editShipment', payload: { key: setup.waiting, edit: {}, before: null } }),
    )
    await advance(setup, setup.waiting, 'cancelled')
    await setup.mirror()
    expect(await setup.stored()).toEqual([])
  })

  it('an event switched off in the account’s settings is not stored', async () => {
    const setup = await mirrored()
    const settings = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      events: { ...DEFAULT_NOTIFICATION_SETTINGS.events, pickedUp: false },
    }
    await setup.db.meta.put(notificationSettingsRow('customer', settings))
    await advance(setup, setup.waiting)
    await advance(setup, setup.onTheRoad)
    await setup.mirror()
    expect((await setup.stored()).map((row) => row.kind)).toEqual(['delivered'])
  })
})

describe('a delivery the archive page mirrors before the active list', () => {
  // The leader mirrors the two side by side; one shipment is one row of the replica, so the archive
  // page may move it out of the active list before that list's mirror reads it.
  const newestArchived = {
    count: 20,
    offset: 0,
    sorting: { field: 'visier_datum', direction: 'desc' },
  } as const

  async function archiveFirst(setup: Awaited<ReturnType<typeof mirrored>>) {
    await advance(setup, setup.onTheRoad)
    const context = { ...setup.context, notify: (rows: NotificationRow[]) => setup.told.push(rows) }
    await mirrorArchivePage(context, newestArchived)
    expect((await setup.db.shipments.get(['customer', setup.onTheRoad]))?.list).toBe('archive')
  }

  it('is told once, as archived, whichever of the two mirrors comes next', async () => {
    const setup = await mirrored()
    await archiveFirst(setup)
    expect((await setup.stored()).map((row) => [row.id, row.list])).toEqual([
      [`delivered:${setup.onTheRoad}`, 'archive'],
    ])
    await setup.mirror()
    await mirrorArchivePage(setup.context, newestArchived)
    expect(setup.told.flat().map((row) => row.id)).toEqual([`delivered:${setup.onTheRoad}`])
    expect(await setup.db.meta.get(['customer', DEPARTED_KEY])).toBeUndefined()
  })

  it('tells nothing of a shipment the user’s own change waits on', async () => {
    const setup = await mirrored()
    await setup.db.outbox.add(
      anOutboxRow({ kind: 'editShipment', payload: { key: setup.onTheRoad, edit: {}, before: null } }),
    )
    await archiveFirst(setup)
    await setup.mirror()
    expect(await setup.stored()).toEqual([])
  })
})
