import { useLingui } from '@lingui/react/macro'
import { isApplePlatform } from './platform'

/** How one key is printed on the user's keyboard, in the portal's language. */
export type KeyNamer = (key: string) => string

const ARROWS: Record<string, string> = { ArrowDown: '↓', ArrowUp: '↑', ArrowLeft: '←', ArrowRight: '→' }
const APPLE: Record<string, string> = { $mod: '⌘', Meta: '⌘', Control: '⌃', Shift: '⇧', Alt: '⌥', Enter: '↵' }

/**
 * The names keyboards print on their keys: Strg, Umschalt and Eingabe on a German one; Ctrl, Maj and
 * Entrée on a French one; Ctrl, Maiusc and Invio on an Italian one; Apple's symbols on a Mac.
 */
export function useKeyNamer(apple = isApplePlatform()): KeyNamer {
  const { t } = useLingui()
  const named: Record<string, string> = {
    $mod: t({ message: 'Ctrl', comment: 'The Ctrl key as printed on the keyboard (German: Strg)' }),
    Control: t({ message: 'Ctrl', comment: 'The Ctrl key as printed on the keyboard (German: Strg)' }),
    Shift: t({ message: 'Shift', comment: 'The Shift key as printed on the keyboard (German: Umschalt)' }),
    Alt: t({ message: 'Alt', comment: 'The Alt key as printed on the keyboard' }),
    Enter: t({ message: 'Enter', comment: 'The Enter key as printed on the keyboard (German: Eingabe)' }),
    Escape: t({ message: 'Esc', comment: 'The Escape key as printed on the keyboard (French: Échap)' }),
    Space: t({ message: 'Space', comment: 'The space bar, as a key name (German: Leertaste)' }),
    Home: t({ message: 'Home', comment: 'The Home key as printed on the keyboard (German: Pos1)' }),
    End: t({ message: 'End', comment: 'The End key as printed on the keyboard (German: Ende)' }),
    PageUp: t({ message: 'Page Up', comment: 'The Page Up key as printed on the keyboard (German: Bild ↑)' }),
    PageDown: t({
      message: 'Page Down',
      comment: 'The Page Down key as printed on the keyboard (German: Bild ↓)',
    }),
  }
  return (key) => (apple ? APPLE[key] : undefined) ?? ARROWS[key] ?? named[key] ?? key
}
