import { describe, expect, it } from 'vitest'
import { BATCH_DISCARDS_KEY, KEPT_BATCHES } from '#db/batch-discard-log'
import { getBatchDiscards } from '#db/queries/outbox'
import { ACCOUNT, anAddressInput, replaySetup, replayUntilIdle } from '#worker/testing/outbox'
import { discard, discardBatch } from './entry-actions'
import { queueBatch } from './queue'

const saves = (names: readonly string[]) =>
  names.map((name) => ({ kind: 'saveAddress' as const, input: anAddressInput({ name }) }))

describe('a batch’s discarded entries are told apart from its sent ones', () => {
  it('records the entries a batch discard took, and none of those sent before it', async () => {
    const { f, db, clock, options } = await replaySetup()
    const batch = await queueBatch(db, saves(['Alpha AG']), {
      account: ACCOUNT,
      now: clock.ms,
      label: 'a.csv',
    })
    expect(await replayUntilIdle(options, clock)).toBe(1)
    f.link.offline = true
    const later = await queueBatch(db, saves(['Beta AG', 'Gamma AG']), {
      account: ACCOUNT,
      now: clock.ms,
      label: 'b.csv',
    })
    await discardBatch(db, ACCOUNT, later.batch)
    expect(await getBatchDiscards(ACCOUNT, later.batch, db)).toEqual(new Set(later.seqs))
    expect(await getBatchDiscards(ACCOUNT, batch.batch, db)).toEqual(new Set())
  })

  it('records an entry of a batch discarded alone, and adds to what the batch already had', async () => {
    const { db, clock } = await replaySetup()
    const { batch, seqs } = await queueBatch(db, saves(['Alpha AG', 'Beta AG', 'Gamma AG']), {
      account: ACCOUNT,
      now: clock.ms,
      label: 'a.csv',
    })
    await discard(db, seqs[2] ?? 0)
    expect(await getBatchDiscards(ACCOUNT, batch, db)).toEqual(new Set([seqs[2]]))
    await discard(db, seqs[0] ?? 0)
    expect(await getBatchDiscards(ACCOUNT, batch, db)).toEqual(new Set([seqs[2], seqs[0]]))
  })

  it('keeps the latest batches only, so the record stays small', async () => {
    const { db, clock } = await replaySetup()
    const batches: string[] = []
    for (let count = 0; count <= KEPT_BATCHES; count++) {
      const queued = await queueBatch(db, saves([`Firma ${count} AG`]), {
        account: ACCOUNT,
        now: clock.ms,
        label: `${count}.csv`,
      })
      await discardBatch(db, ACCOUNT, queued.batch)
      batches.push(queued.batch)
    }
    expect((await getBatchDiscards(ACCOUNT, batches[0] ?? '', db)).size).toBe(0)
    expect((await getBatchDiscards(ACCOUNT, batches.at(-1) ?? '', db)).size).toBe(1)
  })

  it('a damaged record reads as none and does not stop a discard', async () => {
    const { db, clock } = await replaySetup()
    await db.meta.put({ account: ACCOUNT, key: BATCH_DISCARDS_KEY, value: '{"not": "a list"' })
    const { batch, seqs } = await queueBatch(db, saves(['Alpha AG']), {
      account: ACCOUNT,
      now: clock.ms,
      label: 'a.csv',
    })
    expect(await getBatchDiscards(ACCOUNT, batch, db)).toEqual(new Set())
    expect(await discardBatch(db, ACCOUNT, batch)).toEqual(seqs)
    expect(await getBatchDiscards(ACCOUNT, batch, db)).toEqual(new Set(seqs))
  })

  it('another account reads none of this account’s discards', async () => {
    const { db, clock } = await replaySetup()
    const { batch } = await queueBatch(db, saves(['Alpha AG']), {
      account: ACCOUNT,
      now: clock.ms,
      label: 'a.csv',
    })
    await discardBatch(db, ACCOUNT, batch)
    expect(await getBatchDiscards('someone-else', batch, db)).toEqual(new Set())
  })
})
