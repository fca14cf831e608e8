import { describe, expect, it } from 'vitest'
import { anAddress, anAddressRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { getNewestAddresses } from './addresses'

describe('getNewestAddresses', () => {
  it('answers those created offline first (newest seq first), then the saved ones by descending id', async () => {
    const db = freshDatabase()
    const ids = [4, 90, 12, -1, 7, -3, 1000]
    await db.addressRows.bulkPut(ids.map((id) => anAddressRow('a', anAddress({ id }))))
    await db.addressRows.bulkPut([5000, -9].map((id) => anAddressRow('b', anAddress({ id }))))

    const newest = async (count: number) => (await getNewestAddresses('a', count, db)).map((row) => row.id)

    expect(await newest(3)).toEqual([-3, -1, 1000])
    expect(await newest(5)).toEqual([-3, -1, 1000, 90, 12])
    expect(await newest(20)).toEqual([-3, -1, 1000, 90, 12, 7, 4])
  })

  it('answers the saved ones alone when nothing was created offline, and nothing for an empty book', async () => {
    const db = freshDatabase()
    expect(await getNewestAddresses('a', 3, db)).toEqual([])
    await db.addressRows.bulkPut([3, 1, 2, 8].map((id) => anAddressRow('a', anAddress({ id }))))

    expect((await getNewestAddresses('a', 3, db)).map((row) => row.id)).toEqual([8, 3, 2])
  })
})
