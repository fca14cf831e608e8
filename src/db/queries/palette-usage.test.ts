// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { freshDatabase } from '#testing/fresh-database'
import {
  getPaletteUsage,
  MAX_PALETTE_USAGE,
  PALETTE_USAGE_KEY,
  parsePaletteUsage,
  recordPaletteUse,
} from './palette-usage'

describe('the palette usage of an account', () => {
  it('counts each run and keeps its last time, per account', async () => {
    const db = freshDatabase()
    await recordPaletteUse('customer', 'screen:archive', 1_000, db)
    await recordPaletteUse('customer', 'screen:archive', 5_000, db)
    await recordPaletteUse('dispatcher', 'address:7', 2_000, db)
    const usage = await getPaletteUsage('customer', db)
    expect([...usage]).toEqual([['screen:archive', { count: 2, lastUsed: 5_000 }]])
    expect((await getPaletteUsage('dispatcher', db)).get('address:7')).toEqual({ count: 1, lastUsed: 2_000 })
  })

  it('keeps only the most recently used entries', async () => {
    const db = freshDatabase()
    const stored = Object.fromEntries(
      Array.from({ length: MAX_PALETTE_USAGE }, (_, index) => [`address:${index}`, [1, 10 + index]]),
    )
    await db.meta.put({ account: 'customer', key: PALETTE_USAGE_KEY, value: JSON.stringify(stored) })
    await recordPaletteUse('customer', 'screen:profile', 100_000, db)
    const usage = await getPaletteUsage('customer', db)
    expect(usage.size).toBe(MAX_PALETTE_USAGE)
    expect(usage.has('screen:profile')).toBe(true)
    expect(usage.has('address:0')).toBe(false)
    expect(usage.has('address:1')).toBe(true)
  })

  it('reads a damaged row as no usage, and a wipe of the account removes it', async () => {
    expect(parsePaletteUsage('{not json').size).toBe(0)
    expect(parsePaletteUsage('[1,2]').size).toBe(0)
    expect([...parsePaletteUsage('{"a":[2,5],"b":"x","c":[0,1],"d":[1,null]}')]).toEqual([
      ['a', { count: 2, lastUsed: 5 }],
    ])
    const db = freshDatabase()
    await recordPaletteUse('customer', 'screen:archive', 1_000, db)
    await db.wipeAccount('customer')
    expect((await getPaletteUsage('customer', db)).size).toBe(0)
  })
})
