import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Temporal } from 'temporal-polyfill'
import { afterEach, describe, expect, it } from 'vitest'
import { buildAddressBody, countRows } from './testing/factories'
import { type Client, client, FIXED_NOW, loginAs, makeApi, makeClock, type TestApi } from './testing/harness'

/** What a screen shows of the account: the first archive page, the active list, the summary. */
async function snapshotOf(user: Client) {
  const [archive, active, summary] = await Promise.all([
    user.get('/api/v2/shipments/archive?count=20&offset=0'),
    user.get('/api/v2/shipments/active?count=50&offset=0'),
    user.get('/api/v2/shipments/summary'),
  ])
  return { archive: archive.body, active: active.body, summary: summary.body }
}

const PINNED = '2026-11-18T08:30:00Z'
const pin = (api: TestApi, now: string | null) => client(api).post('/__fixture/clock', { now })

let dataDir: string | undefined

afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  dataDir = undefined
})

describe('POST /__fixture/clock', () => {
  it('gives servers started on different days the same data once both are pinned to one instant', async () => {
    const monday = makeApi({}, makeClock(Temporal.Instant.from('2026-11-16T10:00:00Z')))
    const friday = makeApi({}, makeClock(Temporal.Instant.from('2026-11-27T15:45:00Z')))
    const before = [await snapshotOf(await loginAs(monday)), await snapshotOf(await loginAs(friday))]
    expect(before[0]).not.toEqual(before[1])

    expect((await pin(monday, PINNED)).body).toEqual({ now: PINNED })
    expect((await pin(friday, PINNED)).body).toEqual({ now: PINNED })
    const after = [await snapshotOf(await loginAs(monday)), await snapshotOf(await loginAs(friday))]
    expect(after[0]).toEqual(after[1])
  })

  it('forgets every write, and null goes back to the clock the server started with', async () => {
    const api = makeApi()
    const user = await loginAs(api)
    const seeded = await countRows(user, '/api/v2/addresses')
    const untouched = await snapshotOf(user)
    expect((await user.post('/api/v2/address', buildAddressBody())).status).toBe(201)
    expect(await countRows(user, '/api/v2/addresses')).toBe(seeded + 1)

    await pin(api, PINNED)
    const pinnedUser = await loginAs(api)
    expect(await countRows(pinnedUser, '/api/v2/addresses')).toBe(seeded)

    expect((await pin(api, null)).body).toEqual({ now: FIXED_NOW.toString() })
    expect(await snapshotOf(await loginAs(api))).toEqual(untouched)
  })

  it('moves the token clock with it: a token from the pinned hour has expired two hours later', async () => {
    const api = makeApi()
    await pin(api, PINNED)
    const user = await loginAs(api)
    expect((await user.get('/api/v2/profile')).status).toBe(200)
    await pin(api, '2026-11-18T10:30:00Z')
    expect((await user.get('/api/v2/profile')).status).toBe(401)
  })

  it('drops the saved writes too: a restart on the same data folder does not bring them back', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fixture-clock-'))
    const user = await loginAs(makeApi({ dataDir }))
    const seeded = await countRows(user, '/api/v2/addresses')
    await user.post('/api/v2/address', buildAddressBody())
    expect(await countRows(await loginAs(makeApi({ dataDir })), '/api/v2/addresses')).toBe(seeded + 1)

    await pin(makeApi({ dataDir }), PINNED)
    expect(await countRows(await loginAs(makeApi({ dataDir })), '/api/v2/addresses')).toBe(seeded)
  })

  it('refuses anything but an ISO instant or null, and is absent without the test controls', async () => {
    const api = makeApi()
    expect((await pin(api, 'tomorrow')).status).toBe(422)
    expect((await client(api).post('/__fixture/clock', {})).status).toBe(422)
    const production = makeApi({ testControls: false })
    expect((await pin(production, PINNED)).status).toBe(404)
  })
})
