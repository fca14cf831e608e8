// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { translation } from '#testing/catalog'
import { renderWithI18n } from '#testing/render'
import { LanguageSwitcher } from './language-switcher'

describe('LanguageSwitcher (header select)', () => {
  it('offers the four language codes with the current one selected', async () => {
    await renderWithI18n(<LanguageSwitcher locale="fr" onChange={() => {}} />)
    const select = screen.getByRole('combobox', { name: translation('de', 'Language') }) as HTMLSelectElement
    const options = [...select.options]
    expect(options.map((option) => option.value)).toEqual(['de', 'fr', 'it', 'en'])
    expect(options.map((option) => option.textContent)).toEqual(['DE', 'FR', 'IT', 'EN'])
    expect(select.value).toBe('fr')
  })

  it('calls onChange with the chosen code', async () => {
    const onChange = vi.fn()
    await renderWithI18n(<LanguageSwitcher locale="de" onChange={onChange} />)
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'it' } })
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith('it')
  })
})

describe('LanguageSwitcher (expanded, footer)', () => {
  it('names each language in its own language and marks the current one as pressed', async () => {
    await renderWithI18n(<LanguageSwitcher locale="it" onChange={() => {}} expanded />)
    const nav = screen.getByRole('navigation', { name: translation('de', 'Language') })
    const buttons = [...nav.querySelectorAll('button')]
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Deutsch',
      'Français',
      'Italiano',
      'English',
    ])
    expect(buttons.map((button) => button.getAttribute('lang'))).toEqual(['de', 'fr', 'it', 'en'])
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'true',
      'false',
    ])
  })

  it('calls onChange with the code of the pressed button', async () => {
    const onChange = vi.fn()
    await renderWithI18n(<LanguageSwitcher locale="de" onChange={onChange} expanded />)
    fireEvent.click(screen.getByRole('button', { name: 'Français' }))
    expect(onChange).toHaveBeenCalledWith('fr')
    fireEvent.click(screen.getByRole('button', { name: 'English' }))
    expect(onChange).toHaveBeenLastCalledWith('en')
    expect(onChange).toHaveBeenCalledTimes(2)
  })
})
