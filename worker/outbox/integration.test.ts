import { afterEach, describe, expect, it } from 'vitest'
import type { PortalDatabase } from '#db/database'
import {
  ACCOUNT,
  anAddressInput,
  onlineFixture,
  openDb,
  replayUntilIdle,
  testClock,
} from '#worker/testing/outbox'
import { queueChange } from './queue'
import { replayOnce } from './replay'

/**
 * The outbox against the real fixture API through src/api: changes made offline reach the server
 * exactly once when the device is back, even when writes are committed and their answers lost, or
 * the server fails at random.
 */

const opened: PortalDatabase[] = []
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete()
})

const FAULTS: [string, Record<string, unknown>][] = [
  ['no faults', {}],
  ['the first three writes dropped after commit', { dropNextWrites: 3 }],
  ['half the requests failing with 5xx', { errorRate: 0.5 }],
  ['5xx and dropped answers at random', { errorRate: 0.3, dropAfterCommitRate: 0.5 }],
]

describe('offline changes replayed against the fixture API', () => {
  it.each(FAULTS)('two creates and an edit arrive exactly once (%s)', async (_name, faults) => {
    const f = await onlineFixture()
    const db = openDb()
    opened.push(db)
    const clock = testClock()
    const options = { db, api: f.api, account: ACCOUNT, now: clock.now, random: () => 0.5 }
    const list = () =>
      f.api.addresses.list({ count: 1000, offset: 0, sorting: { field: 'id', direction: 'asc' } })
    const totalBefore = (await list()).total

    // Offline: every fetch rejects; the changes are queued and shown at once.
    f.link.offline = true
    const a = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Offline A AG' }), {
      account: ACCOUNT,
      now: clock.ms,
    })
    await queueChange(db, 'saveAddress', anAddressInput({ name: 'Offline B AG', street: 'Gasse 2' }), {
      account: ACCOUNT,
      now: clock.ms,
    })
    await queueChange(
      db,
      'saveAddress',
      anAddressInput({ id: -a, name: 'Offline A AG', street: 'Neue Strasse 9' }),
      { account: ACCOUNT, now: clock.ms },
    )
    expect(await replayOnce(options)).toMatchObject({ sent: 0, outcome: 'waiting' })
    expect((await db.addressRows.toArray()).filter((row) => (row.pendingSeq ?? 0) > 0).length).toBe(2)

    // Online again, with the faults of this case.
    f.link.offline = false
    await f.faults(faults)
    expect(await replayUntilIdle(options, clock)).toBe(3)
    await f.faults({ errorRate: 0, dropAfterCommitRate: 0 })

    const after = await list()
    expect(after.total).toBe(totalBefore + 2)
    const ours = after.items.filter((address) => address.name.startsWith('Offline '))
    expect(ours.map((address) => [address.name, address.street])).toEqual([
      ['Offline A AG', 'Neue Strasse 9'],
      ['Offline B AG', 'Gasse 2'],
    ])
    // The replica holds the server's rows under the server's ids, none pending.
    expect(await db.outbox.count()).toBe(0)
    const local = (await db.addressRows.toArray()).sort((x, y) => x.id - y.id)
    expect(local.map((row) => [row.id, row.pendingSeq, row.address.street])).toEqual(
      ours.map((address) => [address.id, null, address.street]),
    )
    // Every attempt of one change carried that change's key.
    const keys = f.keysSentTo('/address').concat(f.keysSentTo(`/address/${ours[0]?.id}`))
    expect(new Set(keys).size).toBe(3)
    // One offline attempt and three sends; the faults forced retries on top.
    if (Object.keys(faults).length === 0) expect(keys).toHaveLength(4)
    else expect(keys.length).toBeGreaterThan(4)
  })
})
