import { describe, expect, it } from 'vitest'
import { type StorageOutcome, withStorageRecovery } from '#db/storage-pressure'
import { quotaFault } from '#testing/quota-fault'
import { ACCOUNT, anAddressInput, replaySetup } from '#worker/testing/outbox'
import { queueChange } from './queue'
import { replayOnce } from './replay'

/**
 * A device full to the last byte: every write the replay makes to keep its books (an entry marked
 * 'sending', its backoff after a failure) must make room as the other writes do, or no pass ever
 * gets past its first write and the changes wait forever.
 */
async function fullDevice() {
  const { f, db, options } = await replaySetup()
  const fault = quotaFault(db)
  const seq = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Voll AG' }), {
    account: ACCOUNT,
    now: 0,
  })
  await db.archivePages.put({ account: ACCOUNT, queryKey: 'kept', keys: [], total: 0, fetchedAt: '' })
  const reports: StorageOutcome[] = []
  const guarded = {
    ...options,
    guardStorage: <T>(write: () => Promise<T>) =>
      withStorageRecovery(db, write, (outcome) => reports.push(outcome)),
  }
  return { f, db, fault, seq, guarded, reports }
}

describe('replayOnce on a device out of storage', () => {
  it('makes room to mark the entry as sending, then sends it once', async () => {
    const { f, db, fault, guarded, reports } = await fullDevice()
    fault.refuse(1, ['outbox'])

    expect(await replayOnce(guarded)).toEqual({ sent: 1, outcome: 'idle' })
    expect(fault.refused()).toEqual(['outbox'])
    expect(reports).toEqual([{ type: 'evicted', stage: 'archivePages', removed: 1 }])
    expect(f.keysSentTo('/address')).toHaveLength(1)
    expect(await db.outbox.count()).toBe(0)
  })

  it('makes room to record the backoff of a failed send, so the entry is not left in flight', async () => {
    const { f, db, fault, seq, guarded, reports } = await fullDevice()
    f.link.intercept = async (request, forward) => {
      if (request.method !== 'POST') return forward()
      // The server is down, and by now the device is full again.
      fault.refuse(1, ['outbox'])
      return new Response('{"code":503,"message":"busy"}', { status: 503 })
    }

    expect(await replayOnce(guarded)).toMatchObject({ sent: 0, outcome: 'waiting' })
    expect(fault.refused()).toEqual(['outbox'])
    expect(reports.map((report) => report.type)).toEqual(['evicted'])
    expect(await db.outbox.get(seq)).toMatchObject({ status: 'queued', attempts: 1 })
  })
})
