// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { translation } from '#testing/catalog'
import { renderWithI18n } from '#testing/render'
import { Pagination } from './pagination'

const de = (message: string) => translation('de', message)

describe('the pager', () => {
  it('names the range and the total, and offers Next while entries follow', async () => {
    await renderWithI18n(<Pagination page={0} perPage={20} total={45} onPage={vi.fn()} onPerPage={vi.fn()} />)
    expect(screen.getByText('Eintrag 1 – 20 von 45')).toBeTruthy()
    expect((screen.getByRole('button', { name: de('Next') }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('while a long list is still counted, names the rows shown and says it counts, with Next held back', async () => {
    await renderWithI18n(
      <Pagination page={0} perPage={20} total={null} shown={20} onPage={vi.fn()} onPerPage={vi.fn()} />,
    )
    expect(screen.getByText('Eintrag 1 – 20, alle Einträge werden gezählt…')).toBeTruthy()
    expect((screen.getByRole('button', { name: de('Next') }) as HTMLButtonElement).disabled).toBe(true)
  })
})
