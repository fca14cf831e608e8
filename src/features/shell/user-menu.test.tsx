// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '#testing/render'
import { UserMenu } from './user-menu'

describe('the account menu and the keyboard shortcuts', () => {
  it('offers "Keyboard shortcuts" with its key, and gives the focus to the avatar for the dialog to return to', async () => {
    const onShortcutsHelp = vi.fn()
    await renderWithRouter(
      <UserMenu
        initials="AM"
        displayName="Anna Muster"
        onLogout={() => undefined}
        onShortcutsHelp={onShortcutsHelp}
      />,
      { locale: 'de' },
    )
    const avatar = screen.getByTestId('user-menu')
    await act(async () => {
      fireEvent.click(avatar)
    })
    const menu = document.getElementById(avatar.getAttribute('aria-controls') ?? '')
    if (!menu) throw new Error('the avatar controls no menu')
    const profile = within(menu).getByRole('link', { name: 'Profil' })
    expect(profile.getAttribute('aria-keyshortcuts')).toBe('G P')
    // The key cap is for the eye: the item's name stays its label.
    expect(profile.querySelector('kbd')?.textContent).toBe('g')
    const item = within(menu).getByRole('button', { name: 'Tastenkürzel' })
    expect(item.getAttribute('aria-keyshortcuts')).toBe('?')
    await act(async () => {
      fireEvent.click(item)
    })
    expect(onShortcutsHelp).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Tastenkürzel' })).toBeNull()
    expect(document.activeElement).toBe(avatar)
  })

  it('has no such item where no help is given', async () => {
    await renderWithRouter(<UserMenu initials="AM" displayName="Anna Muster" onLogout={() => undefined} />)
    await act(async () => {
      fireEvent.click(screen.getByTestId('user-menu'))
    })
    expect(screen.queryByRole('button', { name: 'Tastenkürzel' })).toBeNull()
  })
})
