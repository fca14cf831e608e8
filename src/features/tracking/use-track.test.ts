import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#api/errors'
import { aTrackingResult } from '#testing/factories'
import { failingWith } from '#testing/failing-with'
import { freshDatabase } from '#testing/fresh-database'
import { trackNumber } from './use-track'

const found = aTrackingResult({
  state: 1000,
  pickedUp: '2026-11-24T09:12:00+01:00',
  delivered: Temporal.Instant.from('2026-11-24T10:58:00Z'),
  visierName: 'Anna Muster',
})
const offline = new ApiError({ kind: 'offline', message: 'no network' })
const at = () => new Date('2026-11-24T12:00:00Z')

describe('tracking a number with the replica behind it', () => {
  it('keeps a result found online, and shows it offline with its time (TRACK-020)', async () => {
    const replica = freshDatabase()
    const online = await trackNumber(
      { account: 'anna', lookUp: async () => found, replica, now: at },
      'vk-1 ',
    )
    expect(online).toMatchObject({ kind: 'found', asOf: null, result: { delivered: '2026-11-24T10:58:00Z' } })
    const later = await trackNumber({ account: 'anna', lookUp: failingWith(offline), replica }, 'VK-1')
    expect(later).toMatchObject({
      kind: 'found',
      asOf: '2026-11-24T12:00:00.000Z',
      result: { waybillNumber: '10042-500123' },
    })
  })

  it('offline, a number never seen needs the network, and another account never sees the kept one', async () => {
    const replica = freshDatabase()
    await trackNumber({ account: 'anna', lookUp: async () => found, replica }, 'VK-1')
    const failing = failingWith(offline)
    expect(await trackNumber({ account: 'anna', lookUp: failing, replica }, 'VK-2')).toEqual({
      kind: 'needsNetwork',
    })
    expect(await trackNumber({ account: 'bruno', lookUp: failing, replica }, 'VK-1')).toEqual({
      kind: 'needsNetwork',
    })
  })

  it('any other failure is not found, even with a kept copy (TRACK-019)', async () => {
    const replica = freshDatabase()
    const notFound = new ApiError({ kind: 'http', status: 404, message: 'not found' })
    const malformed = new ApiError({ kind: 'payload', message: 'bad' })
    for (const error of [notFound, malformed]) {
      const outcome = await trackNumber({ account: 'anna', lookUp: failingWith(error), replica }, 'VK-1')
      expect(outcome).toEqual({ kind: 'notFound' })
    }
  })
})
