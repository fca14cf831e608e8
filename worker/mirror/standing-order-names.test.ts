import { afterEach, describe, expect, it } from 'vitest'
import { harnessOver, makeFixture } from '#api/testing/harness'
import type { PortalDatabase } from '#db/database'
import type { MirrorContext } from '#worker/mirror/context'
import { queueChange } from '#worker/outbox/queue'
import { type ReplayOptions, replayOnce } from '#worker/outbox/replay'
import { SYNC_NOW } from '#worker/testing/mirror-context'
import { testDatabase } from '#worker/testing/test-db'
import { mirrorStandingOrders } from './standing-orders'

const ACCOUNT = 'customer'
let db: PortalDatabase | undefined
afterEach(async () => {
  await db?.delete()
  db = undefined
})

/**
 * The replica, the sync's mirror and the outbox over one fixture, spec-strict or not. `onRename`
 * runs as a rename reaches the server, before the server handles it.
 */
async function setup(specStrict: boolean) {
  const fixture = makeFixture({ specStrict })
  const hooks: { onRename: (() => Promise<unknown>) | null } = { onRename: null }
  const harness = harnessOver(async (request) => {
    if (request.url.endsWith('/change-customer-name') && hooks.onRename) {
      const hook = hooks.onRename
      hooks.onRename = null
      await hook()
    }
    return fixture.fetch(request)
  })
  harness.session.setTokens(await harness.api.auth.login(ACCOUNT, 'demo-pass'))
  const replica = testDatabase()
  db = replica
  const context: MirrorContext = { api: harness.api, db: replica, account: ACCOUNT, now: () => SYNC_NOW }
  const replay: ReplayOptions = {
    db: replica,
    api: harness.api,
    account: ACCOUNT,
    now: () => SYNC_NOW,
    random: () => 0.5,
  }
  const [first] = fixture.store.standingOrders.of(ACCOUNT)
  if (!first) throw new Error('no standing order')
  const key = first.id
  return {
    api: harness.api,
    fixture,
    hooks,
    key,
    replay,
    sync: () => mirrorStandingOrders(context),
    rename: (customerName: string) =>
      queueChange(replica, 'renameStandingOrder', { key, customerName }, { account: ACCOUNT, now: 0 }),
    shown: async () => (await replica.standingOrders.get([ACCOUNT, key]))?.order.customerName,
    serverName: () => fixture.store.standingOrders.get(key)?.customer_name,
  }
}

describe.each([
  { specStrict: false, mode: 'a server that answers customer_name (the fixture as usual)' },
  { specStrict: true, mode: 'a server that follows the spec (FIXTURE_SPEC_STRICT=1)' },
])('standing-order renames against $mode', ({ specStrict }) => {
  it('a rename sent from this device still shows after every later sync, and the syncs write nothing', async () => {
    const { sync, rename, replay, shown, serverName } = await setup(specStrict)
    expect(await sync()).toMatchObject({ put: 14 })
    await rename('Dienstagstour')
    expect(await replayOnce(replay)).toEqual({ sent: 1, outcome: 'idle' })
    expect(serverName()).toBe('Dienstagstour')
    expect(await shown()).toBe('Dienstagstour')

    for (let round = 0; round < 2; round++) {
      expect(await sync()).toEqual({ put: 0, deleted: 0, unchanged: 14, pending: 0 })
      expect(await shown()).toBe('Dienstagstour')
    }
  })

  it('a rename of an order the replica has not seen yet shows once sent, and after the first sync', async () => {
    const { sync, rename, replay, shown } = await setup(specStrict)
    await rename('Vor dem ersten Sync')
    await replayOnce(replay)
    expect(await shown()).toBe('Vor dem ersten Sync')
    expect(await sync()).toMatchObject({ put: 13, unchanged: 1 })
    expect(await shown()).toBe('Vor dem ersten Sync')
  })

  it('a rename queued while the one before is on its way wins, over syncs before and after it is sent', async () => {
    const { hooks, sync, rename, replay, shown, serverName } = await setup(specStrict)
    await sync()
    hooks.onRename = () => rename('Zweite')
    await rename('Erste')
    await replayOnce(replay)
    expect(hooks.onRename).toBeNull()
    await sync()
    expect(await shown()).toBe('Zweite')
    while ((await replayOnce(replay)).sent > 0);
    expect(serverName()).toBe('Zweite')
    await sync()
    await sync()
    expect(await shown()).toBe('Zweite')
  })

  it('a name the server sends replaces this device’s; from a server that sends none, this device’s stays', async () => {
    const { api, key, sync, rename, replay, shown } = await setup(specStrict)
    await sync()
    await rename('Dienstagstour')
    await replayOnce(replay)
    // Another device renames it on the server.
    await api.standingOrders.rename(key, 'Von anderswo')
    await sync()
    expect(await shown()).toBe(specStrict ? 'Dienstagstour' : 'Von anderswo')
  })
})

describe('a device’s own standing-order name, when the server starts answering names', () => {
  it('the server’s name replaces the one kept on this device, an empty one too', async () => {
    const { api, fixture, key, sync, rename, replay, shown } = await setup(true)
    await sync()
    await rename('Dienstagstour')
    await replayOnce(replay)
    await sync()
    expect(await shown()).toBe('Dienstagstour')

    fixture.options.specStrict = false
    await api.standingOrders.rename(key, 'Von anderswo')
    await sync()
    expect(await shown()).toBe('Von anderswo')
    await api.standingOrders.rename(key, '')
    await sync()
    expect(await shown()).toBe('')
  })
})
