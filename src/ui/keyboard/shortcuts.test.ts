import { describe, expect, it } from 'vitest'
import { ariaKeyShortcuts } from './aria-keys'
import { SHORTCUT_GROUPS, SHORTCUTS, shortcutOf } from './shortcuts'

describe('the table of shortcuts', () => {
  it('names every shortcut once, each in a group with at least one way to press it', () => {
    const ids = SHORTCUTS.map((shortcut) => shortcut.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const shortcut of SHORTCUTS) {
      expect(SHORTCUT_GROUPS).toContain(shortcut.group)
      expect(shortcut.keys.length).toBeGreaterThan(0)
      expect(shortcut.description.id).toBeTruthy()
    }
    for (const group of SHORTCUT_GROUPS)
      expect(SHORTCUTS.some((shortcut) => shortcut.group === group)).toBe(true)
  })

  it('has the letters the palette shows: g then d, a, r, b, s, p; n and t', () => {
    const keysOf = (id: Parameters<typeof shortcutOf>[0]) => shortcutOf(id).keys
    expect(keysOf('goDashboard')).toEqual(['g d'])
    expect(keysOf('goActive')).toEqual(['g a'])
    expect(keysOf('goArchive')).toEqual(['g r'])
    expect(keysOf('goAddressBook')).toEqual(['g b'])
    expect(keysOf('goStandingOrders')).toEqual(['g s'])
    expect(keysOf('goProfile')).toEqual(['g p'])
    expect(keysOf('newOrder')).toEqual(['n'])
    expect(keysOf('track')).toEqual(['t'])
    expect(keysOf('filter')).toEqual(['/'])
    expect(keysOf('help')).toEqual(['?'])
  })

  it('takes no key the lists, a screen reader or the browser need: no Tab, no arrows, no Ctrl+letter of its own', () => {
    const desk = SHORTCUTS.filter((shortcut) => shortcut.boundBy === 'desk')
    const presses = desk.flatMap((shortcut) => shortcut.keys.flatMap((way) => way.split(' ')))
    for (const press of presses) {
      expect(press).not.toMatch(/\$mod|Control|Meta|Alt|Tab|Arrow/)
      // The rows' own keys (use-row-keyboard.ts) stay theirs.
      expect(['j', 'k', 'x', 'Space', 'Enter', 'Home', 'End']).not.toContain(press)
    }
  })

  it('writes aria-keyshortcuts as ARIA spells keys: Control or Meta, capital letters, a sequence press by press', () => {
    expect(ariaKeyShortcuts('goActive', false)).toBe('G A')
    expect(ariaKeyShortcuts('submitForm', false)).toBe('Control+Enter')
    expect(ariaKeyShortcuts('submitForm', true)).toBe('Meta+Enter')
    expect(ariaKeyShortcuts('filter', false)).toBe('/')
    expect(ariaKeyShortcuts('rowSelect', false)).toBe('X Space')
  })
})
