// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '#i18n/locales'
import { renderWithI18n } from '#testing/render'
import { useKeyNamer } from '#ui/keyboard/key-names'
import { SHORTCUTS } from '#ui/keyboard/shortcuts'
import { ShortcutsHelp } from './shortcuts-help'

beforeAll(async () => {
  await import('#ui/components/dialog-modal')
})

async function openHelp(locale: Locale) {
  await renderWithI18n(<ShortcutsHelp open onClose={() => undefined} />, locale)
  return screen.findByRole('dialog')
}

/** The key caps of one shortcut's row, as shown. */
function capsOf(dialog: HTMLElement, id: string): string[] {
  const row = dialog.querySelector(`tr[data-shortcut="${id}"]`)
  if (!row) throw new Error(`no row for ${id}`)
  return [...row.querySelectorAll('kbd')].map((cap) => cap.textContent ?? '')
}

describe('the keyboard shortcuts help', () => {
  it('lists every shortcut of the table once, under Everywhere, Lists and Forms', async () => {
    const dialog = await openHelp('en')
    expect(within(dialog).getByRole('heading', { name: 'Keyboard shortcuts' })).toBeTruthy()
    expect(within(dialog).getAllByRole('table')).toHaveLength(3)
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Everywhere', 'Lists', 'Forms'])
    expect(dialog.querySelectorAll('tr[data-shortcut]')).toHaveLength(SHORTCUTS.length)
    expect(within(dialog).getByRole('rowheader', { name: 'Go to the active shipments' })).toBeTruthy()
    expect(capsOf(dialog, 'goActive')).toEqual(['g', 'a'])
    expect(capsOf(dialog, 'rowMove')).toEqual(['↓', '↑', 'j', 'k'])
  })

  const names: Record<Locale, { ctrl: string; shift: string; enter: string; space: string; row: string }> = {
    de: { ctrl: 'Strg', shift: 'Umschalt', enter: 'Eingabe', space: 'Leertaste', row: 'Formular absenden' },
    fr: { ctrl: 'Ctrl', shift: 'Maj', enter: 'Entrée', space: 'Espace', row: 'Envoyer le formulaire' },
    it: { ctrl: 'Ctrl', shift: 'Maiusc', enter: 'Invio', space: 'Spazio', row: 'Invia il modulo' },
    en: { ctrl: 'Ctrl', shift: 'Shift', enter: 'Enter', space: 'Space', row: 'Send the form' },
  }
  for (const [locale, name] of Object.entries(names) as [Locale, (typeof names)[Locale]][]) {
    it(`names the keys as a ${locale} keyboard prints them`, async () => {
      const dialog = await openHelp(locale)
      expect(capsOf(dialog, 'submitForm')).toEqual([name.ctrl, name.enter])
      expect(capsOf(dialog, 'palette')).toEqual([name.ctrl, 'k'])
      expect(capsOf(dialog, 'rowExtend')).toEqual([name.shift, '↓', name.shift, '↑'])
      expect(capsOf(dialog, 'rowSelect')).toEqual(['x', name.space])
      expect(dialog.querySelector('tr[data-shortcut="submitForm"] th')?.textContent).toContain(name.row)
    })
  }

  it('shows Apple’s symbols on a Mac, in every language', async () => {
    function MacHelp() {
      return <ShortcutsHelp open onClose={() => undefined} namer={useKeyNamer(true)} />
    }
    await renderWithI18n(<MacHelp />, 'de')
    const dialog = await screen.findByRole('dialog')
    expect(capsOf(dialog, 'submitForm')).toEqual(['⌘', '↵'])
    expect(capsOf(dialog, 'rowExtend')).toEqual(['⇧', '↓', '⇧', '↑'])
    expect(capsOf(dialog, 'rowSelect')).toEqual(['x', 'Leertaste'])
  })
})
