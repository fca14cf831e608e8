// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '#db/instance'
import { aShipment, aShipmentRow, aShipmentStop } from '#testing/factories'
import { useKeptArchive } from './kept-archive'
import { searchPalette } from './palette-search'

const ACCOUNT = 'kept-archive-test'

const archived = (key: number, name = `Firma ${key}`) =>
  aShipmentRow(
    ACCOUNT,
    aShipment({ key, externalNumber: `VK-${key}`, to: [aShipmentStop({ id: 2, type: 'to', name })] }),
    {
      list: 'archive',
    },
  )

beforeEach(async () => {
  await db.shipments.where('account').equals(ACCOUNT).delete()
  await db.archivePages.where('account').equals(ACCOUNT).delete()
})

async function keepPage(keys: number[], fetchedAt: string) {
  await db.archivePages.put({ account: ACCOUNT, queryKey: 'page', keys, total: keys.length, fetchedAt })
}

describe('the kept archive of the palette', () => {
  it('reads every archived row a page at a time, leaves the active ones, and reads again when a page was fetched', async () => {
    const rows = Array.from({ length: 1_234 }, (_, index) => archived(index + 1))
    await db.shipments.bulkPut([
      ...rows,
      aShipmentRow(ACCOUNT, aShipment({ key: 5_000, externalNumber: 'VK-5000' })),
    ])
    await keepPage(
      rows.map((row) => row.key),
      '2026-11-18T08:00:00.000Z',
    )
    const { result } = renderHook(() => useKeptArchive(ACCOUNT))
    await waitFor(() => expect(result.current?.index.items).toHaveLength(1_234))
    const first = result.current?.index
    expect(first && searchPalette([first], 'VK-1234')[0]?.id).toBe('archive:1234')
    expect(result.current?.index.byId.has('active:5000')).toBe(false)
    expect(result.current?.reorder.length).toBeGreaterThan(0)

    await db.shipments.put(archived(9_999, 'Neuankömmling AG'))
    await keepPage([...rows.map((row) => row.key), 9_999], '2026-11-18T08:05:00.000Z')
    await waitFor(() => expect(result.current?.index.items).toHaveLength(1_235))
    const index = result.current?.index
    expect(index && searchPalette([index], 'neuankoemmling')[0]?.id).toBe('archive:9999')
  })
})
