import { afterEach, describe, expect, it, vi } from 'vitest'
import { addressStoreTable, storedBlocks } from '#testing/address-rows'
import { syncBrowser } from './testing/sync-browser'

const wait = { timeout: 10_000, interval: 20 }
const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step()
})

describe('a damaged address block in the sync worker', () => {
  it('asks for one refresh of the address book, however often it is read, and the refresh writes its rows again', async () => {
    const env = await syncBrowser()
    const tab = env.openTab()
    cleanup.push(async () => {
      await tab.handlers.stop()
      env.close()
    })
    const { account } = await tab.handlers.start(env.startArgs)
    await vi.waitFor(() => expect(tab.statuses().at(-1)?.type).toBe('idle'), wait)
    await tab.handlers.refresh('addresses')
    const book = await tab.db.addressRows.toArray(account)
    const [damaged] = await storedBlocks(tab.db, account)
    if (!damaged || book.length === 0) throw new Error('the address book was mirrored')
    await addressStoreTable(tab.db).put({ ...damaged, rows: 'not a list' as never })
    const listed = () => env.requests.filter((request) => request === 'GET /addresses').length
    const before = listed()

    // The worker's own reads meet it three times; the rows of the other blocks still read.
    const [first] = damaged.rows
    await tab.db.addressRows.get([account, first?.id ?? 0])
    await tab.db.addressRows.newestSaved(account, book.length)
    await tab.db.addressRows.hasRows(account)

    await vi.waitFor(async () => expect(await tab.db.addressRows.toArray(account)).toEqual(book), wait)
    expect(listed() - before).toBe(1)
  })
})
