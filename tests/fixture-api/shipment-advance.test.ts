import { describe, expect, it } from 'vitest'
import { fetchAll, type Row } from './testing/factories'
import { client, FIXED_NOW, loginAs, makeApi, type TestApi } from './testing/harness'

/** POST /__fixture/shipments/advance: one shipment moves on now, for the notification tests. */

const advance = (api: TestApi, body: unknown) => client(api).post('/__fixture/shipments/advance', body)

async function lists(api: TestApi) {
  const user = await loginAs(api)
  const [active, archive] = await Promise.all([
    fetchAll(user, '/api/v2/shipments/active').then((page) => page.data),
    fetchAll(user, '/api/v2/shipments/archive').then((page) => page.data),
  ])
  const byId = (rows: Row[]) => new Map(rows.map((row) => [row.id as number, row]))
  return { active: byId(active), archive: byId(archive) }
}

/** The customer's first live shipment still waiting for the courier, and the first on the road. */
async function liveShipments(api: TestApi) {
  const { active } = await lists(api)
  const live = [...active.values()].filter((row) => !row.cancelled)
  const waiting = live.find((row) => (row.state as number) < 300)
  const onTheRoad = live.find((row) => (row.state as number) >= 300)
  if (!waiting || !onTheRoad) throw new Error('the seed has no waiting or no travelling shipment')
  return { waiting: waiting.id as number, onTheRoad: onTheRoad.id as number }
}

describe('POST /__fixture/shipments/advance', () => {
  it('picks a waiting shipment up: it stays active, now in transit, with the pickup time of the fixture clock', async () => {
    const api = makeApi()
    const { waiting } = await liveShipments(api)

    const answer = await advance(api, { key: waiting })

    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ list: 'active', shipment: { id: waiting, state: 300 } })
    const row = (await lists(api)).active.get(waiting)
    expect(row).toMatchObject({ state: 300, cancelled: false })
    expect(Date.parse(row?.pickup_datetime as string)).toBe(FIXED_NOW.epochMilliseconds)
  })

  it('delivers a shipment on the road: it leaves the active list for the archive, delivered now', async () => {
    const api = makeApi()
    const { onTheRoad } = await liveShipments(api)

    expect((await advance(api, { key: onTheRoad })).body).toMatchObject({ list: 'archive' })

    const after = await lists(api)
    expect(after.active.has(onTheRoad)).toBe(false)
    expect(after.archive.get(onTheRoad)).toMatchObject({ state: 1000, cancelled: false })
    const detail = await (await loginAs(api)).get(`/api/v2/shipments/${onTheRoad}`)
    expect(detail.body).toMatchObject({ state: 1000, cancelled: false })
  })

  it('delivers a waiting shipment when told to, picking it up on the way', async () => {
    const api = makeApi()
    const { waiting } = await liveShipments(api)
    await advance(api, { key: waiting, to: 'delivered' })
    const row = (await lists(api)).archive.get(waiting)
    expect(row).toMatchObject({ state: 1000 })
    expect(row?.pickup_datetime).not.toBeNull()
  })

  it('cancels a shipment: it stays in the active list, marked cancelled', async () => {
    const api = makeApi()
    const { waiting } = await liveShipments(api)
    await advance(api, { key: waiting, to: 'cancelled' })
    expect((await lists(api)).active.get(waiting)).toMatchObject({ cancelled: true })
  })

  it('without a key takes the next due shipment of the account, the same one on every run', async () => {
    const first = makeApi()
    const second = makeApi()
    const a = await advance(first, { owner: 'customer' })
    const b = await advance(second, { owner: 'customer' })
    expect(a.status).toBe(200)
    expect(a.body).toEqual(b.body)
    // The next due is the one whose step comes first; it has moved on.
    const moved = (await lists(first)).active.get(a.body.shipment.id)
    expect(moved?.state ?? 1000).not.toBe((await lists(makeApi())).active.get(a.body.shipment.id)?.state)
  })

  it.each([
    ['an unknown shipment', { key: 99_999_999 }, 404],
    ['a step backwards', 'pickedUpTwice', 409],
    ['an archived shipment', 'archived', 409],
    ['an unknown step', { to: 'lost' }, 422],
    ['an unknown field', { key: 1, speed: 2 }, 422],
  ])('refuses %s', async (_name, body, status) => {
    const api = makeApi()
    const { onTheRoad } = await liveShipments(api)
    if (body === 'archived') await advance(api, { key: onTheRoad })
    const request =
      body === 'pickedUpTwice'
        ? { key: onTheRoad, to: 'pickedUp' }
        : body === 'archived'
          ? { key: onTheRoad }
          : body
    const before = await lists(api)
    expect((await advance(api, request)).status).toBe(status)
    expect(await lists(api)).toEqual(before)
  })

  it('is not there without the test controls', async () => {
    const api = makeApi({ testControls: false })
    expect((await advance(api, {})).status).toBe(404)
  })
})
