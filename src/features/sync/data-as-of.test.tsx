// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '#db/instance'
import { translation } from '#testing/catalog'
import { renderWithI18n } from '#testing/render'
import { DataAsOf } from './data-as-of'

afterEach(async () => {
  await db.meta.clear()
})

const NOW = Date.parse('2026-11-22T15:00:00Z')
const at = (iso: string) => ({ account: 'customer', key: 'lastSuccess:addresses', value: iso })

describe('DataAsOf', () => {
  it('shows the time the scope last arrived, in Zurich time, and follows a newer refresh live', async () => {
    await db.meta.put(at('2026-11-22T13:32:00.000Z'))
    await renderWithI18n(<DataAsOf account="customer" scope="addresses" now={() => NOW} />)

    expect(await screen.findByText(translation('de', 'Data as of {time}', { time: '14:32' }))).toBeTruthy()
    expect(screen.getByText(/14:32/).closest('time')?.getAttribute('dateTime')).toBe(
      '2026-11-22T13:32:00.000Z',
    )

    await act(async () => {
      await db.meta.put(at('2026-11-22T14:05:00.000Z'))
    })
    expect(await screen.findByText(translation('de', 'Data as of {time}', { time: '15:05' }))).toBeTruthy()
  })

  it('adds the date when the data is from another day, so yesterday is not taken for today', async () => {
    await db.meta.put(at('2026-11-21T16:10:00.000Z'))
    await renderWithI18n(<DataAsOf account="customer" scope="addresses" now={() => NOW} />)

    expect(
      await screen.findByText(translation('de', 'Data as of {time}', { time: '21.11.2026 17:10' })),
    ).toBeTruthy()
  })

  it("reads only its own account's and scope's time", async () => {
    await db.meta.bulkPut([
      { account: 'dispatcher', key: 'lastSuccess:addresses', value: '2026-11-22T13:00:00.000Z' },
      { account: 'customer', key: 'lastSuccess:profile', value: '2026-11-22T13:00:00.000Z' },
    ])
    await renderWithI18n(<DataAsOf account="customer" scope="addresses" now={() => NOW} />, 'fr')

    expect(await screen.findByText(translation('fr', 'Not yet loaded on this device'))).toBeTruthy()
    expect(screen.queryByText(/14:00/)).toBeNull()
  })
})
