// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { translation } from '#testing/catalog'
import { renderWithI18n } from '#testing/render'
import { DataAsOf } from './data-as-of'

const NOW = Date.parse('2026-11-22T15:00:00Z')

describe('DataAsOf', () => {
  it('shows the time the data last arrived, in Zurich time, with the instant in a time element', async () => {
    await renderWithI18n(<DataAsOf lastSuccess="2026-11-22T13:32:00.000Z" now={() => NOW} />)

    expect(await screen.findByText(translation('de', 'Data as of {time}', { time: '14:32' }))).toBeTruthy()
    expect(screen.getByText(/14:32/).closest('time')?.getAttribute('dateTime')).toBe(
      '2026-11-22T13:32:00.000Z',
    )
  })

  it('adds the date when the data is from another day, so yesterday is not taken for today', async () => {
    await renderWithI18n(<DataAsOf lastSuccess="2026-11-21T16:10:00.000Z" now={() => NOW} />)

    expect(
      await screen.findByText(translation('de', 'Data as of {time}', { time: '21.11.2026 17:10' })),
    ).toBeTruthy()
  })

  it('says the data was never loaded on this device, and shows nothing while that is still being read', async () => {
    const loading = await renderWithI18n(<DataAsOf lastSuccess={undefined} />, 'fr')
    expect(loading.container.textContent).toBe('')

    const never = await renderWithI18n(<DataAsOf lastSuccess={null} />, 'fr')
    expect(never.getByText(translation('fr', 'Not yet loaded on this device'))).toBeTruthy()
  })
})
