import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PortalDatabase } from '#db/database'
import {
  ACCOUNT,
  anAddressInput,
  freshName,
  onlineFixture,
  openDb,
  recordWrites,
  replayUntilIdle,
  testClock,
  type Write,
} from '#worker/testing/outbox'
import { resumeAccount } from './pause'
import { queueChange } from './queue'
import { recoverInterrupted, replayOnce } from './replay'

/**
 * Random interleavings of changes, network loss, answers lost after commit, tab crashes and ended
 * sessions. Once the network is back and the user logged in, every change has reached the server
 * exactly once and in creation order: the fixture's own write log must equal the model's list of
 * changes, and server and replica must hold the last value of every row.
 */

type Command =
  | { t: 'create' }
  | { t: 'update'; pick: number }
  | { t: 'rename'; pick: number }
  | { t: 'network'; up: boolean }
  | { t: 'drop'; writes: number }
  | { t: 'replay'; advanceMs: number }
  | { t: 'crash'; committed: boolean }
  | { t: 'sessionEnds' }
  | { t: 'login' }

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ t: 'create' as const }) },
  { weight: 3, arbitrary: fc.nat(20).map((pick) => ({ t: 'update' as const, pick })) },
  { weight: 2, arbitrary: fc.nat(2).map((pick) => ({ t: 'rename' as const, pick })) },
  { weight: 3, arbitrary: fc.boolean().map((up) => ({ t: 'network' as const, up })) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 2 }).map((writes) => ({ t: 'drop' as const, writes })) },
  {
    weight: 6,
    arbitrary: fc.constantFrom(0, 5_000, 301_000).map((advanceMs) => ({ t: 'replay' as const, advanceMs })),
  },
  { weight: 2, arbitrary: fc.boolean().map((committed) => ({ t: 'crash' as const, committed })) },
  { weight: 1, arbitrary: fc.constant({ t: 'sessionEnds' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'login' as const }) },
)

async function run(commands: Command[]): Promise<void> {
  const f = await onlineFixture()
  const name = freshName()
  const state: { db: PortalDatabase } = { db: openDb(name) }
  const clock = testClock()
  const options = () => ({ db: state.db, api: f.api, account: ACCOUNT, now: clock.now, random: () => 0.5 })

  const orders = (await f.api.standingOrders.list({ count: 3, offset: 0 })).items
  for (const order of orders)
    await state.db.standingOrders.put({ account: ACCOUNT, key: order.key, order, pendingSeq: null })

  // The fixture's write log: what the server really changed, in order.
  const written = recordWrites(f.fixture)

  // The model: every change in creation order, and the last street of every address.
  const expected: Write[] = []
  const streets: string[] = []
  const names = new Map<number, string>()
  let counter = 0

  const login = async () => {
    await f.login()
    await resumeAccount(state.db, ACCOUNT)
  }

  const crash = async (committed: boolean) => {
    const old = state.db
    f.link.intercept = async (_request, forward) => {
      f.link.intercept = null
      try {
        if (committed) await forward()
      } finally {
        old.close() // the tab goes, with its connection, before any answer is handled
      }
      throw new TypeError('tab closed')
    }
    await replayOnce({ ...options(), db: old }).catch(() => undefined)
    f.link.intercept = null
    old.close()
    state.db = openDb(name)
    await recoverInterrupted(state.db)
  }

  for (const step of commands) {
    const now = clock.ms
    switch (step.t) {
      case 'create': {
        const firma = `P-${streets.length}`
        const street = `Street ${streets.length}.${counter++}`
        await queueChange(state.db, 'saveAddress', anAddressInput({ name: firma, street }), {
          account: ACCOUNT,
          now,
        })
        streets.push(street)
        expected.push(['address', firma, street])
        break
      }
      case 'update': {
        if (streets.length === 0) break
        const index = step.pick % streets.length
        const firma = `P-${index}`
        const shown = (await state.db.addressRows.toArray()).find((row) => row.address.name === firma)
        if (!shown) throw new Error(`the replica lost ${firma}`)
        const street = `Street ${index}.${counter++}`
        await queueChange(state.db, 'saveAddress', { ...shown.address, street }, { account: ACCOUNT, now })
        streets[index] = street
        expected.push(['address', firma, street])
        break
      }
      case 'rename': {
        const key = orders[step.pick % orders.length]?.key ?? 0
        const customerName = `SO-${counter++}`
        await queueChange(
          state.db,
          'renameStandingOrder',
          { key: key, customerName: customerName },
          { account: ACCOUNT, now },
        )
        names.set(key, customerName)
        expected.push(['standingOrder', key, customerName])
        break
      }
      case 'network':
        await f.faults({ refuseConnections: !step.up })
        break
      case 'drop':
        await f.faults({ dropNextWrites: step.writes })
        break
      case 'replay':
        clock.ms += step.advanceMs
        await replayOnce(options())
        break
      case 'crash':
        await crash(step.committed)
        break
      case 'sessionEnds':
        await f.faults({ expireTokens: true, revokeRefreshTokens: true })
        break
      case 'login':
        // Logging in needs the network too; a failed attempt leaves the outbox paused.
        await login().catch(() => undefined)
        break
    }
  }

  // The network is back, faults are off, the user logs in: replay until nothing is left.
  await f.faults({ refuseConnections: false, dropNextWrites: 0 })
  await login()
  await replayUntilIdle(options(), clock)

  expect(written).toEqual(expected)
  expect(await state.db.outbox.count()).toBe(0)
  const server = f.serverAddresses().filter((row) => row.kontaktadresse.firma.startsWith('P-'))
  expect(server).toHaveLength(streets.length)
  const byName = new Map(server.map((row) => [row.kontaktadresse.firma, row.kontaktadresse]))
  const ids = streets.map((street, index) => {
    const contact = byName.get(`P-${index}`)
    expect(contact?.addresse).toBe(street)
    return contact?.id ?? 0
  })
  // Created in creation order: the server's ids rise with it.
  expect(ids).toEqual([...ids].sort((a, b) => a - b))
  const local = await state.db.addressRows.toArray()
  expect(local.map((row) => [row.id, row.pendingSeq, row.address.street]).sort()).toEqual(
    ids.map((id, index) => [id, null, streets[index]]).sort(),
  )
  for (const [key, customerName] of names) {
    expect(f.fixture.store.standingOrders.get(key)?.customer_name).toBe(customerName)
    expect(await state.db.standingOrders.get([ACCOUNT, key])).toMatchObject({
      pendingSeq: null,
      order: { customerName },
    })
  }
  await state.db.delete()
}

describe('the outbox under random faults', () => {
  it('delivers every change exactly once, in creation order', async () => {
    await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 8, maxLength: 25, size: 'max' }), run), {
      numRuns: 30,
    })
  }, 120_000)
})
