// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { translation } from '#testing/catalog'
import { renderWithI18n } from '#testing/render'
import { UpdateBanner } from './update-banner'

describe('UpdateBanner', () => {
  it('renders nothing while no new version waits', async () => {
    const { container } = await renderWithI18n(<UpdateBanner visible={false} onReload={() => {}} />)
    expect(container.innerHTML).toBe('')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('announces the new version and reloads on request', async () => {
    const onReload = vi.fn()
    await renderWithI18n(<UpdateBanner visible onReload={onReload} />)
    expect(screen.getByRole('status').textContent).toContain(translation('de', 'A new version is available.'))
    const button = screen.getByRole('button', { name: translation('de', 'Reload page') })
    expect(onReload).not.toHaveBeenCalled()
    fireEvent.click(button)
    expect(onReload).toHaveBeenCalledTimes(1)
  })

  it('speaks the active language', async () => {
    await renderWithI18n(<UpdateBanner visible onReload={() => {}} />, 'fr')
    expect(screen.getByRole('button', { name: translation('fr', 'Reload page') })).toBeTruthy()
  })

  it('asks for a reload when another tab upgraded the local database', async () => {
    const onReload = vi.fn()
    await renderWithI18n(<UpdateBanner visible reason="schemaUpgraded" onReload={onReload} />)
    expect(screen.getByRole('status').textContent).toContain(
      translation('de', 'The app was updated in another tab. Reload this page to continue.'),
    )
    fireEvent.click(screen.getByRole('button', { name: translation('de', 'Reload page') }))
    expect(onReload).toHaveBeenCalledTimes(1)
  })

  it('asks to close the other tabs, with no reload, when an old tab blocks this one’s upgrade', async () => {
    await renderWithI18n(<UpdateBanner visible reason="schemaBlocked" onReload={() => {}} />, 'fr')
    expect(screen.getByRole('status').textContent).toContain(
      translation(
        'fr',
        'The portal is being updated, but an older version is still open in another tab. Close the portal’s other tabs to continue.',
      ),
    )
    expect(screen.queryByRole('button')).toBeNull()
  })
})
