import { describe, expect, it } from 'vitest'
import { freshDatabase } from '#testing/fresh-database'
import { getKeptWaybill, getKeptWaybillKeys, keepWaybill } from './waybills'

const pdf = (bytes: number) => new Blob([`%PDF${'x'.repeat(bytes - 4)}`], { type: 'application/pdf' })
const at = (minute: number) => () => new Date(Date.UTC(2026, 10, 24, 8, minute))

describe('kept waybills', () => {
  it('opens a kept waybill as the same PDF, and says null for one never downloaded', async () => {
    const db = freshDatabase()
    await keepWaybill('customer', 7, pdf(100), db)
    const kept = await getKeptWaybill('customer', 7, db)
    expect(kept?.type).toBe('application/pdf')
    expect(await kept?.text()).toBe(await pdf(100).text())
    expect(await getKeptWaybill('customer', 8, db)).toBeNull()
    expect([...(await getKeptWaybillKeys('customer', [7, 8], db))]).toEqual([7])
  })

  it('evicts the least recently used waybills once the cap is passed; opening one counts as use', async () => {
    const db = freshDatabase()
    const cap = { capBytes: 250 }
    await keepWaybill('customer', 1, pdf(100), db, { ...cap, now: at(1) })
    await keepWaybill('customer', 2, pdf(100), db, { ...cap, now: at(2) })
    await getKeptWaybill('customer', 1, db, at(3))
    await keepWaybill('customer', 3, pdf(100), db, { ...cap, now: at(4) })
    expect([...(await getKeptWaybillKeys('customer', [1, 2, 3], db))].sort()).toEqual([1, 3])
  })

  it('does not keep a PDF larger than the whole cap, and keeps the others', async () => {
    const db = freshDatabase()
    await keepWaybill('customer', 1, pdf(100), db, { capBytes: 250 })
    await keepWaybill('customer', 2, pdf(300), db, { capBytes: 250 })
    expect([...(await getKeptWaybillKeys('customer', [1, 2], db))]).toEqual([1])
  })
})
